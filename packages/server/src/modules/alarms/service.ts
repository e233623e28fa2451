import { and, asc, desc, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  UNACKNOWLEDGED_ALARM_STATES,
  type Alarm,
  type AlarmEvent,
  type AlarmEventKind,
  type AlarmListQuery,
  type AlarmPage,
  type AlarmPriority,
  type AlarmVerdict,
  type BedStation,
} from '@console/contract/alarms';
import {
  LIMIT_FIELDS,
  crossedLimit,
  resolveThresholds,
  type AlarmLevel,
  type Limits,
  type ResolvedLimits,
} from '@console/contract/medical/alarm-levels';
import { VITAL_KEYS, type VitalKey } from '@console/contract/vitals';
import type { Db, Tx } from '../../db/client';
import { Conflict, NotFound } from '../../platform/errors';
import { cancelJob, scheduleJob } from '../../platform/jobs/runner';
import { beds } from '../beds/tables';
import { indicatorThresholds } from '../indicator-thresholds/tables';
import { monitoringIndicators } from '../monitoring-indicators/tables';
import { alarmEvents, alarms, type AlarmEventRow, type AlarmRow } from './tables';

export const JOB_ALARM_ESCALATE = 'alarm-escalate';
export const JOB_ALARM_UNSILENCE = 'alarm-unsilence';
/** The camera still of a raise or an upgrade (handled by modules/camera-snapshots). */
export const JOB_ALARM_SNAPSHOT = 'alarm-snapshot';
export const snapshotKey = (id: number) => `${JOB_ALARM_SNAPSHOT}:${id}`;
export const escalateKey = (id: number) => `${JOB_ALARM_ESCALATE}:${id}`;
export const unsilenceKey = (id: number) => `${JOB_ALARM_UNSILENCE}:${id}`;

const MINUTE = 60_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function alarmOf(row: AlarmRow): Alarm {
  return {
    id: row.id,
    customerId: row.customerId,
    wardId: row.wardId,
    bedId: row.bedId,
    patientId: row.patientId,
    indicatorId: row.indicatorId,
    code: row.code,
    level: row.level,
    state: row.state,
    value: row.value,
    lastValue: row.lastValue,
    limit: row.limitField,
    limitValue: row.limitValue,
    ongoing: row.ongoing,
    raisedAt: row.raisedAt.toISOString(),
    acknowledgedAt: iso(row.acknowledgedAt),
    acknowledgedBy: row.acknowledgedBy,
    silencedUntil: iso(row.silencedUntil),
    escalatedAt: iso(row.escalatedAt),
    clearedAt: iso(row.clearedAt),
    audit: row.audit,
    auditReason: row.auditReason,
    auditedAt: iso(row.auditedAt),
    auditedBy: row.auditedBy,
    snapshot:
      row.snapshotStatus && row.snapshotAt
        ? {
            status: row.snapshotStatus,
            takenAt: row.snapshotAt.toISOString(),
            ...(row.snapshotError ? { error: row.snapshotError } : {}),
          }
        : null,
  };
}

export function alarmEventOf(row: AlarmEventRow): AlarmEvent {
  return {
    id: row.id,
    alarmId: row.alarmId,
    kind: row.kind,
    at: row.at.toISOString(),
    by: row.by,
    level: row.level,
    value: row.value,
    note: row.note,
  };
}

// ---- thresholds of a batch's beds -------------------------------------------------------------

/** An enabled indicator as it applies at one bed: the limits resolved from indicator, ward and bed. */
export interface BedIndicator {
  customerId: number;
  wardId: number;
  bedId: number;
  indicatorId: number;
  code: string;
  persistenceMs: number;
  escalationMinutes: number;
  limits: ResolvedLimits;
}

const limitsOf = (row: Record<string, unknown>, prefix: string): Limits =>
  Object.fromEntries(LIMIT_FIELDS.map((f) => [f, row[`${prefix}${f}`] as number | null])) as Limits;

/**
 * The enabled indicators of each bed with their effective limits, in one query for all the beds
 * (read fresh for every batch: an edit of thresholds applies to the next sample). Under a tenant
 * transaction the tenant's policy applies; the ingest path reads every tenant.
 */
