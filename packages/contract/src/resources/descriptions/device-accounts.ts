import { UPLOAD_RULES } from '../../upload-rules';
import { BITRATE, FRAME_RATE, RESOLUTION_LABELS, RESOLUTIONS } from './video-sources';
import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/** The live-streaming settings of a terminal (tab liveSetting), in order. */
export const LIVE_SETTING_FIELDS = [
  'liveEnabled',
  'livePushUrl',
  'liveStreamName',
  'liveResolution',
  'liveFrameRate',
  'liveBitrate',
  'liveRecord',
] as const;

/** SPEC §3 device account: screens a terminal drives. */
export const SCREEN_COUNTS = [1, 2, 3] as const;

export const DEFAULT_MODES = ['meeting', 'monitor'] as const;

export const DEVICE_TYPES = [
  'terminal',
  'box',
  'pc',
  'mobile',
  'bedside',
  'ambulance',
  'gateway',
  // An AI compute server reporting its load (ADR 0035): /AIServices/computilityManage.
  'compute',
] as const;

/**
 * Device accounts: the terminals of a tenant (SPEC §3 device account, §5 rules). The account is
 * the terminal's login on the real-time backbone, so it is unique across tenants.
 */
export const deviceAccountDescription = describeResource({
  key: 'deviceAccounts',
  scope: 'tenant',
  title: l('设备账号', 'Device account'),
  titleField: 'name',
  notFound: 'error.terminalNotFound',
  // The editor's full path carries name, tenant and type too (see `deviceAccountEditPath`).
  routes: { list: '/device/accounts' },
  fields: {
    account: {
      kind: 'text',
      label: l('账号', 'Account'),
      column: true,
      sortable: true,
      filter: 'like',
      createOnly: true,
      help: l('仅数字', 'Digits only'),
    },
    name: { kind: 'text', label: l('别名', 'Name'), column: true, sortable: true, filter: 'like' },
    // Kept by the presence tracker (MQTT backbone), never written through this API; next to the
    // name so the status is in the first columns of the list, also on a phone.
    online: {
      kind: 'switch',
      label: l('在线状态', 'Status'),
      readOnly: true,
      column: true,
      filter: 'eq',
      optionLabels: { true: l('在线', 'Online'), false: l('离线', 'Offline') },
    },
    lastSeenAt: {
      kind: 'datetime',
      label: l('最后在线', 'Last seen'),
      readOnly: true,
      column: true,
      sortable: true,
    },
    // Failed logins on the terminal broker since the last successful one (issue 21): a guesser shows.
    loginFailures: {
      kind: 'number',
      label: l('登录失败次数', 'Failed logins'),
      readOnly: true,
      help: l('上次成功登录以来终端连接失败的次数', 'Failed terminal logins since the last successful one'),
    },
    lastLoginFailureAt: { kind: 'datetime', label: l('最近登录失败', 'Last failed login'), readOnly: true },
    lastLoginFailureIp: { kind: 'text', label: l('失败来源地址', 'Failed login from'), readOnly: true },
    screenCount: {
      kind: 'select',
      label: l('屏幕数', 'Screens'),
      options: SCREEN_COUNTS,
      filter: 'eq',
      optionLabels: { 1: l('单屏', 'Single'), 2: l('双屏', 'Dual'), 3: l('三屏', 'Triple') },
    },
    deviceType: {
      kind: 'select',
      label: l('设备类型', 'Device type'),
      options: DEVICE_TYPES,
      column: true,
      filter: 'eq',
      optionLabels: {
        terminal: l('会议终端', 'Meeting terminal'),
        box: l('盒子', 'Box'),
        pc: l('电脑', 'PC'),
        mobile: l('移动端', 'Mobile'),
        bedside: l('床旁终端', 'Bedside terminal'),
        ambulance: l('急救车终端', 'Ambulance terminal'),
        gateway: l('网关', 'Gateway'),
        compute: l('算力服务器', 'Compute server'),
      },
    },
    inputSourceGroup: { kind: 'text', label: l('输入源分组', 'Input source group') },
    defaultMode: {
      kind: 'select',
      label: l('默认模式', 'Default mode'),
      options: DEFAULT_MODES,
      filter: 'eq',
      optionLabels: { meeting: l('会议', 'Meeting'), monitor: l('监控', 'Monitor') },
    },
    deviceUi: { kind: 'text', label: l('设备界面', 'Device UI') },
    // Not a default column (nor MAC address, screens): the list fits a 1440 px screen with the
    // company column and the actions; the column settings still offer them.
    loginAccount: { kind: 'text', label: l('登录账号', 'Login account'), filter: 'like' },
    password: {
      kind: 'password',
      label: l('密码', 'Password'),
      writeOnly: true,
      help: l('至少 6 位', 'At least 6 characters'),
    },
    parentCategory: { kind: 'text', label: l('上级分类', 'Parent category') },
    description: { kind: 'textarea', label: l('描述', 'Description'), wide: true },
    autoJoin: { kind: 'switch', label: l('自动入会', 'Auto join') },
    macAddress: {
      kind: 'text',
      label: l('MAC 地址', 'MAC address'),
      filter: 'like',
      help: l('如 00:1A:2B:3C:4D:5E', 'e.g. 00:1A:2B:3C:4D:5E'),
    },
    avatar: {
      kind: 'image',
      label: l('头像', 'Avatar'),
      upload: UPLOAD_RULES.deviceAvatar,
    },
    modules: {
      kind: 'tags',
      label: l('设备模块', 'Device modules'),
      wide: true,
      help: l('输入模块标识后回车', 'Type a module key and press Enter'),
    },
    enabled: {
      kind: 'switch',
      label: l('启用', 'Enabled'),
      column: true,
      filter: 'eq',
      optionLabels: { true: l('启用', 'Enabled'), false: l('停用', 'Disabled') },
    },
    screenLayouts: { kind: 'json', label: l('画面布局', 'Screen layout') },
    liveEnabled: {
      kind: 'switch',
      label: l('开启直播', 'Live streaming'),
      optionLabels: { true: l('开启', 'On'), false: l('关闭', 'Off') },
    },
    livePushUrl: {
      kind: 'text',
      label: l('推流地址', 'Push address'),
      wide: true,
      help: l('如 rtmp://live.example.com/app', 'e.g. rtmp://live.example.com/app'),
    },
    liveStreamName: {
      kind: 'text',
      label: l('流名称', 'Stream name'),
      help: l('字母、数字、下划线或短横线', 'Letters, digits, underscores or dashes'),
    },
    liveResolution: {
      kind: 'select',
      label: l('直播分辨率', 'Live resolution'),
      options: RESOLUTIONS,
      optionLabels: RESOLUTION_LABELS,
    },
    liveFrameRate: {
      kind: 'number',
      label: l('直播帧率 (fps)', 'Live frame rate (fps)'),
      help: l(`${FRAME_RATE.min}-${FRAME_RATE.max} fps`, `${FRAME_RATE.min}-${FRAME_RATE.max} fps`),
    },
    liveBitrate: {
      kind: 'number',
      label: l('直播码率 (kbps)', 'Live bitrate (kbps)'),
      help: l(`${BITRATE.min}-${BITRATE.max} kbps`, `${BITRATE.min}-${BITRATE.max} kbps`),
    },
    liveRecord: { kind: 'switch', label: l('直播录制', 'Record the live stream') },
  },
  search: ['account', 'name', 'loginAccount', 'macAddress'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [{ fields: ['account'], message: 'error.accountExists', global: true }],
  transitions: {
    enable: { field: 'enabled', from: [false], to: true },
    disable: { field: 'enabled', from: [true], to: false },
  },
});
