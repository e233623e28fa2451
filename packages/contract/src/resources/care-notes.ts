import { z } from 'zod';
import { defineResource } from './define';
import { CARE_NOTE_KINDS, CARE_NOTE_MAX_LENGTH, careNoteDescription } from './descriptions/care-notes';
import { optionalId, requiredId } from './medical-fields';

export * from './descriptions/care-notes';

const required = { error: 'validation.required' } as const;

/** The zod schemas of {@link careNoteDescription}: a patient, a kind and the text are required. */
export const careNoteDefinition = defineResource(careNoteDescription, {
  shape: {
    patientId: requiredId(),
    bedId: optionalId(),
    kind: z.enum(CARE_NOTE_KINDS, { error: 'validation.enum' }).default('nursing'),
    /** The server's: the account that wrote it. */
    author: z.string().optional(),
    text: z.string(required).trim().min(1, required).max(CARE_NOTE_MAX_LENGTH, { error: 'validation.max' }),
  },
});

export type CareNote = z.infer<typeof careNoteDefinition.schemas.item>;
