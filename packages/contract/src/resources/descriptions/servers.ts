import { describeResource, PLATFORM_ACCESS, type FieldMeta, type Label } from '../describe';
import { CLOUD_ADMIN_ACCESS } from './sms-templates';

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * Servers (SPEC §2 /server, §3 "Servers", ADR 0029): nine kinds over one `servers` table, each a
 * platform resource of its own (platform administrators only) with the common fields and the
 * SPEC §3 fields of its kind. The server probes every row on a schedule and keeps the outcome
 * (`probeStatus`, `latencyMs`, `lastError`, `checkedAt`) and 24 h of history.
 */
export const SERVER_KINDS = [
  'stream',
  'rtc',
  'mqtt',
  'monitorMqtt',
  'storage',
  'live',
  'whiteboard',
  'database',
  'monitorStream',
  'transmit',
] as const;
export type ServerKind = (typeof SERVER_KINDS)[number];

/** A stream server serves live streams, video on demand or recordings (SPEC §3 "type"). */
export const STREAM_SERVER_TYPES = ['live', 'vod', 'record'] as const;
/** SPEC §3 database "backup strategy". */
export const BACKUP_STRATEGIES = ['none', 'daily', 'weekly', 'monthly'] as const;
export const PROBE_STATUSES = ['unknown', 'up', 'down'] as const;
export type ProbeStatus = (typeof PROBE_STATUSES)[number];

/** How long probe history is kept. */
export const PROBE_HISTORY_HOURS = 24;

/**
 * SPEC §5 "Only one storage, monitor or VOD server can be selected at a time": the group a row
 * is selected within (selecting one deselects the others of its group), or null.
 */
export function selectionGroup(kind: ServerKind, streamType?: unknown): 'storage' | 'monitor' | 'vod' | null {
  if (kind === 'storage') return 'storage';
  if (kind === 'monitorStream') return 'monitor';
  if (kind === 'stream' && streamType === 'vod') return 'vod';
  return null;
}

const probeFields = {
  probeStatus: {
    kind: 'select',
    label: l('状态', 'Status'),
    options: PROBE_STATUSES,
    optionLabels: { unknown: l('未检测', 'Not checked'), up: l('正常', 'Up'), down: l('离线', 'Down') },
    column: true,
    filter: 'eq',
    readOnly: true,
  },
  // The list shows latency and error in the status cell; the info page shows each.
  latencyMs: { kind: 'number', label: l('延迟 (ms)', 'Latency (ms)'), readOnly: true },
  lastError: { kind: 'text', label: l('最近错误', 'Last error'), readOnly: true },
  checkedAt: { kind: 'datetime', label: l('检测时间', 'Checked at'), readOnly: true },
} satisfies Record<string, FieldMeta>;

const name: FieldMeta = {
  kind: 'text',
  label: l('名称', 'Name'),
  column: true,
  sortable: true,
  filter: 'like',
};
const ip: FieldMeta = { kind: 'text', label: l('IP 地址', 'IP address'), column: true, filter: 'like' };
const port = (label: Label, column = false): FieldMeta => ({ kind: 'number', label, column });
const selected: FieldMeta = {
  kind: 'switch',
  label: l('选用', 'Selected'),
  column: true,
  filter: 'eq',
  help: l(
    '同一时间只能选用一台，选用后其他的自动取消',
    'Only one at a time: selecting this one deselects the others',
  ),
};
const password: FieldMeta = {
  kind: 'password',
  label: l('登录密码', 'Login password'),
  writeOnly: true,
  help: l('加密保存；编辑时留空则不修改', 'Kept encrypted; left empty on edit, it stays as it is'),
};
const passwordHint: FieldMeta = { kind: 'text', label: l('登录密码', 'Login password'), readOnly: true };

/** SPEC §3 "communication, live, RTC, whiteboard, database (IP, port, SSL port, HTTP port, domain, UDP port range)". */
const networkFields = {
  name,
  ip,
  port: port(l('端口', 'Port'), true),
  sslPort: port(l('SSL 端口', 'SSL port')),
  httpPort: port(l('HTTP 端口', 'HTTP port')),
  domain: { kind: 'text', label: l('域名', 'Domain'), column: true },
  udpPortStart: port(l('UDP 起始端口', 'UDP port range start')),
  udpPortEnd: port(l('UDP 结束端口', 'UDP port range end')),
} satisfies Record<string, FieldMeta>;