export async function bedIndicators(
  executor: Db | Tx,
  bedIds: number[],
): Promise<Map<number, BedIndicator[]>> {
  const result = new Map<number, BedIndicator[]>();
  if (bedIds.length === 0) return result;
  const w = alias(indicatorThresholds, 'ward_limits');
  const b = alias(indicatorThresholds, 'bed_limits');
  const rows = await executor
    .select({
      customerId: beds.customerId,
      wardId: beds.wardId,
      bedId: beds.id,
      indicatorId: monitoringIndicators.id,
      code: monitoringIndicators.code,
      persistenceSeconds: monitoringIndicators.persistenceSeconds,
      escalationMinutes: monitoringIndicators.escalationMinutes,
      i_alarmLow: monitoringIndicators.alarmLow,
      i_warningLow: monitoringIndicators.warningLow,
      i_warningHigh: monitoringIndicators.warningHigh,
      i_alarmHigh: monitoringIndicators.alarmHigh,
      w_alarmLow: w.alarmLow,
      w_warningLow: w.warningLow,
      w_warningHigh: w.warningHigh,
      w_alarmHigh: w.alarmHigh,
      b_alarmLow: b.alarmLow,
      b_warningLow: b.warningLow,
      b_warningHigh: b.warningHigh,
      b_alarmHigh: b.alarmHigh,
    })
    .from(beds)
    .innerJoin(
      monitoringIndicators,
      and(eq(monitoringIndicators.customerId, beds.customerId), eq(monitoringIndicators.enabled, true)),
    )
    .leftJoin(
      w,
      and(
        eq(w.customerId, beds.customerId),
        eq(w.indicatorId, monitoringIndicators.id),
        eq(w.wardId, beds.wardId),
        sql`${w.bedId} is null`,
      ),
    )
    .leftJoin(
      b,
      and(
        eq(b.customerId, beds.customerId),
        eq(b.indicatorId, monitoringIndicators.id),
        eq(b.bedId, beds.id),
      ),
    )
    .where(inArray(beds.id, bedIds))
    .orderBy(asc(beds.id), asc(monitoringIndicators.sort), asc(monitoringIndicators.id));
  for (const row of rows) {
    const { limits } = resolveThresholds(limitsOf(row, 'i_'), limitsOf(row, 'w_'), limitsOf(row, 'b_'));
    const list = result.get(row.bedId) ?? [];
    list.push({
      customerId: row.customerId,
      wardId: row.wardId,
      bedId: row.bedId,
      indicatorId: row.indicatorId,
      code: row.code,
      persistenceMs: row.persistenceSeconds * 1000,
      escalationMinutes: row.escalationMinutes,
      limits,
    });
    result.set(row.bedId, list);
  }
  return result;
}

/** How far a value lies beyond the normal range (0 inside it): the worst value is the furthest. */
function excess(value: number, limits: ResolvedLimits): number {
  const high = limits.warningHigh ?? limits.alarmHigh;
  const low = limits.warningLow ?? limits.alarmLow;
  if (high !== null && value > high) return value - high;
  if (low !== null && value < low) return low - value;
  return 0;
}
export const worse = (a: number, b: number, limits: ResolvedLimits) =>
  excess(b, limits) > excess(a, limits) ? b : a;

