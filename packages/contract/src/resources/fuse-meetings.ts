import { z } from 'zod';
import { defineResource } from './define';
import { choice, hostAddress, port } from './patterns';
import { FUSE_PROTOCOLS, fuseMeetingDescription } from './descriptions/fuse-meetings';

export * from './descriptions/fuse-meetings';

const required = { error: 'validation.required' } as const;

/** The zod schemas of {@link fuseMeetingDescription} (SPEC §5 rules), for its forms and the server. */
export const fuseMeetingDefinition = defineResource(fuseMeetingDescription, {
  shape: {
    name: z.string(required).trim().min(1, required).max(64, { error: 'validation.max' }),
    protocol: choice(FUSE_PROTOCOLS).default('sip'),
    gatewayAddress: hostAddress(),
    port: port().default(5060),
    prefix: z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, { error: 'validation.digits' })
      .optional(),
    enabled: z.boolean().default(true),
    description: z.string().trim().max(255, { error: 'validation.max' }).optional(),
  },
});
