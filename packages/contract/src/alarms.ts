import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './api/paging';
import { LIMIT_FIELDS } from './medical/alarm-levels';

/**
 * Alarms of vital signs (issue 15, SPEC §3 audit of misreported alarm images, §4 alarm levels):
 * what the server raises from the samples of a bed, their lifecycle after IEC 60601-1-8, their
 * history, the routes' queries and bodies, and the central station's per-bed snapshot. Shared by
 * server and web.
 *
 * Lifecycle of one alarm (one open alarm per bed and indicator):
 *
 *   (crossing persists for the indicator's persistence seconds) → active
 *   active ──silence (≤ MAX_SILENCE_MINUTES)──→ silenced ──(time up)──→ active
 *   active | silenced ──acknowledge──→ acknowledged
 *   a value back to normal: `ongoing` false; an acknowledged alarm is then cleared, an
 *   unacknowledged one stays (latched) until acknowledged, and is cleared by that acknowledgement
 *   a worse level while open: upgraded warning → alarm in place, back to active
 *   unacknowledged (active | silenced) after the indicator's escalation minutes: `escalatedAt` set
 *
 * `audit` (confirmed / false with a reason) may be given at any state, also after clearing.
 */

/** Priority: warning = medium (yellow, slow flash), alarm = high (red, fast flash). */
export const ALARM_PRIORITIES = ['warning', 'alarm'] as const;
export type AlarmPriority = (typeof ALARM_PRIORITIES)[number];

/**
 * active: sounding, not acknowledged; silenced: not acknowledged, audible signal paused until
 * `silencedUntil`; acknowledged: someone took it (no sound), still open; cleared: closed.
 */
export const ALARM_STATES = ['active', 'acknowledged', 'silenced', 'cleared'] as const;
export type AlarmState = (typeof ALARM_STATES)[number];
/** States of an open alarm (not cleared). */
export const OPEN_ALARM_STATES: readonly AlarmState[] = ['active', 'acknowledged', 'silenced'];
/** States in which the alarm is not yet acknowledged (it escalates; an acknowledgement is due). */
export const UNACKNOWLEDGED_ALARM_STATES: readonly AlarmState[] = ['active', 'silenced'];

/** The audit of a misreported alarm (SPEC §3): the alarm was real, or it was false. */
export const ALARM_VERDICTS = ['confirmed', 'false'] as const;
export type AlarmVerdict = (typeof ALARM_VERDICTS)[number];

/** The longest silence one request may ask for (IEC 60601-1-8: a limited audio pause). */
export const MAX_SILENCE_MINUTES = 10;
export const MAX_AUDIT_REASON = 255;

/**
 * The camera still taken when an alarm was raised (or upgraded): `taken` (served as image/jpeg at
 * `alarms/:id/snapshot`), `failed` (with the i18n key of why) or `noCamera` (none at the bed).
 */
export const ALARM_SNAPSHOT_STATUSES = ['taken', 'failed', 'noCamera'] as const;
export type AlarmSnapshotStatus = (typeof ALARM_SNAPSHOT_STATUSES)[number];
export const alarmSnapshotSchema = z.object({
  status: z.enum(ALARM_SNAPSHOT_STATUSES),
  takenAt: z.string(),
  /** Why it failed: a message key (`error.cameraNoAnswer`, `error.ffmpegMissing`). */
  error: z.string().optional(),
});
export type AlarmSnapshot = z.infer<typeof alarmSnapshotSchema>;

export const alarmSchema = z.object({
  id: z.number(),
  customerId: z.number(),
  wardId: z.number(),
  bedId: z.number(),
  /** The patient admitted at the bed when it was raised, if any. */
  patientId: z.number().nullable(),
  indicatorId: z.number(),
  /** The indicator's code (a vitals key such as `heartRate`, or a user-defined code). */
  code: z.string(),
  level: z.enum(ALARM_PRIORITIES),
  state: z.enum(ALARM_STATES),
  /** The worst value seen while open (furthest beyond the limits). */
  value: z.number(),
  /** The latest value of the indicator while open. */
  lastValue: z.number(),
  /** The limit `value` lies beyond, as in force at the bed when raised (or upgraded); null if unknown. */
  limit: z.enum(LIMIT_FIELDS).nullable(),
  limitValue: z.number().nullable(),
  /** The condition is still present (false: the value is back to normal; latched if not acknowledged). */
  ongoing: z.boolean(),
  raisedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  /** Account of who acknowledged it. */
  acknowledgedBy: z.string().nullable(),
  silencedUntil: z.string().nullable(),
  escalatedAt: z.string().nullable(),
  clearedAt: z.string().nullable(),
  audit: z.enum(ALARM_VERDICTS).nullable(),
  auditReason: z.string().nullable(),
  auditedAt: z.string().nullable(),
  auditedBy: z.string().nullable(),
  /** The camera still of the raise; null until it is taken (a job, seconds after the raise). */
  snapshot: alarmSnapshotSchema.nullable(),
});
export type Alarm = z.infer<typeof alarmSchema>;

/**
 * What happened to an alarm. `upgraded`: warning → alarm in place; `unsilenced`: a silence ran
 * out; `escalated`: unacknowledged past the escalation minutes (goes to the second role).
 */
