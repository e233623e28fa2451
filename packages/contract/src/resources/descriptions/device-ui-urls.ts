import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * Device UI addresses of a tenant (SPEC /device/deviceUIUrl): the web UIs a terminal can load
 * (its `deviceUi`). At most one is the default; marking another one moves the mark.
 */
export const deviceUiUrlDescription = describeResource({
  key: 'deviceUiUrls',
  scope: 'tenant',
  title: l('设备界面地址', 'Device UI URL'),
  titleField: 'name',
  routes: { list: '/device/deviceUIUrl' },
  fields: {
    name: { kind: 'text', label: l('名称', 'Name'), column: true, sortable: true, filter: 'like' },
    url: {
      kind: 'text',
      label: l('地址', 'URL'),
      column: true,
      filter: 'like',
      wide: true,
      help: l('如 https://ui.example.com/terminal', 'e.g. https://ui.example.com/terminal'),
    },
    description: { kind: 'textarea', label: l('描述', 'Description'), wide: true },
    isDefault: { kind: 'switch', label: l('默认', 'Default'), column: true, filter: 'eq' },
  },
  search: ['name', 'url'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [{ fields: ['name'], message: 'error.nameExists' }],
});
