import { z } from 'zod';
import { UPLOAD_RULES } from '../uploads';
import { defineResource, type Label } from './define';
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
  routes: { list: '/device/accounts', detail: '/device/accounts/edit/:id' },
  shape: {
    account: z
      .string(required)
      .trim()
      .min(1, required)
      .max(20, { error: 'validation.max' })
      .regex(/^\d+$/, { error: 'validation.numericAccount' }),
    name: requiredText(64),
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
    enabled: {
      kind: 'switch',
      label: l('启用', 'Enabled'),
      column: true,
      filter: 'eq',
    },
  },
  search: ['account', 'name', 'loginAccount', 'macAddress'],
  defaultSort: '-createdAt',
  access: {
    view: 'customerAdmin',
    create: 'customerAdmin',
    update: 'customerAdmin',
    delete: 'customerAdmin',
    export: 'customerAdmin',
    import: 'customerAdmin',
  },
  unique: [{ fields: ['account'], message: 'error.accountExists', global: true }],
});
