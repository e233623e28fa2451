import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/** Most concurrent inference streams or tasks one compute server is rated for. */
export const MAX_COMPUTE_PAYLOAD = 10_000;

/**
 * The board type compute servers report (`terminalVersions`) and upgrade packages for them are
 * made for: `serverUpgrade` lists the packages of this board type (ADR 0035).
 */
export const COMPUTE_BOARD_TYPE = 'ai-compute';

/**
 * An AI compute server (SPEC /AIServices/computilityManage, §3 "Compute server: name, account,
 * SN, MAC, max payload"): an inference box at the hospital running the AI-ICU models. It logs in
 * to the console's MQTT broker as the device account it names (device type `compute`, ADR 0035)
 * and reports its load on its telemetry topic; online, load and utilisation are the server's.
 */
export const computeServerDescription = describeResource({
  key: 'computeServers',
  scope: 'tenant',
  title: l('算力服务器', 'Compute server'),
  titleField: 'name',
  routes: { list: '/AIServices/computilityManage' },
  fields: {
    name: { kind: 'text', label: l('名称', 'Name'), column: true, sortable: true, filter: 'like' },
    deviceAccountId: {
      kind: 'reference',
      reference: 'deviceAccounts',
      sameTenant: true,
      label: l('账号', 'Account'),
      column: true,
      filter: 'eq',
      help: l(
        '算力服务器登录 MQTT 所用的设备账号（设备类型：算力服务器）',
        'The device account it logs in to MQTT with (device type: compute server)',
      ),
    },
    sn: { kind: 'text', label: l('序列号', 'SN'), column: true, filter: 'like' },
    macAddress: {
      kind: 'text',
      label: l('MAC 地址', 'MAC address'),
      column: true,
      filter: 'like',
      help: l('如 02:00:00:AB:CD:EF', 'For example 02:00:00:AB:CD:EF'),
    },
    maxPayload: {
      kind: 'number',
      label: l('最大负载', 'Max payload'),
      column: true,
      sortable: true,
      help: l('可同时处理的推理流或任务数', 'Concurrent inference streams or tasks it can take'),
    },
    // Kept by the server from the box's MQTT presence and telemetry (ADR 0035).
    online: {
      kind: 'switch',
      label: l('在线状态', 'Status'),
      readOnly: true,
      column: true,
      filter: 'eq',
      optionLabels: { true: l('在线', 'Online'), false: l('离线', 'Offline') },
    },
    currentLoad: { kind: 'number', label: l('当前负载', 'Current load'), readOnly: true, column: true },
    gpuPercent: { kind: 'number', label: l('GPU 使用率 %', 'GPU %'), readOnly: true },
    cpuPercent: { kind: 'number', label: l('CPU 使用率 %', 'CPU %'), readOnly: true },
    // Not a column (the list is wide with a company column): shown with the load bar on hover.
    reportedAt: { kind: 'datetime', label: l('最近上报', 'Last report'), readOnly: true },
    description: { kind: 'textarea', label: l('描述', 'Description'), wide: true },
    enabled: {
      kind: 'switch',
      label: l('启用', 'Enabled'),
      column: true,
      filter: 'eq',
      optionLabels: { true: l('已启用', 'Enabled'), false: l('已停用', 'Disabled') },
    },
  },
  search: ['name', 'sn'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [
    { fields: ['deviceAccountId'], message: 'error.computeAccountTaken' },
    { fields: ['sn'], message: 'error.computeSnTaken' },
  ],
});
