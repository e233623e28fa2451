import { z } from 'zod';
import { defineResource } from './define';
import { WARD_DEVICE_ROLES, WARD_DEVICE_TYPES, wardDeviceDescription } from './descriptions/ward-devices';
import { optionalId, requiredId, requiredName } from './medical-fields';

export * from './descriptions/ward-devices';

/** A missing value reads "is required", another one "choose one of the options". */
const choice = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? 'validation.required' : 'validation.enum',
};

/** The zod schemas of {@link wardDeviceDescription}: a name, a type, a role and the ward are required. */
export const wardDeviceDefinition = defineResource(wardDeviceDescription, {
  shape: {
    name: requiredName(64),
    deviceAccountId: optionalId(),
    type: z.enum(WARD_DEVICE_TYPES, choice),
    wardId: requiredId(),
    bedId: optionalId(),
    role: z.enum(WARD_DEVICE_ROLES, choice),
  },
});

export type WardDevice = z.infer<typeof wardDeviceDefinition.schemas.item>;