export const ALARM_EVENT_KINDS = [
  'raised',
  'upgraded',
  'acknowledged',
  'silenced',
  'unsilenced',
  'escalated',
  'cleared',
  'audited',
] as const;
export type AlarmEventKind = (typeof ALARM_EVENT_KINDS)[number];

export const alarmEventSchema = z.object({
  id: z.number(),
  alarmId: z.number(),
  kind: z.enum(ALARM_EVENT_KINDS),
  at: z.string(),
  /** Account of who did it; null for the system (evaluation, jobs). */
  by: z.string().nullable(),
  /** raised / upgraded: the level and value then; silenced: minutes; audited: verdict and reason. */
  level: z.enum(ALARM_PRIORITIES).nullable(),
  value: z.number().nullable(),
  note: z.string().nullable(),
});
export type AlarmEvent = z.infer<typeof alarmEventSchema>;

// ---- routes ------------------------------------------------------------------------------------

const id = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .positive({ error: 'validation.invalid' })
  .max(2_147_483_647, { error: 'validation.invalid' });
const instant = z.iso.datetime({ offset: true, error: 'validation.invalid' });

/**
 * `GET alarms`: newest first (raisedAt, then id), keyset paged with `after` (the last id of the
 * previous page). `state=open` is every state but cleared. `from`/`to` bound `raisedAt` ([from, to)).
 */
export const alarmListQuerySchema = z
  .object({
    wardId: id.optional(),
    bedId: id.optional(),
    patientId: id.optional(),
    state: z.enum([...ALARM_STATES, 'open'], { error: 'validation.enum' }).optional(),
    level: z.enum(ALARM_PRIORITIES, { error: 'validation.enum' }).optional(),
    from: instant.optional(),
    to: instant.optional(),
    after: id.optional(),
    size: z.coerce
      .number()
      .int({ error: 'validation.integer' })
      .min(1, { error: 'validation.min' })
      .max(MAX_PAGE_SIZE, { error: 'validation.max' })
      .default(DEFAULT_PAGE_SIZE),
  })
  .strict();
export type AlarmListQuery = z.infer<typeof alarmListQuerySchema>;

/** One page of alarms; `next` is the `after` of the following page, null on the last one. */
export const alarmPageSchema = z.object({
  list: z.array(alarmSchema),
  size: z.number().int(),
  next: z.number().int().nullable(),
});
export type AlarmPage = z.infer<typeof alarmPageSchema>;

export const alarmSilenceBodySchema = z
  .object({
    minutes: z.coerce
      .number({ error: 'validation.required' })
      .int({ error: 'validation.integer' })
      .min(1, { error: 'validation.min' })
      .max(MAX_SILENCE_MINUTES, { error: 'validation.max' }),
  })
  .strict();
export type AlarmSilenceBody = z.infer<typeof alarmSilenceBodySchema>;

export const alarmAuditBodySchema = z
  .object({
    verdict: z.enum(ALARM_VERDICTS, { error: 'validation.enum' }),
    reason: z.string().trim().max(MAX_AUDIT_REASON, { error: 'validation.max' }).optional(),
  })
  .strict()
  .refine((v) => v.verdict !== 'false' || (v.reason !== undefined && v.reason.length > 0), {
    path: ['reason'],
    error: 'validation.alarmReasonRequired',
  });
export type AlarmAuditBody = z.infer<typeof alarmAuditBodySchema>;

// ---- central station -----------------------------------------------------------------------

/** A level of one value at a bed (normal included). */
export const STATION_LEVELS = ['normal', 'warning', 'alarm'] as const;

/**
 * One bed of a ward as the central station's tile shows it: the latest values (by indicator
 * code), their levels by the bed's effective thresholds, and its highest open alarm (alarm before
 * warning, then unacknowledged before acknowledged, then the newest). `at` is the time of the
 * latest values (null: nothing reported yet); `deviceAccountId` the terminal reporting them. The
 * `station:{wardId}` topic sends it again after every batch of the bed's samples and when its
 * terminal connects or goes silent.
 */
export const bedStationSchema = z.object({
  bedId: z.number(),
  wardId: z.number(),
  patientId: z.number().nullable(),
  deviceAccountId: z.number().nullable(),
  /**
   * The reporting terminal is connected (presence): false = no signal (it went silent past the
   * presence timeout, or disconnected). Absent when the bed has no reporting terminal yet.
   */
  online: z.boolean().optional(),
  at: z.string().nullable(),
  values: z.record(z.string(), z.number()),
  levels: z.record(z.string(), z.enum(STATION_LEVELS)),
  alarm: alarmSchema.nullable(),
});
export type BedStation = z.infer<typeof bedStationSchema>;

/** `GET wards/:id/station`: every bed of the ward, in the beds' order. */
export const wardStationSchema = z.object({
  wardId: z.number(),
  /** The server's presence timeout: a bed with no reading for this long shows "no signal". */
  silentAfterSeconds: z.number(),
  beds: z.array(bedStationSchema),
});
export type WardStation = z.infer<typeof wardStationSchema>;
