import { z } from 'zod';
import { limitOrderIssue, LIMIT_FIELDS, type Limits } from '../medical/alarm-levels';
import { defineResource } from './define';
import { monitoringIndicatorDescription } from './descriptions/monitoring-indicators';
import { intBetween, requiredName } from './medical-fields';

export * from './descriptions/monitoring-indicators';

/** Letters, digits and `_`, starting with a letter: a telemetry key (`heartRate`, `etco2`). */
export const INDICATOR_CODE = /^[A-Za-z][A-Za-z0-9_]*$/;

/** One optional limit: any finite number within a bound wider than any vital sign's range. */
export const limitSchema = () =>
  z
    .number({ error: 'validation.invalidType' })
    .min(-1_000_000, { error: 'validation.min' })
    .max(1_000_000, { error: 'validation.max' })
    .optional();

export const limitsShape = () =>
  Object.fromEntries(LIMIT_FIELDS.map((field) => [field, limitSchema()])) as {
    [F in (typeof LIMIT_FIELDS)[number]]: ReturnType<typeof limitSchema>;
  };

/**
 * The limits must increase (alarmLow < warningLow < warningHigh < alarmHigh). A partial update
 * is checked here with what it sends and by the server merged with the stored row.
 */
export function refineLimits(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  const issue = limitOrderIssue(value as Limits);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}

export const monitoringIndicatorDefinition = defineResource(monitoringIndicatorDescription, {
  shape: {
    code: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(32, { error: 'validation.max' })
      .regex(INDICATOR_CODE, { error: 'validation.indicatorCode' }),
    name: requiredName(32),
    unit: z.string().trim().max(16, { error: 'validation.max' }).optional(),
    decimals: intBetween(0, 3).default(0),
    ...limitsShape(),
    persistenceSeconds: intBetween(0, 600).default(10),
    escalationMinutes: intBetween(1, 120).default(5),
    sort: intBetween(0, 9999).default(0),
    enabled: z.boolean({ error: 'validation.invalidType' }).default(true),
    builtIn: z.boolean(),
  },
  refine: refineLimits,
});

export type MonitoringIndicator = z.infer<typeof monitoringIndicatorDefinition.schemas.item>;
