import { z } from 'zod';
import { WEEK_DAYS } from '../constants';
import { defineResource } from './define';
import { choice, numberChoice } from './patterns';
import {
  OVERDUE_SECONDS,
  VISIT_MINUTES,
  VISIT_SUBJECTS,
  visitSettingDescription,
} from './descriptions/visit-settings';

export * from './descriptions/visit-settings';

const required = { error: 'validation.required' } as const;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const bounded = (range: { min: number; max: number }) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
    })
    .int({ error: 'validation.integer' })
    .min(range.min, { error: 'validation.min' })
    .max(range.max, { error: 'validation.max' });
const time = () => z.string().trim().regex(TIME_PATTERN, { error: 'validation.time' }).optional();

/** The settings a visit tab shows and edits, in order (the same for every subject). */
export const VISIT_SETTING_FIELDS = [
  'visitAllowed',
  'visitDays',
  'visitStart',
  'visitEnd',
  'visitMinutes',
  'overdueSeconds',
  'recordVisits',
] as const;

/**
 * A visit period is consistent: end after start, and days and hours given when visiting is on.
 * Checked on whole values (a create, or an update merged with the stored row on the server).
 */
export function visitPeriodIssues(
  value: Record<string, unknown>,
): { path: string; message: 'validation.visitPeriod' | 'validation.visitPeriodRequired' }[] {
  const start = typeof value.visitStart === 'string' ? value.visitStart : undefined;
  const end = typeof value.visitEnd === 'string' ? value.visitEnd : undefined;
  if (start && end && end <= start) return [{ path: 'visitEnd', message: 'validation.visitPeriod' }];
  if (value.visitAllowed !== true) return [];
  const days = Array.isArray(value.visitDays) ? value.visitDays : [];
  if (days.length === 0) return [{ path: 'visitDays', message: 'validation.visitPeriodRequired' }];
  if (!start) return [{ path: 'visitStart', message: 'validation.visitPeriodRequired' }];
  if (!end) return [{ path: 'visitEnd', message: 'validation.visitPeriodRequired' }];
  return [];
}

/** The zod schemas of {@link visitSettingDescription} (SPEC §5 rules), for its forms and the server. */
export const visitSettingDefinition = defineResource(visitSettingDescription, {
  shape: {
    subject: choice(VISIT_SUBJECTS),
    subjectId: z
      .number({
        error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
      })
      .int({ error: 'validation.integer' })
      .positive({ error: 'validation.invalid' })
      .max(2_147_483_647, { error: 'validation.invalid' }),
    visitAllowed: z.boolean(required).default(false),
    visitDays: z
      .array(numberChoice(WEEK_DAYS), { error: 'validation.invalid' })
      .max(7, { error: 'validation.max' })
      .transform((days) => [...new Set(days)].sort((a, b) => a - b))
      .optional(),
    visitStart: time(),
    visitEnd: time(),
    visitMinutes: bounded(VISIT_MINUTES).default(30),
    overdueSeconds: bounded(OVERDUE_SECONDS).default(60),
    recordVisits: z.boolean(required).default(false),
  },
  // Whole-period rules need the stored row on partial updates: the server checks them merged.
  refine: (value, ctx) => {
    const { visitStart: start, visitEnd: end } = value;
    if (typeof start === 'string' && typeof end === 'string' && end <= start)
      ctx.addIssue({ code: 'custom', path: ['visitEnd'], message: 'validation.visitPeriod' });
  },
});
