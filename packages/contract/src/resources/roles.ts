import { z } from 'zod';
import { ROLE_KEYS, ROLE_TYPE_VALUES } from '../access/identity';
import { defineResource } from './define';
import { choice, numberChoice } from './patterns';
import { roleDescription } from './descriptions/roles';

export * from './descriptions/roles';

const required = { error: 'validation.required' } as const;

/** The zod schemas of {@link roleDescription} (SPEC §5 rules), for its forms and the server. */
export const roleDefinition = defineResource(roleDescription, {
  shape: {
    name: z.string(required).trim().min(1, required).max(8, { error: 'validation.roleName' }),
    value: choice(ROLE_KEYS),
    type: numberChoice(ROLE_TYPE_VALUES),
    sort: z
      .number()
      .int({ error: 'validation.integer' })
      .min(0, { error: 'validation.min' })
      .max(99_999_999, { error: 'validation.sortDigits' })
      .default(0),
    status: z.union([z.literal(0), z.literal(1)], { error: 'validation.flag' }).default(1),
    remarks: z.string().trim().max(255, { error: 'validation.max' }).optional(),
    permissionIds: z
      .array(z.number().int().positive(), { error: 'validation.permissionRequired' })
      .min(1, { error: 'validation.permissionRequired' })
      .max(5000),
  },
});
