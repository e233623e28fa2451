/**
 * Alarm levels of a vital sign (SPEC §4 "Alarm levels normal, warning, alarm"): the four limits of
 * an indicator, how a ward's and a bed's limits override its defaults, and the level of a value.
 * Pure functions: the forms, the server's checks, the vitals store and the alarm engine share them.
 *
 *   alarmLow < warningLow < [normal] < warningHigh < alarmHigh
 *
 * Each limit is optional (a temperature may have no low alarm). A value beyond an alarm limit is
 * `alarm`, beyond a warning limit `warning`, otherwise `normal`; a value on a limit counts as
 * within it (a heart rate of exactly 100 with warningHigh 100 is normal).
 */

/** The limit fields, in the order they must increase. */
export const LIMIT_FIELDS = ['alarmLow', 'warningLow', 'warningHigh', 'alarmHigh'] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];

/** A row's limits: a missing (null or undefined) limit is not set (and, on an override, inherited). */
export type Limits = { [F in LimitField]?: number | null | undefined };

/** Limits after resolution: each one set or `null`. */
export type ResolvedLimits = { [F in LimitField]: number | null };

/** Where a resolved limit came from. */
export type LimitSource = 'indicator' | 'ward' | 'bed';

export type AlarmLevel = 'normal' | 'warning' | 'alarm';
export const ALARM_LEVELS: readonly AlarmLevel[] = ['normal', 'warning', 'alarm'];

const isSet = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The first limit that is not above the set limit before it, or null when they increase. The
 * message names the rule; the field is the one to correct (the later of the two).
 */
export function limitOrderIssue(
  limits: Limits,
): { path: LimitField; message: 'validation.thresholdOrder' } | null {
  let previous: number | null = null;
  for (const field of LIMIT_FIELDS) {
    const value = limits[field];
    if (!isSet(value)) continue;
    if (previous !== null && value <= previous) return { path: field, message: 'validation.thresholdOrder' };
    previous = value;
  }
  return null;
}

/**
 * The limits that apply at a bed: per limit, the bed's override, else the ward's, else the
 * indicator's default. `sources` says where each one came from (the console shows inherited
 * values as such).
 */
export function resolveThresholds(
  indicator: Limits,
  ward?: Limits | null,
  bed?: Limits | null,
): { limits: ResolvedLimits; sources: Record<LimitField, LimitSource | null> } {
  const limits = {} as ResolvedLimits;
  const sources = {} as Record<LimitField, LimitSource | null>;
  for (const field of LIMIT_FIELDS) {
    const fromBed = bed?.[field];
    const fromWard = ward?.[field];
    const fromIndicator = indicator[field];
    if (isSet(fromBed)) {
      limits[field] = fromBed;
      sources[field] = 'bed';
    } else if (isSet(fromWard)) {
      limits[field] = fromWard;
      sources[field] = 'ward';
    } else if (isSet(fromIndicator)) {
      limits[field] = fromIndicator;
      sources[field] = 'indicator';
    } else {
      limits[field] = null;
      sources[field] = null;
    }
  }
  return { limits, sources };
}

/** The level of one value against resolved (or any) limits; a value that is not a number is normal. */
export function alarmLevel(value: number, limits: Limits): AlarmLevel {
  if (!Number.isFinite(value)) return 'normal';
  const { alarmLow, warningLow, warningHigh, alarmHigh } = limits;
  if ((isSet(alarmLow) && value < alarmLow) || (isSet(alarmHigh) && value > alarmHigh)) return 'alarm';
  if ((isSet(warningLow) && value < warningLow) || (isSet(warningHigh) && value > warningHigh))
    return 'warning';
  return 'normal';
}

/**
 * The limit a value at `level` lies beyond (the high one first), with its value: what an alarm
 * records of the limits in force when it was raised. Null when the value is within that level's limits.
 */
export function crossedLimit(
  value: number,
  level: 'warning' | 'alarm',
  limits: Limits,
): { field: LimitField; value: number } | null {
  const [low, high] =
    level === 'alarm' ? (['alarmLow', 'alarmHigh'] as const) : (['warningLow', 'warningHigh'] as const);
  const highValue = limits[high];
  if (isSet(highValue) && value > highValue) return { field: high, value: highValue };
  const lowValue = limits[low];
  if (isSet(lowValue) && value < lowValue) return { field: low, value: lowValue };
  return null;
}

/**
 * The six built-in indicators: the keys of a bedside terminal's vitals telemetry
 * (`{ kind: 'vitals', heartRate, spo2, ... }`) with adult defaults after common ICU monitor
 * presets: a warning just outside the normal adult range, an alarm further out.
 */
export const BUILT_IN_INDICATORS = [
  {
    code: 'heartRate',
    name: { zh: '心率', en: 'Heart rate' },
    unit: 'bpm',
    decimals: 0,
    alarmLow: 40,
    warningLow: 50,
    warningHigh: 110,
    alarmHigh: 120,
  },
  {
    code: 'spo2',
    name: { zh: '血氧饱和度', en: 'SpO2' },
    unit: '%',
    decimals: 0,
    alarmLow: 90,
    warningLow: 94,
    warningHigh: null,
    alarmHigh: null,
  },
  {
    code: 'systolic',
    name: { zh: '收缩压', en: 'Systolic pressure' },
    unit: 'mmHg',
    decimals: 0,
    alarmLow: 80,
    warningLow: 90,
    warningHigh: 140,
    alarmHigh: 160,
  },
  {
    code: 'diastolic',
    name: { zh: '舒张压', en: 'Diastolic pressure' },
    unit: 'mmHg',
    decimals: 0,
    alarmLow: 40,
    warningLow: 50,
    warningHigh: 90,
    alarmHigh: 100,
  },
  {
    code: 'respiration',
    name: { zh: '呼吸频率', en: 'Respiration rate' },
    unit: 'rpm',
    decimals: 0,
    alarmLow: 8,
    warningLow: 10,
    warningHigh: 24,
    alarmHigh: 28,
  },
  {
    code: 'temperature',
    name: { zh: '体温', en: 'Temperature' },
    unit: '°C',
    decimals: 1,
    alarmLow: 35,
    warningLow: 36,
    warningHigh: 37.5,
    alarmHigh: 38.5,
  },
] as const;

export type BuiltInIndicatorCode = (typeof BUILT_IN_INDICATORS)[number]['code'];
export const BUILT_IN_INDICATOR_CODES: readonly string[] = BUILT_IN_INDICATORS.map((i) => i.code);

/** IEC 60601-1-8 practice: a crossing must last this long before it counts. */
export const DEFAULT_PERSISTENCE_SECONDS = 10;
/** An unacknowledged alarm goes to the second role after this long. */
export const DEFAULT_ESCALATION_MINUTES = 5;
