import { z } from 'zod';
import type { AlarmPriority } from '../alarms';
import { defineResource } from './define';
import { QC_MAX_RANGE_DAYS, QC_TASK_STATES, qcStatisticsTaskDescription } from './descriptions/qc-statistics';

export * from './descriptions/qc-statistics';

const required = { error: 'validation.required' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;
const instant = z.iso.datetime({ offset: true, error: 'validation.invalid' });

/** The limit of an indicator that an alarm crossed. */
export type QcLimit = 'alarmLow' | 'warningLow' | 'warningHigh' | 'alarmHigh';

/** Figures of one ward (or of all of them: `wardId` null) over the task's range. */
export interface QcFigures {
  /** Alarms raised in the range, by level. */
  alarms: Record<AlarmPriority, number>;
  /** Beds with at least one sample on a day, summed over the days. */
  bedDays: number;
  /** All alarms / bed-days; null without bed-days. */
  alarmsPerBedDay: number | null;
  /** Seconds from raised to acknowledged of the acknowledged alarms; null when none was. */
  ackMedianSeconds: number | null;
  ackP90Seconds: number | null;
  acknowledged: number;
  /** Alarms audited (confirmed or marked false), and of those marked false. */
  audited: number;
  falseCount: number;
  /** falseCount / audited; null when none was audited. */
  falseShare: number | null;
  /** Bed-hours with at least one sample / the ward's beds × the range's hours; null without beds. */
  coverage: number | null;
  /** The two parts of `coverage`. */
  coveredBedHours: number;
  bedHours: number;
}

export interface QcWardFigures extends QcFigures {
  wardId: number;
  wardName: string;
}

/** `widen warning high from 120 to 126`: the limit most false alarms crossed moved out by 5 %. */
export interface QcSuggestion {
  limit: QcLimit;
  from: number;
  to: number;
  /** False alarms that crossed this limit. */
  falseCount: number;
}

export interface QcIndicatorFigures {
  indicatorId: number;
  code: string;
  name: string;
  alarms: number;
  audited: number;
  falseCount: number;
  falseShare: number | null;
  suggestion: QcSuggestion | null;
}

/** What a complete task stores (`result`). */
export interface QcResult {
  from: string;
  to: string;
  days: number;
  total: QcFigures;
  wards: QcWardFigures[];
  indicators: QcIndicatorFigures[];
}

/** A suggestion is made when at least this share of an indicator's audited alarms was false. */
export const QC_SUGGEST_FALSE_SHARE = 0.3;
/** How far the suggested limit moves outwards. */
export const QC_SUGGEST_STEP = 0.05;

/** The zod schemas of {@link qcStatisticsTaskDescription}. */
export const qcStatisticsTaskDefinition = defineResource(qcStatisticsTaskDescription, {
  shape: {
    name: z.string(required).trim().min(1, required).max(64, { error: 'validation.max' }),
    wardId: z
      .number({ error: 'validation.invalid' })
      .int()
      .positive({ error: 'validation.invalid' })
      .optional(),
    from: instant,
    to: instant,
    state: z.enum(QC_TASK_STATES),
    progress: z.number().int().min(0).max(100),
    result: z.custom<QcResult>().nullable(),
    error: z.string().nullable(),
  },
  refine: (value, ctx) => {
    const from = Date.parse(String(value.from));
    const to = Date.parse(String(value.to));
    if (Number.isNaN(from) || Number.isNaN(to)) return;
    if (to <= from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.rangeOrder' });
    else if (to - from > QC_MAX_RANGE_DAYS * DAY_MS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.rangeTooLong' });
  },
});
