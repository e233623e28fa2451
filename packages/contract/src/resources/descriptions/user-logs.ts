import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label, LOG_TIME_FIELD } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * The user log (SPEC /setting/userLog): every write, sign-in and sign-out, who, when, what, before
 * and after. The server writes it (`platform/audit.ts`); the API only reads and exports it.
 */
export const userLogDescription = describeResource({
  key: 'userLogs',
  scope: 'tenant',
  readOnly: true,
  title: l('操作日志', 'User log'),
  titleField: 'action',
  fields: {
    createdAt: LOG_TIME_FIELD,
    account: { kind: 'text', label: l('账号', 'Account'), column: true, filter: 'prefix', readOnly: true },
    action: {
      kind: 'text',
      label: l('操作', 'Action'),
      column: true,
      sortable: true,
      filter: 'eq',
      readOnly: true,
    },
    resource: { kind: 'text', label: l('对象', 'Object'), column: true, filter: 'eq', readOnly: true },
    // filtered by one object's id: a patient's access history
    resourceId: {
      kind: 'text',
      label: l('对象编号', 'Object id'),
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    ip: { kind: 'text', label: l('IP', 'IP'), column: true, readOnly: true },
    before: { kind: 'json', label: l('修改前', 'Before'), readOnly: true },
    after: { kind: 'json', label: l('修改后', 'After'), readOnly: true },
    userId: { kind: 'number', label: l('用户编号', 'User id'), readOnly: true },
  },
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
});

/** What a user log row records (the `action` column). */
export const USER_LOG_ACTIONS = [
  'create',
  'update',
  'delete',
  'changePassword',
  'setCustomerApps',
  'updateCustomerApp',
  'login',
  'loginFailed',
  'loginRefused',
  'logout',
  'unlockLogin',
  'admit',
  'transfer',
  'discharge',
  'readPatient',
  'exportPatient',
] as const;
