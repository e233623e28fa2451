import { z } from 'zod';
import { defineResource } from './define';
import { httpUrl } from './patterns';
import { deviceUiUrlDescription } from './descriptions/device-ui-urls';

export * from './descriptions/device-ui-urls';

const required = { error: 'validation.required' } as const;

/** The zod schemas of {@link deviceUiUrlDescription} (SPEC §5 rules), for its forms and the server. */
export const deviceUiUrlDefinition = defineResource(deviceUiUrlDescription, {
  shape: {
    name: z.string(required).trim().min(1, required).max(64, { error: 'validation.max' }),
    url: httpUrl(),
    description: z.string().trim().max(255, { error: 'validation.max' }).optional(),
    isDefault: z.boolean().default(false),
  },
});
