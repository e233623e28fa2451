import { STORAGE_RETENTION_DAYS } from '../../constants';
import { UPLOAD_RULES } from '../../upload-rules';
import { describeResource, type Label, PLATFORM_ACCESS } from '../describe';
import { ROOM_POLICY_VALUES } from './room-policy';

const l = (zh: string, en: string): Label => ({ zh, en });

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

/** A room option as the company's room policy sets it for every room (the server enforces it). */
function roomPolicyField(label: Label) {
  return {
    kind: 'select',
    label,
    options: ROOM_POLICY_VALUES,
    optionLabels: {
      always: l('始终开启', 'Always on'),
      optional: l('可选', 'Optional'),
      off: l('关闭', 'Off'),
    },
  } as const;
}

/** Companies (customers, enterprises): the tenants of the platform (SPEC §3 company). */
export const companyDescription = describeResource({
  key: 'companies',
  scope: 'platform',
  title: l('企业', 'Company'),
  titleField: 'name',
  notFound: 'error.customerNotFound',
  routes: { list: '/baseinfo/companyManage', detail: '/baseinfo/companyDetail/:id' },
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
      // Not a default column (nor the phone, the storage): the list fits 1440 px in English with
      // its actions; the column settings offer them.
      help: l('8 位字母或数字，留空自动生成', '8 letters or digits; generated when empty'),
    },
    userCode: { kind: 'text', label: l('用户编码', 'User code') },
    phone: { kind: 'text', label: l('联系电话', 'Phone') },
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
    // Viewers present it to join (ADR 28); never returned to the console.
    livePassword: { kind: 'password', label: l('直播密码', 'Live password'), writeOnly: true },
    voiceExcitation: { kind: 'switch', label: l('语音激励', 'Voice excitation') },
    summaryTemplate: { kind: 'textarea', label: l('会议纪要模板', 'Meeting-summary template'), wide: true },
    secretaryPhone: { kind: 'text', label: l('秘书电话', 'Secretary phone') },
    secretaryEmail: { kind: 'text', label: l('秘书邮箱', 'Secretary email') },
    roomPolicyChairmanArea: roomPolicyField(l('会议室策略：主席区', 'Room policy: chairman area')),
    roomPolicyRecord: roomPolicyField(l('会议室策略：录制', 'Room policy: record')),
    roomPolicyPipStatus: roomPolicyField(l('会议室策略：画中画', 'Room policy: picture in picture')),
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
  access: PLATFORM_ACCESS,
  unique: [{ fields: ['account'], message: 'error.accountExists' }],
  // SPEC §4/§5: a company with devices cannot be deleted.
  deleteGuards: [{ resource: 'deviceAccounts', column: 'customerId', message: 'error.companyHasDevices' }],
});
