import {
  CUSTOMER_ADMIN_ACCESS,
  describeResource,
  type FieldMeta,
  type Label,
  type ResourceAccess,
} from '../describe';
import { CLOUD_ADMIN_ACCESS } from './sms-templates';

const l = (zh: string, en: string): Label => ({ zh, en });

/** WeChat's kinds of official account (公众平台: 订阅号 / 服务号). */
export const WECHAT_ACCOUNT_TYPES = ['subscription', 'service'] as const;

/** What a message template is sent for. */
export const WECHAT_TEMPLATE_TYPES = [
  'visitReminder',
  'registrationResult',
  'alarmNotice',
  'meetingReminder',
  'other',
] as const;

const enabledField: FieldMeta = {
  kind: 'switch',
  label: l('启用', 'Enabled'),
  column: true,
  filter: 'eq',
};

/** A sealed secret (write-only, kept encrypted) and the hint the API shows of it. */
function sealedField(label: Label, help: Label): { secret: FieldMeta; hint: FieldMeta } {
  return {
    secret: { kind: 'password', label, writeOnly: true, help },
    hint: { kind: 'text', label, readOnly: true },
  };
}

const keepHelp = (zh: string, en: string) =>
  l(
    `${zh}；加密保存，只显示末四位，编辑时留空则保留原值`,
    `${en}; kept encrypted, only its last four characters are shown; left empty on an edit, the stored one is kept`,
  );

const appSecret = sealedField(
  l('AppSecret', 'AppSecret'),
  keepHelp('开发者密码，32 位字母数字', 'The developer password, 32 letters and digits'),
);
const token = sealedField(
  l('令牌 (Token)', 'Token'),
  keepHelp('消息服务器的令牌，3–32 位字母数字', 'The message server’s token, 3–32 letters and digits'),
);
const aesKey = sealedField(
  l('消息加解密密钥', 'EncodingAESKey'),
  keepHelp(
    '消息服务器的 EncodingAESKey，43 位字母数字',
    'The message server’s EncodingAESKey, 43 letters and digits',
  ),
);

/** The fields of an official account, as WeChat's console (公众平台 → 基本配置) has them. */
function accountFields() {
  return {
    name: { kind: 'text', label: l('公众号名称', 'Name'), column: true, sortable: true, filter: 'like' },
    originalId: {
      kind: 'text',
      label: l('原始 ID', 'Original id'),
      column: true,
      help: l('gh_ 开头的原始 ID', 'The original id, starting with gh_'),
    },
    appId: {
      kind: 'text',
      label: l('AppID', 'AppID'),
      column: true,
      filter: 'like',
      help: l('wx 开头的 18 位开发者 ID', 'The developer id: wx and 16 hexadecimal digits'),
    },
    appSecret: appSecret.secret,
    appSecretHint: { ...appSecret.hint, column: true },
    token: token.secret,
    tokenHint: token.hint,
    encodingAesKey: aesKey.secret,
    encodingAesKeyHint: aesKey.hint,
    type: {
      kind: 'select',
      label: l('类型', 'Type'),
      options: WECHAT_ACCOUNT_TYPES,
      optionLabels: {
        subscription: l('订阅号', 'Subscription account'),
        service: l('服务号', 'Service account'),
      },
      column: true,
      filter: 'eq',
    },
    verified: { kind: 'switch', label: l('已认证', 'Verified'), column: true },
    enabled: enabledField,
  } satisfies Record<string, FieldMeta>;
}

/** The fields of a message template (公众平台 → 模板消息): the account it belongs to is `reference`'s. */
function templateFields(reference: string, sameTenant: boolean) {
  return {
    accountId: {
      kind: 'reference',
      reference,
      ...(sameTenant ? { sameTenant: true } : {}),
      label: l('所属公众号', 'Official account'),
      column: true,
      filter: 'eq',
    },
    name: { kind: 'text', label: l('模板名称', 'Name'), column: true, sortable: true, filter: 'like' },
    templateId: {
      kind: 'text',
      label: l('模板 ID', 'Template id'),
      column: true,
      filter: 'like',
      help: l('公众平台分配的模板 ID', 'The template id WeChat assigned'),
    },
    type: {
      kind: 'select',
      label: l('模板类型', 'Type'),
      options: WECHAT_TEMPLATE_TYPES,
      optionLabels: {
        visitReminder: l('探视提醒', 'Visit reminder'),
        registrationResult: l('登记结果通知', 'Registration result'),
        alarmNotice: l('告警通知', 'Alarm notice'),
        meetingReminder: l('会议提醒', 'Meeting reminder'),
        other: l('其他', 'Other'),
      },
      column: true,
      filter: 'eq',
    },
    params: {
      kind: 'tags',
      label: l('模板参数', 'Parameters'),
      column: true,
      wide: true,
      help: l(
        '模板的关键词，如 first、keyword1、thing1，或 {{thing1.DATA}}',
        'The template’s keywords, such as first, keyword1, thing1, or {{thing1.DATA}}',
      ),
    },
  } satisfies Record<string, FieldMeta>;
}

