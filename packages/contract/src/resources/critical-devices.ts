import { z } from 'zod';
import { defineResource } from './define';
import { CRITICAL_DEVICE_TYPES, criticalDeviceDescription } from './descriptions/critical-devices';
import { optionalId, requiredId, requiredName } from './medical-fields';

export * from './descriptions/critical-devices';

/** A name, a type and the bed (with its ward) are required; the account is optional. */
export const criticalDeviceDefinition = defineResource(criticalDeviceDescription, {
  shape: {
    name: requiredName(64),
    deviceAccountId: optionalId(),
    type: z.enum(CRITICAL_DEVICE_TYPES, {
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.enum'),
    }),
    wardId: requiredId(),
    bedId: requiredId(),
  },
});

export type CriticalDevice = z.infer<typeof criticalDeviceDefinition.schemas.item>;
