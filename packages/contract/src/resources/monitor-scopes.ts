import { z } from 'zod';
import { defineResource } from './define';
import { MONITOR_SUBJECTS, monitorScopeDescription } from './descriptions/monitor-scopes';
import { optionalId } from './medical-fields';

export * from './descriptions/monitor-scopes';

/** Wards one terminal or member may watch. */
export const MAX_WATCHED_WARDS = 50;

/** The subject's kind and id, the wards (terminal, member) or the one bed (camera) it watches. */
export const monitorScopeDefinition = defineResource(monitorScopeDescription, {
  shape: {
    subject: z.enum(MONITOR_SUBJECTS, {
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.enum'),
    }),
    subjectId: z
      .number({
        error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
      })
      .int({ error: 'validation.integer' })
      .positive({ error: 'validation.invalid' })
      .max(2_147_483_647, { error: 'validation.invalid' }),
    wardIds: z
      .array(z.number().int().positive(), { error: 'validation.invalid' })
      .max(MAX_WATCHED_WARDS, { error: 'validation.max' })
      .default([]),
    bedId: optionalId(),
  },
});

export type MonitorScope = z.infer<typeof monitorScopeDefinition.schemas.item>;
