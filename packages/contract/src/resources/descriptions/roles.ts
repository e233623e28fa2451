import { ROLE_KEYS, ROLE_TYPE_VALUES } from '../../access/identity';
import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/** Roles hold menu permission ids (SPEC §3 role, §5 rules, §6 role types). */
export const roleDescription = describeResource({
  key: 'roles',
  scope: 'tenant',
  title: l('角色', 'Role'),
  titleField: 'name',
  routes: { list: '/user/role' },
  fields: {
    name: {
      kind: 'text',
      label: l('角色名称', 'Name'),
      column: true,
      sortable: true,
      filter: 'like',
      help: l('最多 8 个字符', 'At most 8 characters'),
    },
    value: {
      kind: 'select',
      label: l('角色值', 'Role value'),
      options: ROLE_KEYS,
      column: true,
      filter: 'eq',
      optionLabels: {
        cloudAdmin: l('云超级管理员', 'Cloud super admin'),
        admin: l('管理员', 'Administrator'),
        editor: l('编辑', 'Editor'),
        doctor: l('医生', 'Doctor'),
        cloudUser: l('云用户', 'Cloud user'),
      },
    },
    type: {
      kind: 'select',
      label: l('角色类型', 'Type'),
      options: ROLE_TYPE_VALUES,
      column: true,
      filter: 'eq',
      optionLabels: {
        1: l('云超级管理员', 'Cloud super admin'),
        2: l('管理员', 'Administrator'),
        3: l('医生', 'Doctor'),
        4: l('云用户', 'Cloud user'),
      },
    },
    sort: { kind: 'number', label: l('排序', 'Sort'), column: true, sortable: true },
    status: {
      kind: 'select',
      label: l('状态', 'Status'),
      options: [1, 0],
      column: true,
      filter: 'eq',
      optionLabels: { 1: l('启用', 'Enabled'), 0: l('停用', 'Disabled') },
    },
    remarks: { kind: 'textarea', label: l('备注', 'Remarks'), wide: true },
    permissionIds: {
      kind: 'menuTree',
      label: l('菜单权限', 'Menu permissions'),
      wide: true,
      help: l('至少选择一个菜单', 'Choose at least one menu'),
    },
  },
  search: ['name', 'remarks'],
  defaultSort: 'sort',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [{ fields: ['name'], message: 'error.roleNameExists' }],
});
