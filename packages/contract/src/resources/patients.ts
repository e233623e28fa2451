import { z } from 'zod';
import { defineResource } from './define';
import { PATIENT_SEXES, PATIENT_STATUSES, patientDescription } from './descriptions/patients';
import { ageMatchesIdCard, intBetween, isIdCard, MEDICAL_CODE, requiredName } from './medical-fields';
import { choice, optionalPhone } from './patterns';

export * from './descriptions/patients';
export { ageMatchesIdCard, idCardBirthDate, isIdCard, maskIdCard, maskPhone } from './medical-fields';

export const MAX_PATIENT_AGE = 150;

const idCard = z
  .string()
  .trim()
  .transform((text) => text.toUpperCase())
  .refine(isIdCard, { error: 'validation.idCard' });

export const patientDefinition = defineResource(patientDescription, {
  shape: {
    name: requiredName(32),
    sex: choice(PATIENT_SEXES),
    age: intBetween(0, MAX_PATIENT_AGE),
    idCard: idCard.optional(),
    phone: optionalPhone(),
    hospitalNumber: MEDICAL_CODE(32),
    visitAllowed: z.boolean({ error: 'validation.invalidType' }).default(true),
    status: choice(PATIENT_STATUSES).optional(),
    bedId: z.number().int().positive().optional(),
    admittedAt: z.string().optional(),
    dischargedAt: z.string().optional(),
  },
  // The birth date in the id card agrees with the age (checked again by the server on partial updates).
  refine: (value, ctx) => {
    const { idCard: card, age } = value as { idCard?: string; age?: number };
    if (
      typeof card === 'string' &&
      typeof age === 'number' &&
      isIdCard(card) &&
      !ageMatchesIdCard(card, age, new Date())
    )
      ctx.addIssue({ code: 'custom', path: ['age'], message: 'validation.idCardAge' });
  },
});

/** Admit or transfer: the bed the patient goes to (a free bed of the patient's company). */
export const patientBedBodySchema = z.strictObject({
  bedId: z
    .number({
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
    })
    .int({ error: 'validation.integer' })
    .positive({ error: 'validation.required' }),
});

export type Patient = z.infer<typeof patientDefinition.schemas.item>;
