import { z } from 'zod';
import { MAX_LAYOUT_AREAS } from '../layout/geometry';
import { UPLOAD_RULES } from '../uploads';
import { CUSTOMER_ADMIN_ACCESS, defineResource, type Label } from './define';
import { MODULE_KEY_PATTERN } from './device-modules';
import { choice, numberChoice } from './patterns';
import { BITRATE, bitrate, FRAME_RATE, frameRate, RESOLUTION_LABELS, RESOLUTIONS } from './video-sources';

const l = (zh: string, en: string): Label => ({ zh, en });
const required = { error: 'validation.required' } as const;
const requiredText = (max: number) =>
  z.string(required).trim().min(1, required).max(max, { error: 'validation.max' });
const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation.max' }).optional();

/** SPEC §3 device account: screens a terminal drives. */
export const SCREEN_COUNTS = [1, 2, 3] as const;
export const DEFAULT_MODES = ['meeting', 'monitor'] as const;
export const DEVICE_TYPES = ['terminal', 'box', 'pc', 'mobile', 'bedside', 'ambulance', 'gateway'] as const;
/** Six colon- or dash-separated hex pairs (one separator style throughout). */
export const MAC_PATTERN = /^[0-9A-Fa-f]{2}([:-])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}$/;

const rowId = () =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
    })
    .int({ error: 'validation.integer' })
    .positive({ error: 'validation.invalid' })
    .max(2_147_483_647, { error: 'validation.invalid' });

/** Which of the terminal's video sources an area of the screen's template shows. */
export const screenAreaSourceSchema = z.strictObject({
  /** Index of the area in the template's `areas`. */
  area: z
    .number({ error: 'validation.invalidType' })
    .int({ error: 'validation.integer' })
    .min(0, { error: 'validation.min' })
    .max(MAX_LAYOUT_AREAS - 1, { error: 'validation.layoutNoSuchArea' }),
  sourceId: rowId(),
});

/** The layout of one screen of a terminal: a template of its tenant and the sources in its areas. */
export const screenLayoutSchema = z.strictObject({
  screen: numberChoice(SCREEN_COUNTS),
  templateId: rowId(),
  sources: z
    .array(screenAreaSourceSchema, { error: 'validation.invalidType' })
    .max(MAX_LAYOUT_AREAS, { error: 'validation.max' })
    .default([]),
});
export type ScreenLayout = z.infer<typeof screenLayoutSchema>;

/**
 * Tab layout: one entry per screen. A screen has one layout, an area one source; that the
 * template and sources are the tenant's and the terminal's, the area exists in the template and
 * the screen within the screen count is the server's check (it needs the rows).
 */
export const screenLayoutsSchema = z
  .array(screenLayoutSchema, { error: 'validation.invalidType' })
  .max(SCREEN_COUNTS.length, { error: 'validation.max' })
  .superRefine((layouts, ctx) => {
    const screens = new Set<number>();
    layouts.forEach((layout, i) => {
      if (screens.has(layout.screen))
        ctx.addIssue({ code: 'custom', path: [i, 'screen'], message: 'validation.layoutScreenTwice' });
      screens.add(layout.screen);
      const areas = new Set<number>();
      layout.sources.forEach((source, j) => {
        if (areas.has(source.area))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'sources', j, 'area'],
            message: 'validation.layoutAreaTwice',
          });
        areas.add(source.area);
      });
    });
  });

