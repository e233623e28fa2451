import { z } from 'zod';
import { CUSTOMER_ADMIN_ACCESS, defineResource, type Label } from './define';

const l = (zh: string, en: string): Label => ({ zh, en });
const required = { error: 'validation.required' } as const;

/** Most terminals one group holds (a ward, a floor, a campus). */
export const MAX_GROUP_MEMBERS = 1000;

/**
 * Groups of a tenant's device accounts (SPEC /device/groupManage). Members are terminals of the
 * same tenant; deleting a group removes only the membership, never a terminal.
 */
export const deviceGroupDefinition = defineResource({
  key: 'groups',
  scope: 'tenant',
  title: l('分组', 'Group'),
  titleField: 'name',
  routes: { list: '/device/groupManage' },
  shape: {
    name: z.string(required).trim().min(1, required).max(32, { error: 'validation.max' }),
    description: z.string().trim().max(255, { error: 'validation.max' }).optional(),
    deviceAccountIds: z
      .array(z.number().int().positive(), { error: 'validation.invalid' })
      .max(MAX_GROUP_MEMBERS, { error: 'validation.max' })
      .default([]),
  },
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
