import { z } from 'zod';
import { defineResource } from './define';
import { wardDescription } from './descriptions/wards';
import { OVERDUE_SECONDS, VISIT_MINUTES } from './descriptions/visit-settings';
import { intBetween, MEDICAL_CODE, optionalId, optionalText, requiredName } from './medical-fields';

export * from './descriptions/wards';

/** Most beds a ward plans for; most days ahead a family can book. */
export const MAX_WARD_BEDS = 500;
export const MAX_BOOKING_DAYS = 60;

export const wardDefinition = defineResource(wardDescription, {
  shape: {
    name: requiredName(64),
    code: MEDICAL_CODE(),
    branchId: optionalId(),
    floor: optionalText(32),
    bedCount: intBetween(0, MAX_WARD_BEDS).default(0),
    nurseStationAccountId: optionalId(),
    visitMinutes: intBetween(VISIT_MINUTES.min, VISIT_MINUTES.max).default(30),
    overdueSeconds: intBetween(OVERDUE_SECONDS.min, OVERDUE_SECONDS.max).default(60),
    recording: z.boolean({ error: 'validation.invalidType' }).default(false),
    bookingDays: intBetween(1, MAX_BOOKING_DAYS).default(7),
    mapUrl: z.string().trim().max(512, { error: 'validation.max' }).optional(),
    adminIds: z
      .array(z.number().int().positive(), { error: 'validation.invalid' })
      .max(100, { error: 'validation.max' })
      .default([]),
    dutyDoctorIds: z
      .array(z.number().int().positive(), { error: 'validation.invalid' })
      .max(100, { error: 'validation.max' })
      .default([]),
    description: optionalText(255),
  },
});

export type Ward = z.infer<typeof wardDefinition.schemas.item>;
