import { type z } from 'zod';
import { defineResource } from './define';
import { branchDescription } from './descriptions/branches';
import { MEDICAL_CODE, optionalText, requiredName } from './medical-fields';
import { optionalPhone } from './patterns';

export * from './descriptions/branches';

export const branchDefinition = defineResource(branchDescription, {
  shape: {
    name: requiredName(64),
    code: MEDICAL_CODE().optional(),
    address: optionalText(255),
    phone: optionalPhone(),
    description: optionalText(255),
  },
});

export type Branch = z.infer<typeof branchDefinition.schemas.item>;
