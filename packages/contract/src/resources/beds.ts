import { z } from 'zod';
import { defineResource } from './define';
import { bedDescription } from './descriptions/beds';
import { intBetween, MEDICAL_CODE, requiredId, requiredName } from './medical-fields';

export * from './descriptions/beds';

/** SPEC §5/§9: a bed's name is at most 30 characters. */
export const BED_NAME_MAX = 30;
/** Devices one bed may have bound (monitor, camera, tablet, pumps...). */
export const MAX_BED_DEVICES = 16;

export const bedDefinition = defineResource(bedDescription, {
  shape: {
    wardId: requiredId(),
    number: intBetween(1, 9999),
    code: MEDICAL_CODE(),
    name: requiredName(BED_NAME_MAX),
    occupied: z.boolean(),
    mapX: intBetween(0, 100).optional(),
    mapY: intBetween(0, 100).optional(),
    deviceAccountIds: z
      .array(z.number().int().positive(), { error: 'validation.invalid' })
      .max(MAX_BED_DEVICES, { error: 'validation.max' })
      .default([]),
  },
});

export type Bed = z.infer<typeof bedDefinition.schemas.item>;
