import { CUSTOMER_ADMIN_ACCESS, describeResource, type FieldMeta, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/** The four limits of an indicator, a ward or a bed (SPEC §3/§4 alarm levels normal, warning, alarm). */
export const LIMIT_FIELD_META = {
  alarmLow: { kind: 'number', label: l('报警下限', 'Alarm low'), column: true },
  warningLow: { kind: 'number', label: l('预警下限', 'Warning low'), column: true },
  warningHigh: { kind: 'number', label: l('预警上限', 'Warning high'), column: true },
  alarmHigh: { kind: 'number', label: l('报警上限', 'Alarm high'), column: true },
} as const satisfies Record<string, FieldMeta>;

/**
 * Monitoring indicators of a company (SPEC §3 "Monitoring indicator with alarm levels"): the six
 * built-in vital signs a bedside terminal sends (`heartRate`, `spo2`, ...) and user-defined ones,
 * each with default limits (alarmLow < warningLow < warningHigh < alarmHigh, each optional) that a
 * ward and a bed may override, how long a crossing must last before it counts, and when an
 * unacknowledged alarm escalates. Built-in indicators cannot be deleted; a user-defined one goes
 * with its ward and bed thresholds (SPEC §5), after a confirmation that counts them.
 */
export const monitoringIndicatorDescription = describeResource({
  key: 'monitoringIndicators',
  scope: 'tenant',
  title: l('监测指标', 'Monitoring indicator'),
  titleField: 'name',
  notFound: 'error.indicatorNotFound',
  routes: { list: '/aiIcu/monitoringIndicatorManagement' },
  fields: {
    code: {
      kind: 'text',
      label: l('指标编码', 'Code'),
      column: true,
      sortable: true,
      filter: 'like',
      createOnly: true,
      help: l(
        '字母开头，字母、数字或 _；终端上报数据的键名（如 heartRate）',
        'A letter, then letters, digits or _; the key in the terminal telemetry (e.g. heartRate)',
      ),
    },
    name: { kind: 'text', label: l('指标名称', 'Name'), column: true, sortable: true, filter: 'like' },
    unit: { kind: 'text', label: l('单位', 'Unit'), column: true },
    decimals: { kind: 'number', label: l('小数位数', 'Decimals') },
    ...LIMIT_FIELD_META,
    persistenceSeconds: {
      kind: 'number',
      label: l('持续时间 (秒)', 'Persistence (seconds)'),
      help: l(
        '超出阈值持续这么久才计为报警（IEC 60601-1-8），0-600 秒',
        'A crossing must last this long before it counts (IEC 60601-1-8), 0-600 seconds',
      ),
    },
    escalationMinutes: {
      kind: 'number',
      label: l('升级时间 (分钟)', 'Escalation (minutes)'),
      help: l('报警未确认多久后升级通知，1-120 分钟', 'Unacknowledged alarms escalate after, 1-120 minutes'),
    },
    sort: { kind: 'number', label: l('排序', 'Sort'), column: true, sortable: true },
    enabled: {
      kind: 'switch',
      label: l('启用', 'Enabled'),
      column: true,
      filter: 'eq',
      optionLabels: { true: l('启用', 'Enabled'), false: l('停用', 'Disabled') },
    },
    builtIn: {
      kind: 'switch',
      label: l('内置', 'Built-in'),
      readOnly: true,
      column: true,
      filter: 'eq',
      optionLabels: { true: l('内置', 'Built-in'), false: l('自定义', 'User-defined') },
    },
  },
  search: ['name', 'code'],
  defaultSort: 'sort',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [{ fields: ['code'], message: 'error.indicatorCodeExists' }],
});
