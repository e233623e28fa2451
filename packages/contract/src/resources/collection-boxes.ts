import { z } from 'zod';
import { defineResource } from './define';
import { collectionBoxDescription } from './descriptions/collection-boxes';
import { MEDICAL_CODE, optionalId, optionalText, requiredId, requiredName } from './medical-fields';
import { isHostAddress } from './patterns';

export * from './descriptions/collection-boxes';

export const collectionBoxDefinition = defineResource(collectionBoxDescription, {
  shape: {
    name: requiredName(64),
    serialNumber: MEDICAL_CODE(64),
    wardId: requiredId(),
    bedId: optionalId(),
    ipAddress: z.string().trim().refine(isHostAddress, { error: 'validation.ipAddress' }).optional(),
    description: optionalText(255),
  },
});
