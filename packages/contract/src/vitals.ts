import { z } from 'zod';

/**
 * The vitals store (issue 15): what bedside terminals report, the adult reference ranges the
 * records chart draws and FHIR interprets with, and the query and answer of the series routes.
 * Shared by server and web.
 */

export const VITAL_KEYS = [
  'heartRate',
  'spo2',
  'systolic',
  'diastolic',
  'respiration',
  'temperature',
] as const;
export type VitalKey = (typeof VITAL_KEYS)[number];

/** UCUM unit of each vital (FHIR `valueQuantity.code`; also the chart's axis unit). */
export const VITAL_UNITS: Record<VitalKey, string> = {
  heartRate: '/min',
  spo2: '%',
  systolic: 'mm[Hg]',
  diastolic: 'mm[Hg]',
  respiration: '/min',
  temperature: 'Cel',
};

/**
 * Adult reference ranges: `normal` inclusive (outside = H/L), `critical` inclusive (outside =
 * HH/LL). Constants until the bed's monitoring indicator thresholds replace them.
 */
export const VITAL_REFERENCE: Record<
  VitalKey,
  { normal: readonly [number, number]; critical: readonly [number, number] }
> = {
  heartRate: { normal: [60, 100], critical: [40, 130] },
  spo2: { normal: [95, 100], critical: [88, 100] },
  systolic: { normal: [90, 140], critical: [70, 180] },
  diastolic: { normal: [60, 90], critical: [40, 110] },
  respiration: { normal: [12, 20], critical: [8, 30] },
  temperature: { normal: [36.1, 37.5], critical: [35, 39.5] },
};

export type Interpretation = 'N' | 'H' | 'L' | 'HH' | 'LL';

export function interpret(key: VitalKey, value: number): Interpretation {
  const { normal, critical } = VITAL_REFERENCE[key];
  if (value < critical[0]) return 'LL';
  if (value > critical[1]) return 'HH';
  if (value < normal[0]) return 'L';
  if (value > normal[1]) return 'H';
  return 'N';
}

/** Points per series a chart asks for by default, and the most it may ask for. */
export const VITALS_DEFAULT_POINTS = 600;
export const VITALS_MAX_POINTS = 5000;
/** The longest range one query or export may cover. */
export const VITALS_MAX_RANGE_DAYS = 31;
const DAY_MS = 24 * 60 * 60 * 1000;

const instant = z.iso.datetime({ offset: true, error: 'validation.invalid' });

/** A query over `from`/`to` (ISO 8601 with offset): `to` after `from`, at most VITALS_MAX_RANGE_DAYS apart. */
interface Range {
  from: string;
  to: string;
}

const ordered = (q: Range) => Date.parse(q.to) > Date.parse(q.from);
const withinMax = (q: Range) => Date.parse(q.to) - Date.parse(q.from) <= VITALS_MAX_RANGE_DAYS * DAY_MS;

function ranged<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({ from: instant, to: instant, ...shape })
    .refine((value) => ordered(value as Range), { path: ['to'], error: 'validation.rangeOrder' })
    .refine((value) => withinMax(value as Range), {
      path: ['to'],
      error: 'validation.rangeTooLong',
    });
}

export const vitalsRangeSchema = ranged({});

export const vitalsQuerySchema = ranged({
  points: z.coerce
    .number({ error: 'validation.integer' })
    .int({ error: 'validation.integer' })
    .min(2, { error: 'validation.min' })
    .max(VITALS_MAX_POINTS, { error: 'validation.max' })
    .default(VITALS_DEFAULT_POINTS),
});
export type VitalsQuery = z.infer<typeof vitalsQuerySchema>;

export const VITALS_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const vitalsExportQuerySchema = ranged({
  format: z.enum(VITALS_EXPORT_FORMATS, { error: 'validation.enum' }).default('csv'),
});

/** FHIR Observations page by keyset: `cursor` is the last sample of the previous page (`{ms}.{terminal}`). */
export const vitalsObservationsQuerySchema = ranged({
  cursor: z
    .string()
    .regex(/^\d{1,15}\.\d{1,10}$/, { error: 'validation.invalid' })
    .optional(),
});
/** Samples per page of FHIR Observations (each gives up to five Observations). */
export const VITALS_OBSERVATION_PAGE = 200;

/** Warning and alarm limits of one vital (null: no limit on that side). */
export const vitalLimitsSchema = z.object({
  alarmLow: z.number().nullable(),
  warningLow: z.number().nullable(),
  warningHigh: z.number().nullable(),
  alarmHigh: z.number().nullable(),
});

/** One series: `[epoch ms, value]` pairs in time order, downsampled to at most `points`. */
export const vitalSeriesSchema = z.array(z.tuple([z.number(), z.number()]));

export const vitalsSeriesSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Raw samples in the range (before downsampling). */
  samples: z.number().int(),
  series: z.object(
    Object.fromEntries(VITAL_KEYS.map((key) => [key, vitalSeriesSchema])) as Record<
      VitalKey,
      typeof vitalSeriesSchema
    >,
  ),
  /**
   * The limits in force now at the bed (a patient's: the bed they are admitted to) for each vital
   * whose indicator is enabled there; absent when there is no bed or the indicator is off.
   */
  limits: z.partialRecord(z.enum(VITAL_KEYS), vitalLimitsSchema),
});
export type VitalsSeries = z.infer<typeof vitalsSeriesSchema>;
export type VitalLimits = z.infer<typeof vitalLimitsSchema>;
