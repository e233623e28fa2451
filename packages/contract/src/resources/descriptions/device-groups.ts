import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * Groups of a tenant's device accounts (SPEC /device/groupManage). Members are terminals of the
 * same tenant; deleting a group removes only the membership, never a terminal.
 */
export const deviceGroupDescription = describeResource({
  key: 'groups',
  scope: 'tenant',
  title: l('分组', 'Group'),
  titleField: 'name',
  routes: { list: '/device/groupManage' },
  fields: {
    name: { kind: 'text', label: l('分组名称', 'Name'), column: true, sortable: true, filter: 'like' },
    description: { kind: 'textarea', label: l('描述', 'Description'), column: true, wide: true },
    deviceAccountIds: {
      kind: 'reference',
      multiple: true,
      reference: 'deviceAccounts',
      sameTenant: true,
      label: l('成员终端', 'Member terminals'),
      column: true,
      filter: 'eq',
      wide: true,
    },
  },
  search: ['name', 'description'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [{ fields: ['name'], message: 'error.groupNameExists' }],
});
