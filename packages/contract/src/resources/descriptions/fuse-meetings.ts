import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

export const FUSE_PROTOCOLS = ['sip', 'h323'] as const;

/**
 * Converged meetings (SPEC /device/fuseMeeting): a tenant's SIP or H.323 gateways through which
 * standard video terminals join meetings, dialled with the prefix in front of the room number.
 */
export const fuseMeetingDescription = describeResource({
  key: 'fuseMeetings',
  scope: 'tenant',
  title: l('融合会议网关', 'Converged meeting gateway'),
  titleField: 'name',
  routes: { list: '/device/fuseMeeting' },
  fields: {
    name: { kind: 'text', label: l('名称', 'Name'), column: true, sortable: true, filter: 'like' },
    protocol: {
      kind: 'select',
      label: l('协议', 'Protocol'),
      options: FUSE_PROTOCOLS,
      column: true,
      filter: 'eq',
      optionLabels: { sip: l('SIP', 'SIP'), h323: l('H.323', 'H.323') },
    },
    gatewayAddress: {
      kind: 'text',
      label: l('网关地址', 'Gateway address'),
      column: true,
      filter: 'like',
      help: l('IPv4 地址或域名', 'IPv4 address or host name'),
    },
    port: {
      kind: 'number',
      label: l('端口', 'Port'),
      column: true,
      help: l('SIP 默认 5060，H.323 默认 1720', 'SIP default 5060, H.323 default 1720'),
    },
    prefix: {
      kind: 'text',
      label: l('呼叫前缀', 'Dial prefix'),
      column: true,
      help: l('最多 10 位数字', 'Up to 10 digits'),
    },
    enabled: { kind: 'switch', label: l('启用', 'Enabled'), column: true, filter: 'eq' },
    description: { kind: 'textarea', label: l('描述', 'Description'), wide: true },
  },
  search: ['name', 'gatewayAddress'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [{ fields: ['name'], message: 'error.nameExists' }],
});