function networkServer(
  key: string,
  title: Label,
  list: string,
  detail: string,
  notFound: 'error.serverNotFound' = 'error.serverNotFound',
) {
  return describeResource({
    key,
    scope: 'platform',
    title,
    titleField: 'name',
    notFound,
    routes: { list, detail },
    fields: { ...networkFields, ...probeFields },
    search: ['name', 'ip', 'domain'],
    defaultSort: '-createdAt',
    access: PLATFORM_ACCESS,
    unique: [{ fields: ['name'], message: 'error.nameExists' }],
  });
}

export const rtcServerDescription = networkServer(
  'rtcServers',
  l('RTC服务器', 'RTC server'),
  '/server/rtcServer',
  '/server/rtcServerInfo?id=:id',
);
export const mqttServerDescription = networkServer(
  'mqttServers',
  l('通讯服务器', 'Communication server'),
  '/server/mqttServerManage',
  '/server/mqttServerManageInfo?id=:id',
);
export const monitorMqttServerDescription = networkServer(
  'monitorMqttServers',
  l('监控通讯服务器', 'Monitor communication server'),
  '/server/monitorMqttServerManage',
  '/server/monitorMqttServerInfo?id=:id',
);
export const liveServerDescription = networkServer(
  'liveServers',
  l('直播服务器', 'Live server'),
  '/server/liveServerManage',
  '/server/liveServerManageInfo?id=:id',
);
export const whiteboardServerDescription = networkServer(
  'whiteboardServers',
  l('白板服务器', 'Whiteboard server'),
  '/server/whiteBoard',
  '/server/whiteBoardInfo?id=:id',
);

/** SPEC §3 database server: the network fields, a backup strategy and path, and how the probe logs in. */
export const databaseServerDescription = describeResource({
  key: 'databaseServers',
  scope: 'platform',
  title: l('数据库服务器', 'Database server'),
  titleField: 'name',
  notFound: 'error.serverNotFound',
  routes: { list: '/server/database', detail: '/server/databaseInfo?id=:id' },
  fields: {
    ...networkFields,
    databaseName: { kind: 'text', label: l('数据库名', 'Database name') },
    loginAccount: { kind: 'text', label: l('登录账号', 'Login account'), column: true },
    password,
    passwordHint,
    backupStrategy: {
      kind: 'select',
      label: l('备份策略', 'Backup strategy'),
      options: BACKUP_STRATEGIES,
      optionLabels: {
        none: l('不备份', 'No backup'),
        daily: l('每天', 'Daily'),
        weekly: l('每周', 'Weekly'),
        monthly: l('每月', 'Monthly'),
      },
      column: true,
    },
    backupPath: { kind: 'text', label: l('备份路径', 'Backup path') },
    ...probeFields,
  },
  search: ['name', 'ip', 'domain'],
  defaultSort: '-createdAt',
  access: PLATFORM_ACCESS,
  unique: [{ fields: ['name'], message: 'error.nameExists' }],
});

/** SPEC §3 stream server; one `vod` stream server is selected at a time (SPEC §5). */
export const streamServerDescription = describeResource({
  key: 'streamServers',
  scope: 'platform',
  title: l('流媒体服务器', 'Stream server'),
  titleField: 'name',
  notFound: 'error.serverNotFound',
  routes: { list: '/server/streamServerManage', detail: '/server/streamServerInfo/:id' },
  fields: {
    name,
    streamType: {
      kind: 'select',
      label: l('类型', 'Type'),
      options: STREAM_SERVER_TYPES,
      optionLabels: { live: l('直播', 'Live'), vod: l('点播', 'VOD'), record: l('录制', 'Recording') },
      column: true,
      filter: 'eq',
    },
    publicIp: { ...ip, label: l('公网 IP', 'Public IP') },
    innerIp: { kind: 'text', label: l('内网 IP', 'Inner IP'), column: true },
    port: port(l('端口', 'Port'), true),
    bandwidthUp: port(l('上行带宽 (Mbps)', 'Bandwidth up (Mbps)')),
    bandwidthDown: port(l('下行带宽 (Mbps)', 'Bandwidth down (Mbps)')),
    allowedIps: {
      kind: 'tags',
      label: l('允许访问的 IP', 'Allowed IPs'),
      help: l('IPv4 地址，留空则不限', 'IPv4 addresses; none: any'),
      wide: true,
    },
    audioCallback: { kind: 'text', label: l('音频回调地址', 'Audio callback'), wide: true },
    filePath: { kind: 'text', label: l('文件路径', 'File path') },
    serverGroup: { kind: 'text', label: l('分组', 'Group'), column: true, filter: 'eq' },
    selected: { ...selected, label: l('选用为点播服务器', 'Selected VOD server') },
    ...probeFields,
  },
  search: ['name', 'publicIp', 'innerIp'],
  defaultSort: '-createdAt',
  access: PLATFORM_ACCESS,
  unique: [{ fields: ['name'], message: 'error.nameExists' }],
});

