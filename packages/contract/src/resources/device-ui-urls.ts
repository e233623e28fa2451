import { z } from 'zod';
import { CUSTOMER_ADMIN_ACCESS, defineResource, type Label } from './define';
import { httpUrl } from './patterns';

const l = (zh: string, en: string): Label => ({ zh, en });
const required = { error: 'validation.required' } as const;

/**
 * Device UI addresses of a tenant (SPEC /device/deviceUIUrl): the web UIs a terminal can load
 * (its `deviceUi`). At most one is the default; marking another one moves the mark.
 */
export const deviceUiUrlDefinition = defineResource({
  key: 'deviceUiUrls',
  scope: 'tenant',
  title: l('设备界面地址', 'Device UI URL'),
  titleField: 'name',
  routes: { list: '/device/deviceUIUrl' },
  shape: {
    name: z.string(required).trim().min(1, required).max(64, { error: 'validation.max' }),
    url: httpUrl(),
    description: z.string().trim().max(255, { error: 'validation.max' }).optional(),
    isDefault: z.boolean().default(false),
  },
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
