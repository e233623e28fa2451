import { z } from 'zod';
import { defineResource } from './define';
import { deviceGroupDescription } from './descriptions/device-groups';

export * from './descriptions/device-groups';

const required = { error: 'validation.required' } as const;

/** Most terminals one group holds (a ward, a floor, a campus). */
export const MAX_GROUP_MEMBERS = 1000;

/** The zod schemas of {@link deviceGroupDescription} (SPEC §5 rules), for its forms and the server. */
export const deviceGroupDefinition = defineResource(deviceGroupDescription, {
  shape: {
    name: z.string(required).trim().min(1, required).max(32, { error: 'validation.max' }),
    description: z.string().trim().max(255, { error: 'validation.max' }).optional(),
    deviceAccountIds: z
      .array(z.number().int().positive(), { error: 'validation.invalid' })
      .max(MAX_GROUP_MEMBERS, { error: 'validation.max' })
      .default([]),
  },
});
