import { z } from 'zod';
import { defineResource } from './define';
import { indicatorThresholdDescription } from './descriptions/indicator-thresholds';
import { optionalId, requiredId } from './medical-fields';
import { limitsShape, refineLimits } from './monitoring-indicators';

export * from './descriptions/indicator-thresholds';

/** A ward's (or a bed's) limits of an indicator; the server checks them merged with what they inherit. */
export const indicatorThresholdDefinition = defineResource(indicatorThresholdDescription, {
  shape: {
    indicatorId: requiredId(),
    wardId: requiredId(),
    bedId: optionalId(),
    ...limitsShape(),
  },
  refine: refineLimits,
});

export type IndicatorThreshold = z.infer<typeof indicatorThresholdDefinition.schemas.item>;

const limitsOut = z.object({
  alarmLow: z.number().nullable(),
  warningLow: z.number().nullable(),
  warningHigh: z.number().nullable(),
  alarmHigh: z.number().nullable(),
});
const source = z.enum(['indicator', 'ward', 'bed']).nullable();

/**
 * The limits in force at a ward (its defaults) or at a bed, per indicator of the company: the
 * indicator's defaults, the ward's row and the bed's row (each with its id, to update or reset),
 * and the result of `resolveThresholds` with where each limit comes from.
 */
export const effectiveThresholdsSchema = z.object({
  wardId: z.number().int(),
  bedId: z.number().int().nullable(),
  indicators: z.array(
    z.object({
      indicator: z.object({
        id: z.number().int(),
        code: z.string(),
        name: z.string(),
        unit: z.string().nullable(),
        decimals: z.number().int(),
        enabled: z.boolean(),
        builtIn: z.boolean(),
        limits: limitsOut,
      }),
      ward: z.object({ id: z.number().int(), limits: limitsOut }).nullable(),
      bed: z.object({ id: z.number().int(), limits: limitsOut }).nullable(),
      limits: limitsOut,
      sources: z.object({
        alarmLow: source,
        warningLow: source,
        warningHigh: source,
        alarmHigh: source,
      }),
    }),
  ),
});
export type EffectiveThresholds = z.infer<typeof effectiveThresholdsSchema>;
