import { z } from 'zod';
import { defineResource } from './define';
import { requiredId } from './medical-fields';
import { roomFileDescription } from './descriptions/room-files';

export * from './descriptions/room-files';

const required = { error: 'validation.required' } as const;

/** The zod schemas of {@link roomFileDescription}: the room, a title and the uploaded image. */
export const roomFileDefinition = defineResource(roomFileDescription, {
  shape: {
    roomId: requiredId(),
    title: z.string(required).trim().min(1, required).max(64, { error: 'validation.max' }),
    file: z.string(required).min(1, required).max(255, { error: 'validation.max' }),
  },
});
