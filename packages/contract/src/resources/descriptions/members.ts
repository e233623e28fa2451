import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/** Enabled (1) or disabled (0), as the `users.status` column keeps it. */
export const MEMBER_STATUSES = [1, 0] as const;

export const memberDescription = describeResource({
  key: 'members',
  scope: 'tenant',
  title: l('成员', 'Member'),
  titleField: 'realName',
  routes: { list: '/device/memberManage', detail: '/device/memberManage/memberDatail/:id' },
  fields: {
    // No `filter`: the engine's tenant scope already reads `customerId` from platform callers.
    customerId: {
      kind: 'reference',
      reference: 'companies',
      label: l('所属企业', 'Company'),
      column: true,
      createOnly: true,
    },
    account: {
      kind: 'text',
      label: l('账号', 'Account'),
      column: true,
      sortable: true,
      filter: 'like',
      createOnly: true,
      help: l('仅数字', 'Digits only'),
    },
    realName: {
      kind: 'text',
      label: l('真实姓名', 'Real name'),
      column: true,
      sortable: true,
      filter: 'like',
    },
    nickName: { kind: 'text', label: l('昵称', 'Nickname') },
    phone: { kind: 'text', label: l('手机号', 'Phone'), column: true, filter: 'like' },
    // Not a default column: the list fits 1440 px with its actions (the column settings offer it).
    email: { kind: 'text', label: l('邮箱', 'Email') },
    password: {
      kind: 'password',
      label: l('密码', 'Password'),
      writeOnly: true,
      help: l('至少 8 位数字、字母或特殊字符', 'At least 8 digits, letters or special characters'),
    },
    repassword: { kind: 'password', label: l('确认密码', 'Repeat password'), virtual: true },
    status: {
      kind: 'select',
      label: l('状态', 'Status'),
      options: MEMBER_STATUSES,
      column: true,
      filter: 'eq',
      optionLabels: { 1: l('启用', 'Enabled'), 0: l('禁用', 'Disabled') },
    },
    boundDevice: {
      kind: 'text',
      label: l('绑定设备', 'Bound device'),
      column: true,
      help: l('成员应用所绑定的设备标识', 'The device the member’s app is bound to'),
    },
    remark: { kind: 'textarea', label: l('备注', 'Remark'), wide: true },
  },
  search: ['account', 'realName', 'phone'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  notFound: 'error.memberNotFound',
  unique: [{ fields: ['account'], message: 'error.accountExists', global: true }],
});

// --- approvals (SPEC §4: pending, agreed, rejected, expired) -------------------------------------

export const APPROVAL_STATUSES = ['pending', 'agreed', 'rejected', 'expired'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const REJECT_REASON_MAX = 200;
