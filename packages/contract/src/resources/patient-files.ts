import { z } from 'zod';
import { defineResource } from './define';
import { requiredId } from './medical-fields';
import { patientFileDescription } from './descriptions/patient-files';

export * from './descriptions/patient-files';

const required = { error: 'validation.required' } as const;

/** The zod schemas of {@link patientFileDescription}: the patient, a title and the uploaded file. */
export const patientFileDefinition = defineResource(patientFileDescription, {
  shape: {
    patientId: requiredId(),
    title: z.string(required).trim().min(1, required).max(64, { error: 'validation.max' }),
    file: z.string(required).min(1, required).max(255, { error: 'validation.max' }),
    /** The server's: the account that put it there. */
    uploadedBy: z.string().optional(),
  },
});
