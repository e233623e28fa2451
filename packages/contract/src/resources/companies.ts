import { z } from 'zod';
import { MIN_STORAGE_GB, STORAGE_RETENTION_DAYS } from '../constants';
import { UPLOAD_RULES } from '../uploads';
import { defineResource, type Label } from './define';
import { APPLY_CODE_PATTERN, choice, numberChoice, optionalEmail, optionalPhone } from './patterns';

export const AUDIO_QUALITIES = ['hifi', 'standard'] as const;
export const LIVE_TYPES = ['public', 'network'] as const;
/** SPEC §9 layout options. */
export const LAYOUTS = [
  'quad',
  'six',
  'nine',
  'fullScreen',
  'onePlusN',
  'twoWayHorizontal',
  'twoWayVertical',
] as const;

const required = { error: 'validation.required' } as const;
const count = (max: number) =>
  z
    .number(required)
    .int({ error: 'validation.integer' })
    .min(-1, { error: 'validation.min' })
    .max(max, { error: 'validation.max' });
const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation.max' }).optional();
const l = (zh: string, en: string): Label => ({ zh, en });

/** Companies (customers, enterprises): the tenants of the platform (SPEC §3 company). */
export const companyDefinition = defineResource({
  key: 'companies',
  scope: 'platform',
  title: l('企业', 'Company'),
  titleField: 'name',
  routes: { list: '/baseinfo/companyManage', detail: '/baseinfo/companyDetail/:id' },
  shape: {
    name: z.string(required).trim().min(1, required).max(64, { error: 'validation.max' }),
    account: z
      .string(required)
      .trim()
      .min(1, required)
      .max(32, { error: 'validation.max' })
      .regex(/^[A-Za-z0-9_]+$/, { error: 'validation.companyAccount' }),
    maxRoom: count(100_000),
    maxAccount: count(1_000_000),
    applyCode: z.string().trim().regex(APPLY_CODE_PATTERN, { error: 'validation.applyCode' }).optional(),
    userCode: optionalText(32),
    phone: optionalPhone(),
    email: optionalEmail(),
    logo: optionalText(255),
    uiUrl: optionalText(255),
    storageGb: z
      .number()
      .int({ error: 'validation.integer' })
      .min(MIN_STORAGE_GB, { error: 'validation.storageMin' })
      .max(1_000_000, { error: 'validation.max' })
      .optional(),
    retentionDays: numberChoice(STORAGE_RETENTION_DAYS).default(30),
    storageAlarmPercent: z
      .number()
      .int({ error: 'validation.integer' })
      .min(1, { error: 'validation.min' })
      .max(100, { error: 'validation.max' })
      .default(90),
    recordViewDays: z
      .number()
      .int({ error: 'validation.integer' })
      .min(1, { error: 'validation.min' })
      .max(3650, { error: 'validation.max' })
      .default(30),
    inviteParticipantLimit: z
      .number()
      .int({ error: 'validation.integer' })
      .min(-1, { error: 'validation.min' })
      .max(10_000, { error: 'validation.max' })
      .default(-1),
    pollingSeconds: z
      .number()
      .int({ error: 'validation.integer' })
      .min(5, { error: 'validation.min' })
      .max(3600, { error: 'validation.max' })
      .default(30),
    liveAudit: z.boolean().default(false),
    audioQuality: choice(AUDIO_QUALITIES).default('standard'),
    allowFollow: z.boolean().default(true),
    publicLive: z.boolean().default(false),
    liveType: choice(LIVE_TYPES).default('public'),
    defaultLayout: choice(LAYOUTS).default('quad'),
    livePassword: optionalText(32),
    voiceExcitation: z.boolean().default(false),
    summaryTemplate: optionalText(2000),
    secretaryPhone: optionalPhone(),
    secretaryEmail: optionalEmail(),
    icuEnabled: z.boolean().default(false),
    /** Ids of the device modules (platform catalogue) the company's terminals may have. */
    deviceModules: z
      .array(z.number().int().positive(), { error: 'validation.invalid' })
      .max(100, { error: 'validation.max' })
      .transform((ids) => [...new Set(ids)])
      .default([]),
  },
  fields: {
    name: { kind: 'text', label: l('企业名称', 'Name'), column: true, sortable: true, filter: 'like' },
    account: {
      kind: 'text',
      label: l('企业账号', 'Account'),
      column: true,
      sortable: true,
      filter: 'like',
      createOnly: true,
    },
    maxRoom: {
      kind: 'number',
      label: l('最大会议室数', 'Max rooms'),
      column: true,
      sortable: true,
      help: l('-1 表示不限', '-1 means unlimited'),
    },
    maxAccount: {
      kind: 'number',
      label: l('最大设备数', 'Max devices'),
      column: true,
      sortable: true,
      help: l('-1 表示不限', '-1 means unlimited'),
    },
    applyCode: {
      kind: 'text',
      label: l('申请码', 'Apply code'),
      column: true,
      help: l('8 位字母或数字，留空自动生成', '8 letters or digits; generated when empty'),
    },
    userCode: { kind: 'text', label: l('用户编码', 'User code') },
    phone: { kind: 'text', label: l('联系电话', 'Phone'), column: true },
    email: { kind: 'text', label: l('邮箱', 'Email') },
    logo: {
      kind: 'image',
      label: l('企业标志', 'Logo'),
      upload: UPLOAD_RULES.logo,
      help: l('JPG/PNG，小于 10MB，建议 640*640', 'JPG/PNG under 10 MB, 640×640 suggested'),
    },
    uiUrl: { kind: 'text', label: l('界面地址', 'UI address') },
    storageGb: {
      kind: 'number',
      label: l('录制存储空间 (G)', 'Recording storage (GB)'),
      column: true,
      help: l('至少 10G', 'At least 10 GB'),
    },
    retentionDays: {
      kind: 'select',
      label: l('保存期限', 'Retention'),
      options: STORAGE_RETENTION_DAYS,
      optionLabels: {
        7: l('7 天', '7 days'),
        15: l('15 天', '15 days'),
        30: l('一个月', 'One month'),
        60: l('两个月', 'Two months'),
      },
    },
    storageAlarmPercent: { kind: 'number', label: l('存储告警阈值 (%)', 'Storage alarm threshold (%)') },
    recordViewDays: { kind: 'number', label: l('录像查看范围 (天)', 'Recording view range (days)') },
    inviteParticipantLimit: {
      kind: 'number',
      label: l('邀请码参会人数上限', 'Invite-code participant limit'),
    },
    pollingSeconds: { kind: 'number', label: l('轮询播放秒数', 'Polling play seconds') },
    liveAudit: { kind: 'switch', label: l('直播审核', 'Live audit') },
    audioQuality: {
      kind: 'select',
      label: l('音频质量', 'Audio quality'),
      options: AUDIO_QUALITIES,
      optionLabels: { hifi: l('高保真', 'High fidelity'), standard: l('标准', 'Standard') },
    },
    allowFollow: { kind: 'switch', label: l('允许关注', 'Allow follow') },
    publicLive: { kind: 'switch', label: l('公开直播', 'Public live') },
    liveType: {
      kind: 'select',
      label: l('直播类型', 'Live type'),
      options: LIVE_TYPES,
      optionLabels: { public: l('公开', 'Public'), network: l('全网', 'Whole network') },
    },
    defaultLayout: {
      kind: 'select',
      label: l('默认布局', 'Default layout'),
      options: LAYOUTS,
      optionLabels: {
        quad: l('四分屏', 'Quad'),
        six: l('六分屏', 'Six'),
        nine: l('九分屏', 'Nine'),
        fullScreen: l('全屏', 'Full screen'),
        onePlusN: l('1+N', '1+N'),
        twoWayHorizontal: l('双路横向', 'Two-way horizontal'),
        twoWayVertical: l('双路纵向', 'Two-way vertical'),
      },
    },
    livePassword: { kind: 'text', label: l('直播密码', 'Live password') },
    voiceExcitation: { kind: 'switch', label: l('语音激励', 'Voice excitation') },
    summaryTemplate: { kind: 'textarea', label: l('会议纪要模板', 'Meeting-summary template'), wide: true },
    secretaryPhone: { kind: 'text', label: l('秘书电话', 'Secretary phone') },
    secretaryEmail: { kind: 'text', label: l('秘书邮箱', 'Secretary email') },
    icuEnabled: {
      kind: 'switch',
      label: l('启用 ICU 模块', 'ICU module enabled'),
      column: true,
      filter: 'eq',
    },
    deviceModules: {
      kind: 'reference',
      reference: 'deviceModules',
      multiple: true,
      label: l('设备模块', 'Device modules'),
      wide: true,
    },
  },
  search: ['name', 'account'],
  defaultSort: '-createdAt',
  access: {
    view: 'platform',
    create: 'platform',
    update: 'platform',
    delete: 'platform',
    export: 'platform',
    import: 'platform',
  },
  unique: [{ fields: ['account'], message: 'error.accountExists' }],
  // SPEC §4/§5: a company with devices cannot be deleted.
  deleteGuards: [{ resource: 'deviceAccounts', column: 'customerId', message: 'error.companyHasDevices' }],
});
