import { UPLOAD_RULES } from '../../upload-rules';
import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * How a gateway's dynamic service code is made (SPEC §3 "code rule"): a time-based one-time
 * password (RFC 6238, HMAC-SHA1) of 6 or 8 digits over a 30-minute step (SPEC §9), so the
 * gateway computes it from the setup key with any TOTP library and the server checks it
 * without storing codes.
 */
export const GATEWAY_CODE_RULES = ['totp6', 'totp8'] as const;
export type GatewayCodeRule = (typeof GATEWAY_CODE_RULES)[number];
export const GATEWAY_CODE_DIGITS: Record<GatewayCodeRule, number> = { totp6: 6, totp8: 8 };
/** SPEC §9: the dynamic service code changes every 30 minutes. */
export const SERVICE_CODE_PERIOD_SECONDS = 30 * 60;

/** What the users of a gateway's applications may use through it (SPEC §3 "permissions"). */
export const GATEWAY_PERMISSIONS = ['meeting', 'live', 'vod', 'visit', 'monitor', 'consultation'] as const;

/** SPEC §4 gateway user audit: pending, approved, rejected, with a revoke action (back to pending). */
export const GATEWAY_AUDIT_STATES = ['pending', 'approved', 'rejected'] as const;
export type GatewayAuditState = (typeof GATEWAY_AUDIT_STATES)[number];
export const GATEWAY_USER_ROLES = ['doctor', 'nurse', 'family', 'patient', 'teacher', 'other'] as const;

export const GATEWAY_AUDIT_LABELS: Record<GatewayAuditState, Label> = {
  pending: l('待审核', 'Pending'),
  approved: l('已通过', 'Approved'),
  rejected: l('已拒绝', 'Rejected'),
};

/** The approval of gateway users and of service users alike: decided from pending, revoked back to it. */
const AUDIT_TRANSITIONS = {
  approve: { field: 'auditState', from: ['pending'], to: 'approved' },
  reject: { field: 'auditState', from: ['pending'], to: 'rejected' },
  revoke: { field: 'auditState', from: ['approved', 'rejected'], to: 'pending' },
} as const;

/** The gateway a user or a service belongs to (one of the company's). */
const GATEWAY_FIELD = {
  kind: 'reference',
  reference: 'gateways',
  sameTenant: true,
  label: l('所属网关', 'Gateway'),
  column: true,
  filter: 'eq',
} as const;

/** Who decided and when, shown with an approval state. */
const AUDIT_FIELDS = {
  auditState: {
    kind: 'select',
    label: l('审核状态', 'Approval'),
    options: GATEWAY_AUDIT_STATES,
    optionLabels: GATEWAY_AUDIT_LABELS,
    readOnly: true,
    column: true,
    filter: 'eq',
  },
  auditedBy: { kind: 'text', label: l('审核人', 'Decided by'), readOnly: true },
  auditedAt: { kind: 'datetime', label: l('审核时间', 'Decided'), readOnly: true },
} as const;

/**
 * An application gateway (SPEC /gateway/gatewayManage, §3 gateway service): the server that the
 * applets of a company reach the console through. Every save carries the current dynamic
 * service code (`serviceCode`, refreshed in the form: SPEC §5), which the server checks
 * against the gateway's setup key and refuses once its 30 minutes are over.
 */
