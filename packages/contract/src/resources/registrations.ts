import { z } from 'zod';
import { defineResource } from './define';
import {
  FAMILY_RELATIONS,
  REGISTRATION_REASON_MAX,
  REGISTRATION_STATES,
  registrationDescription,
} from './descriptions/registrations';

export * from './descriptions/registrations';

const required = { error: 'validation.required' } as const;

/** Mainland mobile numbers or landlines with an area code. */
export const familyPhone = () =>
  z
    .string(required)
    .trim()
    .regex(/^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/, { error: 'validation.phone' });

/** The zod schemas of {@link registrationDescription}. */
export const registrationDefinition = defineResource(registrationDescription, {
  shape: {
    patientId: z.number(required).int().positive(required),
    familyName: z.string(required).trim().min(1, required).max(32, { error: 'validation.max' }),
    familyPhone: familyPhone(),
    relation: z.enum(FAMILY_RELATIONS, required),
    state: z.enum(REGISTRATION_STATES),
    reason: z.string().nullable(),
    decidedAt: z.string().nullable(),
  },
});

/** The body of a rejection: the reason the family is told. */
export const rejectRegistrationSchema = z
  .object({
    reason: z
      .string(required)
      .trim()
      .min(1, required)
      .max(REGISTRATION_REASON_MAX, { error: 'validation.max' }),
  })
  .strict();