/** Where a terminal pushes its live stream: an RTMP(S) or SRT server. */
export const PUSH_URL_PATTERN = /^(rtmps?|srt):\/\/[^\s/?#]+(\/\S*)?$/i;
export const STREAM_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;

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

/**
 * Live streaming on needs somewhere to push to. Checked on whole values (a create, or an update
 * merged with the stored row on the server).
 */
export function liveSettingIssues(
  value: Record<string, unknown>,
): { path: 'livePushUrl' | 'liveStreamName'; message: 'validation.liveTargetRequired' }[] {
  if (value.liveEnabled !== true) return [];
  const missing = (name: string) => typeof value[name] !== 'string' || value[name] === '';
  return (['livePushUrl', 'liveStreamName'] as const)
    .filter(missing)
    .map((path) => ({ path, message: 'validation.liveTargetRequired' }));
}

/**
 * Device accounts: the terminals of a tenant (SPEC §3 device account, §5 rules). The account is
 * the terminal's login on the real-time backbone, so it is unique across tenants.
 */
export const deviceAccountDefinition = defineResource({
  key: 'deviceAccounts',
  scope: 'tenant',
  title: l('设备账号', 'Device account'),
  titleField: 'name',
  // The editor's full path carries name, tenant and type too (see `deviceAccountEditPath`).
  routes: { list: '/device/accounts' },
  shape: {
    // SPEC §5 has one message for both: 'Account cannot be empty and must be numeric'.
    account: z
      .string({ error: 'validation.numericAccount' })
      .trim()
      .min(1, { error: 'validation.numericAccount' })
      .max(20, { error: 'validation.max' })
      .regex(/^\d+$/, { error: 'validation.numericAccount' }),
    name: requiredText(64),
    // Kept by the presence tracker (MQTT backbone), never written through this API; next to the
    // name so the status is in the first columns of the list, also on a phone.
    online: z.boolean(),
    lastSeenAt: z.string().nullable(),
    screenCount: numberChoice(SCREEN_COUNTS).default(1),
    deviceType: choice(DEVICE_TYPES),
    inputSourceGroup: optionalText(64),
    defaultMode: choice(DEFAULT_MODES).default('meeting'),
    deviceUi: optionalText(255),
    loginAccount: requiredText(64),
    password: z
      .string(required)
      .min(6, { error: 'validation.passwordMin6' })
      .max(64, { error: 'validation.max' }),
    parentCategory: optionalText(64),
    description: optionalText(500),
    autoJoin: z.boolean().default(false),
    macAddress: z.string().trim().regex(MAC_PATTERN, { error: 'validation.macAddress' }).optional(),
    avatar: optionalText(255),
    /** Device module keys (SPEC §3 device module `key`), each once. */
    modules: z
      .array(z.string().trim().regex(MODULE_KEY_PATTERN, { error: 'validation.moduleKey' }), {
        error: 'validation.invalidType',
      })
      .max(32, { error: 'validation.max' })
      .transform((keys) => [...new Set(keys)])
      .default([]),
    enabled: z.boolean().default(true),
    screenLayouts: screenLayoutsSchema.default([]),
    liveEnabled: z.boolean().default(false),
    livePushUrl: z
      .string()
      .trim()
      .max(255, { error: 'validation.max' })
      .regex(PUSH_URL_PATTERN, { error: 'validation.pushUrl' })
      .optional(),
    liveStreamName: z
      .string()
      .trim()
      .max(64, { error: 'validation.max' })
      .regex(STREAM_NAME_PATTERN, { error: 'validation.streamName' })
      .optional(),
    // The same choices and ranges as a video source's streams (what the terminal can encode).
    liveResolution: choice(RESOLUTIONS).default('1920x1080'),
    liveFrameRate: frameRate().default(25),
    liveBitrate: bitrate().default(2048),
    liveRecord: z.boolean().default(false),
  },
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
    screenCount: {
      kind: 'select',
      label: l('屏幕数', 'Screens'),
      options: SCREEN_COUNTS,
      column: true,
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
    loginAccount: { kind: 'text', label: l('登录账号', 'Login account'), column: true, filter: 'like' },
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
      column: true,
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
  refine: (value, ctx) => {
    // On a create every field is here; an update is checked merged with the row by the server.
    if (!('account' in value)) return;
    for (const issue of liveSettingIssues(value))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
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

/**
 * The demo hospital's terminals (seed): accounts `firstAccount` onwards, all with one documented
 * password, so the terminal simulator can log them in on the real-time backbone.
 */
export const DEMO_TERMINALS = { firstAccount: 80_000_001, count: 300, password: 'terminal2026' } as const;