export const gatewayDescription = describeResource({
  key: 'gateways',
  scope: 'tenant',
  title: l('网关', 'Gateway'),
  titleField: 'name',
  routes: { list: '/gateway/gatewayManage', detail: '/gateway/gatewayManage/detail/:id' },
  fields: {
    name: { kind: 'text', label: l('网关名称', 'Name'), column: true, sortable: true, filter: 'like' },
    ip: { kind: 'text', label: l('网关IP', 'IP address'), column: true, filter: 'like' },
    codeRule: {
      kind: 'select',
      label: l('编码规则', 'Code rule'),
      options: GATEWAY_CODE_RULES,
      optionLabels: {
        totp6: l('6 位动态码（30 分钟）', '6-digit code (30 minutes)'),
        totp8: l('8 位动态码（30 分钟）', '8-digit code (30 minutes)'),
      },
      column: true,
    },
    serviceCode: {
      kind: 'json',
      label: l('服务编码', 'Service code'),
      virtual: true,
      help: l('每 30 分钟更新，保存前请刷新', 'Changes every 30 minutes: refresh it before saving'),
    },
    enabled: {
      kind: 'switch',
      label: l('启用', 'Enabled'),
      column: true,
      filter: 'eq',
      optionLabels: { true: l('已启用', 'Enabled'), false: l('已停用', 'Disabled') },
    },
    auditBinding: {
      kind: 'switch',
      label: l('绑定需审核', 'Users need approval'),
      column: true,
      help: l(
        '开启后，通过此网关注册的用户须经审核',
        'When on, users who register through this gateway wait for approval',
      ),
    },
    permissions: {
      kind: 'tags',
      label: l('权限', 'Permissions'),
      options: GATEWAY_PERMISSIONS,
      optionLabels: {
        meeting: l('会议', 'Meetings'),
        live: l('直播', 'Live streams'),
        vod: l('点播', 'Video on demand'),
        visit: l('探视', 'Visits'),
        monitor: l('监护', 'Monitoring'),
        consultation: l('会诊', 'Consultation'),
      },
      column: true,
      wide: true,
    },
  },
  search: ['name', 'ip'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  notFound: 'error.gatewayNotFound',
  unique: [{ fields: ['name'], message: 'error.gatewayNameExists' }],
  deleteGuards: [{ resource: 'gatewayUsers', column: 'gatewayId', message: 'error.gatewayHasUsers' }],
  transitions: {
    enable: { field: 'enabled', from: [false], to: true },
    disable: { field: 'enabled', from: [true], to: false },
  },
});

/**
 * A user of a gateway's applets (SPEC /appUser/gatewayUser, §3 applet user): registered by the
 * gateway (or by an administrator), approved before use when the gateway asks for it (SPEC §4),
 * online while the gateway says so.
 */
export const gatewayUserDescription = describeResource({
  key: 'gatewayUsers',
  scope: 'tenant',
  title: l('网关用户', 'Gateway user'),
  titleField: 'username',
  routes: { list: '/appUser/gatewayUser', detail: '/appUser/gatewayUser/detail/:id' },
  notFound: 'error.gatewayUserNotFound',
  fields: {
    gatewayId: { ...GATEWAY_FIELD, createOnly: true },
    username: {
      kind: 'text',
      label: l('用户名', 'Username'),
      column: true,
      filter: 'like',
      sortable: true,
      createOnly: true,
    },
    role: {
      kind: 'select',
      label: l('角色', 'Role'),
      options: GATEWAY_USER_ROLES,
      optionLabels: {
        doctor: l('医生', 'Doctor'),
        nurse: l('护士', 'Nurse'),
        family: l('家属', 'Family'),
        patient: l('患者', 'Patient'),
        teacher: l('教师', 'Teacher'),
        other: l('其他', 'Other'),
      },
      column: true,
      filter: 'eq',
    },
    title: { kind: 'text', label: l('职称', 'Title'), column: true },
    avatar: { kind: 'image', label: l('头像', 'Avatar'), upload: UPLOAD_RULES.avatar },
    organisation: { kind: 'text', label: l('所属机构', 'Organisation'), column: true, filter: 'like' },
    ...AUDIT_FIELDS,
    online: {
      kind: 'switch',
      label: l('在线', 'Online'),
      readOnly: true,
      column: true,
      filter: 'eq',
      optionLabels: { true: l('在线', 'Online'), false: l('离线', 'Offline') },
    },
    lastSeenAt: { kind: 'datetime', label: l('最后在线', 'Last seen'), readOnly: true, column: true },
  },
  search: ['username', 'title', 'organisation'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [{ fields: ['gatewayId', 'username'], message: 'error.gatewayUserExists' }],
  deleteGuards: [
    { resource: 'appServiceUsers', column: 'gatewayUserId', message: 'error.gatewayUserHasServices' },
  ],
  transitions: AUDIT_TRANSITIONS,
});

/**
 * An application service (SPEC /appService/appServiceManage): what a gateway's applets offer
 * (consultation booking, visit booking, course replay…), named by an English code the gateway
 * uses; users apply for it and are approved when it asks for that.
 */
export const appServiceDescription = describeResource({
  key: 'appServices',
  scope: 'tenant',
  title: l('应用服务', 'Application service'),
  titleField: 'name',
  routes: { list: '/appService/appServiceManage' },
  fields: {
    name: { kind: 'text', label: l('服务名称', 'Name'), column: true, sortable: true, filter: 'like' },
    code: {
      kind: 'text',
      label: l('服务标识', 'Service code'),
      column: true,
      createOnly: true,
      help: l('英文字母、数字和下划线，网关以此调用', 'Letters, digits and _: what the gateway calls it by'),
    },
    gatewayId: GATEWAY_FIELD,
    description: { kind: 'textarea', label: l('描述', 'Description'), wide: true },
    needsApproval: {
      kind: 'switch',
      label: l('使用需审核', 'Users need approval'),
      column: true,
      optionLabels: { true: l('是', 'Yes'), false: l('否', 'No') },
    },
    enabled: {
      kind: 'switch',
      label: l('启用', 'Enabled'),
      column: true,
      filter: 'eq',
      optionLabels: { true: l('已启用', 'Enabled'), false: l('已停用', 'Disabled') },
    },
  },
  search: ['name', 'code'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  notFound: 'error.appServiceNotFound',
  unique: [{ fields: ['code'], message: 'error.appServiceCodeExists' }],
  deleteGuards: [
    { resource: 'appServiceUsers', column: 'appServiceId', message: 'error.appServiceHasUsers' },
  ],
});

/**
 * A gateway user's use of an application service (SPEC /appServiceUser): applied for through the
 * gateway (or added by an administrator), approved when the service asks for it, with the same
 * approve / reject / revoke as gateway users (SPEC §4).
 */
export const appServiceUserDescription = describeResource({
  key: 'appServiceUsers',
  scope: 'tenant',
  title: l('服务用户', 'Service user'),
  titleField: 'gatewayUserId',
  routes: { list: '/appServiceUser/appServiceUserManage' },
  fields: {
    appServiceId: {
      kind: 'reference',
      reference: 'appServices',
      sameTenant: true,
      label: l('应用服务', 'Service'),
      column: true,
      filter: 'eq',
      createOnly: true,
    },
    gatewayUserId: {
      kind: 'reference',
      reference: 'gatewayUsers',
      sameTenant: true,
      label: l('用户', 'User'),
      column: true,
      filter: 'eq',
      createOnly: true,
    },
    note: { kind: 'textarea', label: l('申请说明', 'Note'), column: true, wide: true },
    ...AUDIT_FIELDS,
  },
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [{ fields: ['appServiceId', 'gatewayUserId'], message: 'error.appServiceUserExists' }],
  transitions: AUDIT_TRANSITIONS,
});
