import { z } from 'zod';
import { UPLOAD_RULES } from '../uploads';
import { CUSTOMER_ADMIN_ACCESS, defineResource, type Label } from './define';
import { MODULE_KEY_PATTERN } from './device-modules';
import { choice, numberChoice } from './patterns';

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
