import { passwordSchema } from '@console/contract/resources/identity';
import { defineResource, describeResource } from '@console/contract/resources/define';
import { z } from 'zod';

const required = { error: 'validation.required' } as const;

/** A small resource written for the engine tests: one field of each common kind. */
export const gadgetDefinition = defineResource(
  describeResource({
    key: 'gadgets',
    scope: 'platform',
    title: { zh: '小工具', en: 'Gadget' },
    titleField: 'name',
    routes: { list: '/gadgets', detail: '/gadgets/:id' },
    fields: {
      name: { kind: 'text', label: { zh: '名称', en: 'Name' }, column: true, sortable: true, filter: 'like' },
      code: { kind: 'text', label: { zh: '编码', en: 'Code' }, column: true, createOnly: true },
      kind: {
        kind: 'select',
        label: { zh: '类型', en: 'Kind' },
        options: ['small', 'large'],
        optionLabels: { small: { zh: '小', en: 'Small' }, large: { zh: '大', en: 'Large' } },
        column: true,
        filter: 'eq',
      },
      count: { kind: 'number', label: { zh: '数量', en: 'Count' }, column: true, sortable: true },
      enabled: { kind: 'switch', label: { zh: '启用', en: 'Enabled' }, column: true, filter: 'eq' },
      phone: { kind: 'text', label: { zh: '电话', en: 'Phone' } },
      note: { kind: 'textarea', label: { zh: '备注', en: 'Note' } },
      secret: { kind: 'password', label: { zh: '密钥', en: 'Secret' }, writeOnly: true },
    },
    search: ['name'],
    access: { view: 'signedIn', create: 'signedIn', update: 'signedIn', delete: 'signedIn' },
  }),
  {
    shape: {
      name: z.string(required).trim().min(1, required).max(8, { error: 'validation.max' }),
      code: z
        .string(required)
        .trim()
        .min(1, required)
        .regex(/^[a-z]+$/, { error: 'validation.invalid' }),
      kind: z.enum(['small', 'large'], { error: 'validation.enum' }),
      count: z.number().int({ error: 'validation.integer' }).min(0, { error: 'validation.min' }).default(1),
      enabled: z.boolean().default(true),
      phone: z
        .string()
        .trim()
        .regex(/^\d{11}$/, { error: 'validation.phone' })
        .optional(),
      note: z.string().trim().max(20, { error: 'validation.max' }).optional(),
      secret: passwordSchema(6).optional(),
    },
  },
);

export function gadget(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `gadget-${id}`,
    code: `code${'x'.repeat(id)}`,
    kind: id % 2 ? 'small' : 'large',
    count: id * 10,
    enabled: id % 2 === 1,
    phone: null,
    note: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-02T08:00:00.000Z',
    ...overrides,
  };
}