/** The value of an indicator code in a sample: one of the six columns, else `extra`. */
export function valueOf(
  sample: Partial<Record<VitalKey, number | null>> & { extra?: Record<string, number> | null },
  code: string,
): number | undefined {
  const value = (VITAL_KEYS as readonly string[]).includes(code)
    ? sample[code as VitalKey]
    : sample.extra?.[code];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

const RANK: Record<string, number> = { active: 0, silenced: 0, acknowledged: 1 };
/** The alarm a bed's tile shows: alarm before warning, unacknowledged first, then the newest. */
export function highestAlarm(open: AlarmRow[]): AlarmRow | null {
  let best: AlarmRow | null = null;
  for (const a of open) {
    if (a.state === 'cleared') continue;
    if (
      !best ||
      (a.level === 'alarm' && best.level === 'warning') ||
      (a.level === best.level &&
        (RANK[a.state]! < RANK[best.state]! ||
          (RANK[a.state] === RANK[best.state] &&
            (a.raisedAt.getTime() > best.raisedAt.getTime() ||
              (a.raisedAt.getTime() === best.raisedAt.getTime() && a.id > best.id)))))
    )
      best = a;
  }
  return best;
}

// ---- transitions ------------------------------------------------------------------------------

interface EventInput {
  kind: AlarmEventKind;
  at: Date;
  by?: string | null;
  level?: AlarmPriority | null;
  value?: number | null;
  note?: string | null;
}

async function addEvent(tx: Tx, alarm: AlarmRow, event: EventInput) {
  await tx.insert(alarmEvents).values({
    customerId: alarm.customerId,
    alarmId: alarm.id,
    kind: event.kind,
    at: event.at,
    by: event.by ?? null,
    level: event.level ?? null,
    value: event.value ?? null,
    note: event.note ?? null,
  });
}

const scheduleEscalation = (tx: Tx, alarm: AlarmRow, minutes: number, now: Date) =>
  scheduleJob(tx, {
    kind: JOB_ALARM_ESCALATE,
    key: escalateKey(alarm.id),
    payload: { alarmId: alarm.id },
    runAt: new Date(now.getTime() + minutes * MINUTE),
  });

/** The alarm's columns for the limit `value` crossed at `level` (see `crossedLimit`). */
export function crossedColumns(value: number, level: AlarmPriority, limits: Limits) {
  const crossed = crossedLimit(value, level, limits);
  return { limitField: crossed?.field ?? null, limitValue: crossed?.value ?? null };
}
/**
 * The camera still of the moment, taken by a durable job right away: evaluation never waits for
 * the camera. One attempt: a still taken later would not show the moment of the alarm.
 */
const scheduleSnapshot = (tx: Tx, alarm: AlarmRow, now: Date) =>
  scheduleJob(tx, {
    kind: JOB_ALARM_SNAPSHOT,
    key: snapshotKey(alarm.id),
    payload: { alarmId: alarm.id },
    runAt: now,
    maxAttempts: 1,
  });

export interface RaiseInput {
  indicator: BedIndicator;
  patientId: number | null;
  level: AlarmPriority;
  value: number;
  lastValue: number;
  at: Date;
}

/** A new alarm (the crossing persisted): its `raised` event and its escalation job. Null if one is open already. */
export async function raiseAlarm(tx: Tx, input: RaiseInput, now: Date): Promise<AlarmRow | null> {
  const { indicator } = input;
  const [row] = await tx
    .insert(alarms)
    .values({
      customerId: indicator.customerId,
      wardId: indicator.wardId,
      bedId: indicator.bedId,
      patientId: input.patientId,
      indicatorId: indicator.indicatorId,
      code: indicator.code,
      level: input.level,
      state: 'active',
      value: input.value,
      lastValue: input.lastValue,
      ...crossedColumns(input.value, input.level, indicator.limits),
      ongoing: true,
      raisedAt: input.at,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await addEvent(tx, row, { kind: 'raised', at: input.at, level: input.level, value: input.value });
  await scheduleEscalation(tx, row, indicator.escalationMinutes, now);
  await scheduleSnapshot(tx, row, now);
  return row;
}

/**
 * Warning → alarm in place: back to `active` (a higher priority sounds again, even if the warning
 * was acknowledged or silenced) and a new escalation period. Null if it was cleared meanwhile.
 */
export async function upgradeAlarm(
  tx: Tx,
  alarm: AlarmRow,
  change: { value: number; lastValue: number; at: Date; escalationMinutes: number; limits: Limits },
  now: Date,
): Promise<AlarmRow | null> {
  const [row] = await tx
    .update(alarms)
    .set({
      level: 'alarm',
      state: 'active',
      value: change.value,
      lastValue: change.lastValue,
      ...crossedColumns(change.value, 'alarm', change.limits),
      ongoing: true,
      acknowledgedAt: null,
      acknowledgedBy: null,
      silencedUntil: null,
      updatedAt: now,
    })
    // Cleared meanwhile (acknowledged after its condition ended): nothing to upgrade.
    .where(and(eq(alarms.id, alarm.id), ne(alarms.state, 'cleared')))
    .returning();
  if (!row) return null;
  await addEvent(tx, row, { kind: 'upgraded', at: change.at, level: 'alarm', value: change.value });
  await cancelJob(tx, unsilenceKey(alarm.id));
  await scheduleEscalation(tx, row, change.escalationMinutes, now);
  // The alarm level's moment replaces the warning's still.
  await scheduleSnapshot(tx, row, now);
  return row;
}

async function clear(tx: Tx, alarm: AlarmRow, at: Date, by: string | null): Promise<AlarmRow> {
  const [row] = await tx
    .update(alarms)
    .set({ state: 'cleared', clearedAt: at, silencedUntil: null, updatedAt: at })
    .where(eq(alarms.id, alarm.id))
    .returning();
  await addEvent(tx, row!, { kind: 'cleared', at, by });
  await cancelJob(tx, escalateKey(alarm.id));
  await cancelJob(tx, unsilenceKey(alarm.id));
  return row!;
}

/**
 * The value is back to normal: an acknowledged alarm is cleared; an unacknowledged one stays
 * (latched) with `ongoing` false until someone acknowledges it.
 */
export async function endCondition(
  tx: Tx,
  alarm: AlarmRow,
  change: { lastValue: number; at: Date },
): Promise<AlarmRow> {
  const [row] = await tx
    .update(alarms)
    .set({ ongoing: false, lastValue: change.lastValue, updatedAt: change.at })
    .where(eq(alarms.id, alarm.id))
    .returning();
  if (row!.state === 'acknowledged') return clear(tx, row!, change.at, null);
  return row!;
}

async function lockAlarm(tx: Tx, id: number): Promise<AlarmRow> {
  const [row] = await tx.select().from(alarms).where(eq(alarms.id, id)).for('update');
  if (!row) throw NotFound('error.alarmNotFound');
  return row;
}

/** Someone takes the alarm: no more sound or escalation; cleared at once when its condition has ended. */
export async function acknowledgeAlarm(tx: Tx, id: number, by: string, now: Date): Promise<AlarmRow> {
  const alarm = await lockAlarm(tx, id);
  if (alarm.state === 'cleared') throw Conflict('error.alarmCleared');
  if (alarm.state === 'acknowledged') return alarm;
  const [row] = await tx
    .update(alarms)
    .set({
      state: 'acknowledged',
      acknowledgedAt: now,
      acknowledgedBy: by,
      silencedUntil: null,
      updatedAt: now,
    })
    .where(eq(alarms.id, id))
    .returning();
  await addEvent(tx, row!, { kind: 'acknowledged', at: now, by });
  await cancelJob(tx, escalateKey(id));
  await cancelJob(tx, unsilenceKey(id));
  return row!.ongoing ? row! : clear(tx, row!, now, by);
}

/** The audible signal paused for `minutes` (at most MAX_SILENCE_MINUTES); a job ends the pause. */
export async function silenceAlarm(
  tx: Tx,
  id: number,
  minutes: number,
  by: string,
  now: Date,
): Promise<AlarmRow> {
  const alarm = await lockAlarm(tx, id);
  if (alarm.state === 'cleared') throw Conflict('error.alarmCleared');
  if (alarm.state === 'acknowledged') throw Conflict('error.alarmAcknowledged');
  const until = new Date(now.getTime() + minutes * MINUTE);
  const [row] = await tx
    .update(alarms)
    .set({ state: 'silenced', silencedUntil: until, updatedAt: now })
    .where(eq(alarms.id, id))
    .returning();
  await addEvent(tx, row!, { kind: 'silenced', at: now, by, note: String(minutes) });
  await scheduleJob(tx, {
    kind: JOB_ALARM_UNSILENCE,
    key: unsilenceKey(id),
    payload: { alarmId: id },
    runAt: until,
  });
  return row!;
}

/** The silence ran out (job): sounding again, if still silenced. Null when nothing changed. */
export async function unsilenceAlarm(tx: Tx, id: number, now: Date): Promise<AlarmRow | null> {
  const [alarm] = await tx.select().from(alarms).where(eq(alarms.id, id)).for('update');
  if (!alarm || alarm.state !== 'silenced') return null;
  if (alarm.silencedUntil && alarm.silencedUntil.getTime() > now.getTime()) return null;
  const [row] = await tx
    .update(alarms)
    .set({ state: 'active', silencedUntil: null, updatedAt: now })
    .where(eq(alarms.id, id))
    .returning();
  await addEvent(tx, row!, { kind: 'unsilenced', at: now });
  return row!;
}

/** Unacknowledged past the escalation minutes (job): marked escalated, once. Null when nothing changed. */
export async function escalateAlarm(tx: Tx, id: number, now: Date): Promise<AlarmRow | null> {
  const [alarm] = await tx.select().from(alarms).where(eq(alarms.id, id)).for('update');
  if (!alarm || !UNACKNOWLEDGED_ALARM_STATES.includes(alarm.state) || alarm.escalatedAt) return null;
  const [row] = await tx
    .update(alarms)
    .set({ escalatedAt: now, updatedAt: now })
    .where(eq(alarms.id, id))
    .returning();
  await addEvent(tx, row!, { kind: 'escalated', at: now, level: row!.level });
  return row!;
}

/** The audit of a misreported alarm (SPEC §3): confirmed or false (with a reason); may be given again. */
export async function auditAlarm(
  tx: Tx,
  id: number,
  audit: { verdict: AlarmVerdict; reason?: string | undefined },
  by: string,
  now: Date,
): Promise<AlarmRow> {
  await lockAlarm(tx, id);
  const reason = audit.reason?.trim() || null;
  const [row] = await tx
    .update(alarms)
    .set({ audit: audit.verdict, auditReason: reason, auditedAt: now, auditedBy: by, updatedAt: now })
    .where(eq(alarms.id, id))
    .returning();
  await addEvent(tx, row!, {
    kind: 'audited',
    at: now,
    by,
    note: reason ? `${audit.verdict}: ${reason}` : audit.verdict,
  });
  return row!;
}

// ---- reads -------------------------------------------------------------------------------------

export async function alarmById(tx: Tx, id: number): Promise<AlarmRow> {
  const [row] = await tx.select().from(alarms).where(eq(alarms.id, id));
  if (!row) throw NotFound('error.alarmNotFound');
  return row;
}

export async function eventsOf(tx: Tx, id: number): Promise<AlarmEvent[]> {
  await alarmById(tx, id);
  const rows = await tx
    .select()
    .from(alarmEvents)
    .where(eq(alarmEvents.alarmId, id))
    .orderBy(asc(alarmEvents.at), asc(alarmEvents.id));
  return rows.map(alarmEventOf);
}

/** Alarms newest first (raisedAt, id), keyset paged after an id (tenant wall by the transaction). */
export async function listAlarms(tx: Tx, query: AlarmListQuery): Promise<AlarmPage> {
  const filters: (SQL | undefined)[] = [
    query.wardId ? eq(alarms.wardId, query.wardId) : undefined,
    query.bedId ? eq(alarms.bedId, query.bedId) : undefined,
    query.patientId ? eq(alarms.patientId, query.patientId) : undefined,
    query.state === 'open'
      ? ne(alarms.state, 'cleared')
      : query.state
        ? eq(alarms.state, query.state)
        : undefined,
    query.level ? eq(alarms.level, query.level) : undefined,
    query.from ? gte(alarms.raisedAt, new Date(query.from)) : undefined,
    query.to ? lt(alarms.raisedAt, new Date(query.to)) : undefined,
  ];
  if (query.after) {
    const [after] = await tx
      .select({ raisedAt: alarms.raisedAt, id: alarms.id })
      .from(alarms)
      .where(eq(alarms.id, query.after));
    if (after)
      filters.push(
        or(
          lt(alarms.raisedAt, after.raisedAt),
          and(eq(alarms.raisedAt, after.raisedAt), lt(alarms.id, after.id)),
        ),
      );
  }
  const rows = await tx
    .select()
    .from(alarms)
    .where(and(...filters))
    .orderBy(desc(alarms.raisedAt), desc(alarms.id))
    .limit(query.size + 1);
  const list = rows.slice(0, query.size).map(alarmOf);
  return { list, size: query.size, next: rows.length > query.size ? list[list.length - 1]!.id : null };
}

export async function openAlarmsOf(executor: Db | Tx, bedIds: number[]): Promise<AlarmRow[]> {
  if (bedIds.length === 0) return [];
  return executor
    .select()
    .from(alarms)
    .where(and(inArray(alarms.bedId, bedIds), ne(alarms.state, 'cleared')));
}

/** The levels of a bed's values by its indicators. */
export function levelsOf(
  values: Record<string, number>,
  indicators: BedIndicator[],
  level: (value: number, limits: ResolvedLimits) => AlarmLevel,
): Record<string, AlarmLevel> {
  const levels: Record<string, AlarmLevel> = {};
  for (const indicator of indicators) {
    const value = values[indicator.code];
    if (value !== undefined) levels[indicator.code] = level(value, indicator.limits);
  }
  return levels;
}

export function stationOf(
  bed: { bedId: number; wardId: number; patientId: number | null },
  latest: { at: Date; deviceAccountId: number; online: boolean; values: Record<string, number> } | null,
  levels: Record<string, AlarmLevel>,
  alarm: AlarmRow | null,
): BedStation {
  return {
    bedId: bed.bedId,
    wardId: bed.wardId,
    patientId: bed.patientId,
    deviceAccountId: latest?.deviceAccountId ?? null,
    ...(latest ? { online: latest.online } : {}),
    at: latest ? latest.at.toISOString() : null,
    values: latest?.values ?? {},
    levels,
    alarm: alarm ? alarmOf(alarm) : null,
  };
}
