import { describeResource, type Label, LOG_TIME_FIELD } from '../describe';
import { CLOUD_ADMIN_ACCESS } from './sms-templates';

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * The ambulance platform's system pages (SPEC §2 /ambulance/system, §6 cloudAdmin only; ADR 0038):
 * the functions each company has, the external systems authorised to call the ambulance API with
 * an API key, and the log of their calls. Every one is the platform's, for cloud administrators.
 */

/** Ambulance functions a company may have (`functionManage`). */
export const AMBULANCE_FUNCTIONS = [
  'liveMap',
  'tasks',
  'consultation',
  'deviceRecords',
  'preArrivalNotice',
  'externalApi',
] as const;
export type AmbulanceFunction = (typeof AMBULANCE_FUNCTIONS)[number];

/** What an external system's key may do; each call of the ambulance API needs one of them. */
export const AMBULANCE_API_SCOPES = ['tasks:read', 'tasks:write', 'positions:read'] as const;
export type AmbulanceApiScope = (typeof AMBULANCE_API_SCOPES)[number];

/** What create and `rotateKey` answer once: the whole key, never shown again. */
export interface IssuedKey {
  id: number;
  apiKey: string;
  keyPrefix: string;
}

/** How a logged call of the ambulance API ended. */
export const INTERFACE_CALL_OUTCOMES = ['ok', 'refused', 'error'] as const;

const functionLabels: Record<AmbulanceFunction, Label> = {
  liveMap: l('实时地图', 'Live map'),
  tasks: l('急救任务', 'Tasks'),
  consultation: l('远程会诊', 'Consultation'),
  deviceRecords: l('设备记录', 'Device records'),
  preArrivalNotice: l('院前预警', 'Pre-arrival notice'),
  externalApi: l('对外接口', 'External API'),
};

const scopeLabels: Record<AmbulanceApiScope, Label> = {
  'tasks:read': l('读取任务', 'Read tasks'),
  'tasks:write': l('写入任务', 'Write tasks'),
  'positions:read': l('读取车辆位置', 'Read positions'),
};

const company = {
  kind: 'reference',
  reference: 'companies',
  label: l('企业', 'Company'),
  column: true,
  filter: 'eq',
} as const;

/** `functionManage`: one row per company, the ambulance functions it has switched on. */
export const ambulanceFunctionDescription = describeResource({
  key: 'ambulanceFunctions',
  scope: 'platform',
  title: l('功能配置', 'Function settings'),
  titleField: 'companyId',
  routes: { list: '/ambulance/system/functionManage' },
  fields: {
    companyId: { ...company, createOnly: true },
    functions: {
      kind: 'select',
      multiple: true,
      label: l('已开通功能', 'Functions on'),
      options: AMBULANCE_FUNCTIONS,
      optionLabels: functionLabels,
      column: true,
      wide: true,
      help: l(
        '未列出的功能对该企业关闭；关闭“对外接口”后其外部系统的调用被拒绝',
        'Functions not listed are off for the company; with “External API” off its external systems are refused',
      ),
    },
  },
  defaultSort: '-createdAt',
  access: CLOUD_ADMIN_ACCESS,
  unique: [{ fields: ['companyId'], message: 'error.ambulanceFunctionsExist' }],
});

/**
 * `authorizeManage`: an external system (a dispatch centre, a hospital information system) of a
 * company, allowed to call the ambulance API with its key within its scopes. The key is made by
 * the server on create and on `rotateKey`, answered that once (`apiKey`), and kept only as a hash;
 * `keyPrefix` recognises it; `revoke` voids it.
 */
export const ambulanceExternalSystemDescription = describeResource({
  key: 'ambulanceExternalSystems',
  scope: 'platform',
  title: l('外部系统', 'External system'),
  titleField: 'name',
  notFound: 'error.externalSystemNotFound',
  routes: { list: '/ambulance/system/authorizeManage' },
  fields: {
    name: { kind: 'text', label: l('系统名称', 'Name'), column: true, sortable: true, filter: 'like' },
    companyId: { ...company, createOnly: true },
    scopes: {
      kind: 'select',
      multiple: true,
      label: l('授权范围', 'Scopes'),
      options: AMBULANCE_API_SCOPES,
      optionLabels: scopeLabels,
      column: true,
      wide: true,
    },
    enabled: { kind: 'switch', label: l('启用', 'Enabled'), column: true, filter: 'eq' },
    description: { kind: 'textarea', label: l('说明', 'Description'), wide: true },
    keyPrefix: {
      kind: 'text',
      label: l('密钥前缀', 'Key prefix'),
      column: true,
      readOnly: true,
      help: l('完整密钥只在生成时显示一次', 'The whole key is shown once, when it is made'),
    },
    lastUsedAt: { kind: 'datetime', label: l('最近调用', 'Last call'), column: true, readOnly: true },
    // the list shows it as the key's state (active or revoked)
    revokedAt: {
      kind: 'datetime',
      label: l('密钥状态（吊销时间）', 'Key state (revoked at)'),
      column: true,
      readOnly: true,
    },
  },
  search: ['name', 'keyPrefix'],
  defaultSort: '-createdAt',
  // No import: a key made for an imported row would never be shown to anyone.
  access: { ...CLOUD_ADMIN_ACCESS, import: { roles: [] } },
  unique: [{ fields: ['name'], message: 'error.nameExists' }],
});

/** `interfaceLog`: every call of the ambulance API, refused ones included. Written by the server. */
export const ambulanceInterfaceLogDescription = describeResource({
  key: 'ambulanceInterfaceLogs',
  scope: 'platform',
  readOnly: true,
  title: l('接口日志', 'API log'),
  titleField: 'path',
  routes: { list: '/ambulance/system/interfaceLog' },
  fields: {
    createdAt: LOG_TIME_FIELD,
    systemId: {
      kind: 'reference',
      reference: 'ambulanceExternalSystems',
      label: l('外部系统', 'External system'),
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    companyId: { ...company, readOnly: true },
    method: { kind: 'text', label: l('方法', 'Method'), column: true, readOnly: true },
    path: { kind: 'text', label: l('接口', 'Path'), column: true, filter: 'like', readOnly: true },
    outcome: {
      kind: 'select',
      label: l('结果', 'Result'),
      options: INTERFACE_CALL_OUTCOMES,
      optionLabels: {
        ok: l('成功', 'Succeeded'),
        refused: l('拒绝', 'Refused'),
        error: l('出错', 'Failed'),
      },
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    resultCode: {
      kind: 'text',
      label: l('返回码', 'Result code'),
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    httpStatus: { kind: 'number', label: l('HTTP 状态', 'HTTP status'), readOnly: true },
    durationMs: { kind: 'number', label: l('耗时 (ms)', 'Duration (ms)'), column: true, readOnly: true },
    keyPrefix: { kind: 'text', label: l('密钥前缀', 'Key prefix'), filter: 'eq', readOnly: true },
    ip: { kind: 'text', label: l('来源 IP', 'Source IP'), readOnly: true },
  },
  defaultSort: '-createdAt',
  access: CLOUD_ADMIN_ACCESS,
});