function accountDescription(options: {
  key: string;
  scope: 'tenant' | 'platform';
  access: ResourceAccess;
  routes: { list: string; detail?: string };
}) {
  return describeResource({
    ...options,
    title: l('公众号', 'Official account'),
    titleField: 'name',
    notFound: 'error.wechatAccountNotFound',
    fields: accountFields(),
    search: ['name', 'appId', 'originalId'],
    defaultSort: '-createdAt',
    unique: [{ fields: ['appId'], message: 'error.wechatAppIdExists' }],
    transitions: {
      disable: { field: 'enabled', from: [true], to: false },
      enable: { field: 'enabled', from: [false], to: true },
    },
  });
}

function templateDescription(options: {
  key: string;
  scope: 'tenant' | 'platform';
  access: ResourceAccess;
  reference: string;
  routes?: { list: string };
}) {
  const { reference, ...rest } = options;
  return describeResource({
    ...rest,
    title: l('消息模板', 'Message template'),
    titleField: 'name',
    notFound: 'error.wechatTemplateNotFound',
    fields: templateFields(reference, options.scope === 'tenant'),
    search: ['name', 'templateId'],
    defaultSort: '-createdAt',
    unique: [{ fields: ['templateId', 'accountId'], message: 'error.wechatTemplateIdExists' }],
  });
}

/**
 * A company's WeChat official accounts (SPEC §2 /wechat/mpAccount): the AppSecret, token and
 * EncodingAESKey are sealed at rest and shown only as hints.
 */
export const wechatAccountDescription = accountDescription({
  key: 'wechatAccounts',
  scope: 'tenant',
  access: CUSTOMER_ADMIN_ACCESS,
  routes: { list: '/wechat/mpAccount', detail: '/wechat/mpAccount/info/:id' },
});

/** The message templates of a company's official accounts (SPEC §3 "Message template"). */
export const wechatTemplateDescription = templateDescription({
  key: 'wechatTemplates',
  scope: 'tenant',
  access: CUSTOMER_ADMIN_ACCESS,
  reference: 'wechatAccounts',
});

/** A company's mini programs (SPEC §2 /wechat/miniProgram). */
export const wechatMiniProgramDescription = describeResource({
  key: 'wechatMiniPrograms',
  scope: 'tenant',
  title: l('小程序', 'Mini program'),
  titleField: 'name',
  notFound: 'error.wechatMiniProgramNotFound',
  routes: { list: '/wechat/miniProgram', detail: '/wechat/miniProgram/info/:id' },
  fields: {
    name: { kind: 'text', label: l('小程序名称', 'Name'), column: true, sortable: true, filter: 'like' },
    appId: accountFields().appId,
    appSecret: appSecret.secret,
    appSecretHint: { ...appSecret.hint, column: true },
    originalId: accountFields().originalId,
    enabled: enabledField,
  },
  search: ['name', 'appId', 'originalId'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [{ fields: ['appId'], message: 'error.wechatAppIdExists' }],
  transitions: {
    disable: { field: 'enabled', from: [true], to: false },
    enable: { field: 'enabled', from: [false], to: true },
  },
});

/**
 * The platform's own official accounts (SPEC §2 /setting/wechatPublicManage, cloudAdmin only,
 * ADR 0034): the ones the platform itself sends from (account notices, verification).
 */
export const platformWechatAccountDescription = accountDescription({
  key: 'platformWechatAccounts',
  scope: 'platform',
  access: CLOUD_ADMIN_ACCESS,
  routes: { list: '/setting/wechatPublicManage' },
});

/** The message templates of the platform's official accounts. */
export const platformWechatTemplateDescription = templateDescription({
  key: 'platformWechatTemplates',
  scope: 'platform',
  access: CLOUD_ADMIN_ACCESS,
  reference: 'platformWechatAccounts',
});