/** SPEC §3 storage server: a file share the platform keeps recordings on; one is selected at a time. */
export const storageServerDescription = describeResource({
  key: 'storageServers',
  scope: 'platform',
  title: l('存储服务器', 'Storage server'),
  titleField: 'name',
  notFound: 'error.serverNotFound',
  routes: { list: '/server/storageServerManage', detail: '/server/storageServerInfo?id=:id' },
  fields: {
    name,
    ip,
    port: {
      ...port(l('端口', 'Port'), true),
      help: l('文件共享端口，默认 445', 'File share port, 445 by default'),
    },
    path: { kind: 'text', label: l('路径', 'Path'), column: true },
    shareName: { kind: 'text', label: l('共享名称', 'Share name'), column: true },
    loginAccount: { kind: 'text', label: l('登录账号', 'Login account') },
    password,
    passwordHint,
    selected,
    ...probeFields,
  },
  search: ['name', 'ip', 'shareName'],
  defaultSort: '-createdAt',
  access: PLATFORM_ACCESS,
  unique: [{ fields: ['name'], message: 'error.nameExists' }],
});

/** SPEC §3 monitor stream server: where surveillance streams are pulled and pushed; one is selected. */
export const monitorStreamServerDescription = describeResource({
  key: 'monitorStreamServers',
  scope: 'platform',
  title: l('监控流媒体服务器', 'Monitor stream server'),
  titleField: 'name',
  notFound: 'error.serverNotFound',
  routes: { list: '/server/monitorStreamServer', detail: '/server/monitorStreamServerInfo/:id' },
  fields: {
    name,
    carrier: { kind: 'text', label: l('运营商', 'Carrier'), column: true },
    region: { kind: 'text', label: l('地区', 'Region'), column: true, filter: 'like' },
    pullAddress: { kind: 'text', label: l('拉流地址', 'Pull address'), column: true, wide: true },
    pullKey: { kind: 'text', label: l('拉流密钥', 'Pull key') },
    pushAddress: { kind: 'text', label: l('推流地址', 'Push address'), wide: true },
    pushKey: { kind: 'text', label: l('推流密钥', 'Push key') },
    channels: { kind: 'number', label: l('转发路数', 'Forwarding channels'), column: true },
    selected,
    ...probeFields,
  },
  search: ['name', 'carrier', 'region'],
  defaultSort: '-createdAt',
  access: PLATFORM_ACCESS,
  unique: [{ fields: ['name'], message: 'error.nameExists' }],
});

/**
 * The ambulance platform's transmit (relay) servers (SPEC /ambulance/system/transmitServerManage,
 * ADR 0038): a kind of server like the others, probed by a TCP connect, but the cloud
 * administrators' (SPEC §6: every /ambulance/system page is cloudAdmin only).
 */
export const transmitServerDescription = describeResource({
  key: 'transmitServers',
  scope: 'platform',
  title: l('转发服务器', 'Relay server'),
  titleField: 'name',
  notFound: 'error.serverNotFound',
  routes: {
    list: '/ambulance/system/transmitServerManage',
    detail: '/ambulance/system/transmitServerInfo?id=:id',
  },
  fields: {
    name,
    ip,
    port: port(l('端口', 'Port'), true),
    enabled: { kind: 'switch', label: l('启用', 'Enabled'), column: true, filter: 'eq' },
    ...probeFields,
  },
  search: ['name', 'ip'],
  defaultSort: '-createdAt',
  access: CLOUD_ADMIN_ACCESS,
  unique: [{ fields: ['name'], message: 'error.nameExists' }],
});

/** Every kind's description, by kind. */
export const SERVER_DESCRIPTIONS = {
  stream: streamServerDescription,
  rtc: rtcServerDescription,
  mqtt: mqttServerDescription,
  monitorMqtt: monitorMqttServerDescription,
  storage: storageServerDescription,
  live: liveServerDescription,
  whiteboard: whiteboardServerDescription,
  database: databaseServerDescription,
  monitorStream: monitorStreamServerDescription,
  transmit: transmitServerDescription,
} as const;

/** One probe of a server, as the history and the `servers` topic carry it. */
export interface ServerProbe {
  serverId: number;
  kind: ServerKind;
  name: string;
  status: Exclude<ProbeStatus, 'unknown'>;
  latencyMs: number | null;
  error: string | null;
  checkedAt: string;
}
