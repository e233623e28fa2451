import { z } from 'zod';
import { defineResource } from './define';
import {
  VISIT_REASON_MAX,
  VISIT_STATES,
  VISIT_TIME_ZONE,
  VISIT_TYPES,
  VISIT_ZONE_OFFSET,
  visitDescription,
} from './descriptions/visits';

export * from './descriptions/visits';

const required = { error: 'validation.required' } as const;

/** The zod schemas of {@link visitDescription}: a booking names the registration, the type and the time. */
export const visitDefinition = defineResource(visitDescription, {
  shape: {
    registrationId: z.number(required).int().positive(required),
    patientName: z.string(),
    wardId: z.number(),
    bedId: z.number(),
    familyName: z.string(),
    visitType: z.enum(VISIT_TYPES, required).default('video'),
    startsAt: z.iso.datetime({ offset: true, error: 'validation.invalid' }),
    startedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
    state: z.enum(VISIT_STATES),
    reason: z.string().nullable(),
    code: z.string(),
  },
});

/** Staff may take these from the console; `overdue` is the job's. */
export const STAFF_VISIT_ACTIONS = ['checkIn', 'start', 'finish', 'cancel', 'exception'] as const;

export const visitActionBodySchema = z
  .object({ reason: z.string().trim().max(VISIT_REASON_MAX, { error: 'validation.max' }).optional() })
  .strict();

// ---- ward visiting settings ------------------------------------------------------------------

const hhmm = z.string(required).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.time' });
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const visitPeriodSchema = z
  .object({
    weekday: z
      .number(required)
      .int()
      .min(1, { error: 'validation.enum' })
      .max(7, { error: 'validation.enum' }),
    start: hhmm,
    end: hhmm,
    /** Visits at the same time (visiting rooms or terminals). */
    capacity: z
      .number(required)
      .int()
      .min(1, { error: 'validation.min' })
      .max(50, { error: 'validation.max' }),
  })
  .strict()
  .refine((p) => minutesOf(p.end) > minutesOf(p.start), {
    error: 'validation.periodEndBeforeStart',
    path: ['end'],
  });
export type VisitPeriod = z.infer<typeof visitPeriodSchema>;

export const accessControllerSchema = z
  .object({
    name: z.string(required).trim().min(1, required).max(32, { error: 'validation.max' }),
    ip: z.ipv4({ error: 'validation.ipAddress' }),
    port: z
      .number(required)
      .int()
      .min(1, { error: 'validation.min' })
      .max(65535, { error: 'validation.max' }),
    fence: z.string().trim().max(64, { error: 'validation.max' }).optional(),
  })
  .strict();

const isoDate = z.iso.date({ error: 'validation.invalid' });

/** Periods of one weekday overlap when one starts before another ends. */
export function overlappingPeriods(periods: readonly VisitPeriod[]): [number, number] | null {
  for (let i = 0; i < periods.length; i++)
    for (let j = i + 1; j < periods.length; j++) {
      const a = periods[i]!;
      const b = periods[j]!;
      if (a.weekday !== b.weekday) continue;
      if (minutesOf(a.start) < minutesOf(b.end) && minutesOf(b.start) < minutesOf(a.end)) return [i, j];
    }
  return null;
}

/** A ward's visiting hours and rules (the wardSettings tabs visitingHours, visitationRegime, accessControl). */
export const wardVisitingSchema = z
  .object({
    periods: z.array(visitPeriodSchema).max(70, { error: 'validation.max' }),
    /** Minutes kept free between two visits of one period. */
    bufferMinutes: z
      .number(required)
      .int()
      .min(0, { error: 'validation.min' })
      .max(60, { error: 'validation.max' }),
    /** Dates without visits (holidays, outbreaks), YYYY-MM-DD. */
    exceptionDates: z.array(isoDate).max(366, { error: 'validation.max' }),
    /** A visit can be cancelled until this many hours before it. */
    cancelCutoffHours: z
      .number(required)
      .int()
      .min(0, { error: 'validation.min' })
      .max(72, { error: 'validation.max' }),
    /** Visitors' personal data is removed this many days after the visit. */
    purgeDays: z
      .number(required)
      .int()
      .min(1, { error: 'validation.min' })
      .max(3650, { error: 'validation.max' }),
    accessControllers: z.array(accessControllerSchema).max(20, { error: 'validation.max' }),
  })
  .strict()
  .superRefine((value, ctx) => {
    const clash = overlappingPeriods(value.periods);
    if (clash)
      ctx.addIssue({
        code: 'custom',
        message: 'validation.periodsOverlap',
        path: ['periods', clash[1], 'start'],
      });
  });
export type WardVisiting = z.infer<typeof wardVisitingSchema>;

export const DEFAULT_WARD_VISITING: WardVisiting = {
  periods: [],
  bufferMinutes: 0,
  exceptionDates: [],
  cancelCutoffHours: 2,
  purgeDays: 30,
  accessControllers: [],
};

/** Slot starts of a period: every visit length plus buffer, while a whole visit fits. */
export function slotStarts(
  period: Pick<VisitPeriod, 'start' | 'end'>,
  visitMinutes: number,
  bufferMinutes: number,
): number[] {
  const starts: number[] = [];
  for (
    let t = minutesOf(period.start);
    t + visitMinutes <= minutesOf(period.end);
    t += visitMinutes + bufferMinutes
  )
    starts.push(t);
  return starts;
}

/** Weekday (1 Monday … 7 Sunday), date and minute of the day of an instant, in the hospital's zone. */
export function localTime(instant: Date): { weekday: number; date: string; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: VISIT_TIME_ZONE,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1;
  return {
    weekday,
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The instant of minute `minute` of the hospital-local day `date` (YYYY-MM-DD). */
export function zonedInstant(date: string, minute: number): Date {
  const hh = String(Math.floor(minute / 60)).padStart(2, '0');
  const mm = String(minute % 60).padStart(2, '0');
  return new Date(`${date}T${hh}:${mm}:00${VISIT_ZONE_OFFSET}`);
}

// ---- free slots of a booking (the booking dialog) ---------------------------------------------

/** A day's slots for one registration's patient: `date` absent gives only the calendar. */
export const visitSlotsQuerySchema = z
  .object({
    registrationId: z.coerce
      .number({ error: 'validation.required' })
      .int()
      .positive({ error: 'validation.required' })
      .max(2_147_483_647),
    date: isoDate.optional(),
  })
  .strict();

/** Why a slot of the day cannot be booked (the same checks a booking makes). */
export const SLOT_REFUSALS = ['full', 'window'] as const;

export const visitSlotSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  /** Places left (capacity less the bookings counted by the slot counter). */
  remaining: z.number().int(),
  /** Null when the slot can be booked now. */
  refusal: z.enum(SLOT_REFUSALS).nullable(),
});
export type VisitSlot = z.infer<typeof visitSlotSchema>;

export const visitSlotsSchema = z.object({
  wardId: z.number().int(),
  /** First and last hospital-local dates of the booking window (YYYY-MM-DD). */
  firstDate: z.string(),
  lastDate: z.string(),
  exceptionDates: z.array(z.string()),
  /** Weekdays (1 Monday … 7 Sunday) with visiting periods. */
  weekdays: z.array(z.number().int()),
  date: z.string().nullable(),
  slots: z.array(visitSlotSchema),
});
export type VisitSlots = z.infer<typeof visitSlotsSchema>;
