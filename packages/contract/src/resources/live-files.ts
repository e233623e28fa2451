import { z } from 'zod';
import { defineResource } from './define';
import { requiredId } from './medical-fields';
import { liveFileDescription } from './descriptions/live-files';

export * from './descriptions/live-files';

const required = { error: 'validation.required' } as const;

/** The zod schemas of {@link liveFileDescription}: the stream, a title and the uploaded image. */
export const liveFileDefinition = defineResource(liveFileDescription, {
  shape: {
    liveId: requiredId(),
    title: z.string(required).trim().min(1, required).max(64, { error: 'validation.max' }),
    file: z.string(required).min(1, required).max(255, { error: 'validation.max' }),
  },
});
