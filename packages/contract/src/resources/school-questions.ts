import { z } from 'zod';
import { defineResource } from './define';
import { QUESTION_STATES, schoolQuestionDescription } from './descriptions/school-questions';

export * from './descriptions/school-questions';

const required = { error: 'validation.required' } as const;

/** The zod schemas of {@link schoolQuestionDescription}. */
export const schoolQuestionDefinition = defineResource(schoolQuestionDescription, {
  shape: {
    question: z.string(required).trim().min(1, required).max(500, { error: 'validation.max' }),
    questioner: z.string(required).trim().min(1, required).max(32, { error: 'validation.max' }),
    state: z.enum(QUESTION_STATES),
    // Optional on a new question (asked, not yet answered); an answer given is never empty.
    answer: z.string(required).trim().min(1, required).max(2000, { error: 'validation.max' }).optional(),
    answeredBy: z.string().nullable(),
    answeredAt: z.string().nullable(),
    closedAt: z.string().nullable(),
  },
});
