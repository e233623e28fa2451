import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_WARD_VISITING,
  localTime,
  nextVisitState,
  slotStarts,
  wardVisitingSchema,
  type VisitAction,
  type WardVisiting,
} from '@console/contract/resources/visits';
import type { VisitState } from '@console/contract/resources/descriptions/visits';
import type { Db, Tx } from '../../db/client';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import { cancelJob, scheduleJob } from '../../platform/jobs/runner';
import { beds } from '../beds/tables';
import { patients } from '../patients/tables';
import { wards } from '../wards/tables';
import { noticeVisit } from '../visit-notices/service';
import { visitRegistrations, visits, visitSlots, wardVisiting } from './tables';

type Executor = Db | Tx;
export type Visit = typeof visits.$inferSelect;

/** Job kinds of this area. */
export const JOB_VISIT_OVERDUE = 'visit-overdue';
export const JOB_VISIT_END = 'visit-end';
export const JOB_VISITOR_PURGE = 'visitor-purge';
export const overdueKey = (visitId: number) => `visit-overdue:${visitId}`;
export const endKey = (visitId: number) => `visit-end:${visitId}`;
export const purgeKey = (visitId: number) => `visitor-purge:${visitId}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A ward's visiting settings, the defaults until first saved; the ward must be the caller's. */
export async function readVisiting(tx: Executor, wardId: number) {
  const [ward] = await tx.select().from(wards).where(eq(wards.id, wardId));
  if (!ward) throw NotFound('error.wardNotFound');
  const [row] = await tx.select().from(wardVisiting).where(eq(wardVisiting.wardId, wardId));
  return { ward, settings: row?.settings ?? DEFAULT_WARD_VISITING };
}

export async function saveVisiting(tx: Tx, wardId: number, input: WardVisiting): Promise<WardVisiting> {
  const settings = wardVisitingSchema.parse(input);
  const { ward } = await readVisiting(tx, wardId);
  await tx
    .insert(wardVisiting)
    .values({ customerId: ward.customerId, wardId, settings })
    .onConflictDoUpdate({ target: wardVisiting.wardId, set: { settings, updatedAt: new Date() } });
  return settings;
}

function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { constraint, cause } = current as { constraint?: unknown; cause?: unknown };
    if (typeof constraint === 'string') return constraint;
    current = cause;
  }
  return undefined;
}

/**
 * The checks and derived values of a booking (SPEC §4, "what users ask for"): an approved
 * registration, a patient in a bed with visiting allowed, a slot of the ward's periods inside the
 * booking window and not on an exception date, and a place left in that slot, taken here.
 */
export async function bookVisit(
  tx: Tx,
  input: { registrationId: number; visitType?: string; startsAt: string },
  now: Date,
) {
  const [registration] = await tx
    .select()
    .from(visitRegistrations)
    .where(eq(visitRegistrations.id, input.registrationId));
  if (!registration) throw BadRequest('error.registrationNotFound', 'registrationId');
  if (registration.state !== 'approved') throw BadRequest('error.registrationNotApproved', 'registrationId');
  const [patient] = await tx.select().from(patients).where(eq(patients.id, registration.patientId));
  if (!patient) throw BadRequest('error.patientNotFound', 'registrationId');
  if (!patient.visitAllowed) throw BadRequest('error.visitPatientNotAllowed', 'registrationId');
  if (patient.status !== 'admitted' || !patient.bedId)
    throw BadRequest('error.visitPatientNotAdmitted', 'registrationId');
  const [bed] = await tx.select().from(beds).where(eq(beds.id, patient.bedId));
  if (!bed) throw BadRequest('error.bedNotFound', 'registrationId');
  const { ward, settings } = await readVisiting(tx, bed.wardId);

  const startsAt = new Date(input.startsAt);
  if (startsAt.getTime() < now.getTime() || startsAt.getTime() >= now.getTime() + ward.bookingDays * DAY_MS)
    throw BadRequest('error.visitBookingWindow', 'startsAt');
  const local = localTime(startsAt);
  if (settings.exceptionDates.includes(local.date)) throw BadRequest('error.visitExceptionDate', 'startsAt');
  if (settings.periods.length === 0) throw BadRequest('error.wardNoVisiting', 'startsAt');
  const period = settings.periods.find(
    (p) =>
      p.weekday === local.weekday &&
      startsAt.getUTCSeconds() === 0 &&
      startsAt.getUTCMilliseconds() === 0 &&
      slotStarts(p, ward.visitMinutes, settings.bufferMinutes).includes(local.minute),
  );
  if (!period) throw BadRequest('error.visitOutsidePeriods', 'startsAt');

  try {
    await tx
      .insert(visitSlots)
      .values({
        customerId: ward.customerId,
        wardId: ward.id,
        startsAt,
        capacity: period.capacity,
        booked: 1,
      })
      .onConflictDoUpdate({
        target: [visitSlots.wardId, visitSlots.startsAt],
        set: { booked: sql`${visitSlots.booked} + 1`, capacity: period.capacity },
      });
  } catch (error) {
    if (constraintOf(error) === 'visit_slots_capacity_check')
      throw Conflict('error.visitSlotFull', 'startsAt');
    throw error;
  }
  return {
    registrationId: registration.id,
    patientId: patient.id,
    patientName: patient.name,
    wardId: ward.id,
    bedId: bed.id,
    familyName: registration.familyName,
    visitType: input.visitType ?? 'video',
    startsAt,
    minutes: ward.visitMinutes,
    overdueSeconds: ward.overdueSeconds,
    state: 'nostart' as const,
    code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
  };
}

export interface MoveOptions {
  now: Date;
  reason?: string | undefined;
  /** Staff cancelling are held to the ward's cutoff; the system (a discharge) is not. */
  enforceCutoff?: boolean;
}

/**
 * The state machine (SPEC §4): `action` from the visit's current state or a clear refusal.
 * Starting schedules the overdue job at the end of the booked duration; overdue schedules the
 * end of the call after the grace; every end drops what was scheduled and schedules the purge.
 */
export async function moveVisit(tx: Executor, visitId: number, action: VisitAction, options: MoveOptions) {
  const [visit] = await tx.select().from(visits).where(eq(visits.id, visitId)).for('update');
  if (!visit) throw NotFound('error.notFound');
  const to = nextVisitState(visit.state as VisitState, action);
  if (!to) throw BadRequest('error.visitTransition');
  const { now } = options;
  const changes: Partial<Visit> = { state: to, updatedAt: now };
  if (action === 'exception' && !options.reason) throw BadRequest('error.visitReasonRequired', 'reason');
  if (options.reason && (action === 'cancel' || action === 'exception')) changes.reason = options.reason;
  if (action === 'cancel') {
    const { settings } = await readVisiting(tx, visit.wardId);
    if (
      options.enforceCutoff !== false &&
      visit.startsAt.getTime() - settings.cancelCutoffHours * 3_600_000 < now.getTime()
    )
      throw BadRequest('error.visitCancelCutoff');
    await tx
      .update(visitSlots)
      .set({ booked: sql`greatest(${visitSlots.booked} - 1, 0)` })
      .where(and(eq(visitSlots.wardId, visit.wardId), eq(visitSlots.startsAt, visit.startsAt)));
  }
  if (to === 'doing') {
    changes.startedAt = now;
    await scheduleJob(tx, {
      kind: JOB_VISIT_OVERDUE,
      key: overdueKey(visit.id),
      payload: { visitId: visit.id },
      runAt: new Date(now.getTime() + visit.minutes * 60_000),
    });
  }
  if (to === 'over')
    await scheduleJob(tx, {
      kind: JOB_VISIT_END,
      key: endKey(visit.id),
      payload: { visitId: visit.id },
      runAt: new Date(now.getTime() + visit.overdueSeconds * 1000),
    });
  if (to === 'finished' || to === 'cancel' || to === 'exception') {
    changes.endedAt = now;
    await cancelJob(tx, overdueKey(visit.id));
    await cancelJob(tx, endKey(visit.id));
    const { settings } = await readVisiting(tx, visit.wardId);
    await scheduleJob(tx, {
      kind: JOB_VISITOR_PURGE,
      key: purgeKey(visit.id),
      payload: { visitId: visit.id },
      runAt: new Date(now.getTime() + settings.purgeDays * DAY_MS),
    });
  }
  const [after] = await tx.update(visits).set(changes).where(eq(visits.id, visit.id)).returning();
  if (to === 'cancel') await noticeVisit(tx, after!, 'visitCancelled', now);
  return after!;
}

/**
 * Removes a visitor's personal data once a visit's purge time has come: the visit's family name,
 * then the registration's name and phone when none of its visits is still open or recent.
 */
export async function purgeVisitor(db: Db, visitId: number, now: Date) {
  const [visit] = await db
    .update(visits)
    .set({ familyName: '', reason: null, updatedAt: now })
    .where(eq(visits.id, visitId))
    .returning();
  if (!visit) return;
  const { settings } = await readVisiting(db, visit.wardId).catch(() => ({
    settings: DEFAULT_WARD_VISITING,
  }));
  const cutoff = new Date(now.getTime() - settings.purgeDays * DAY_MS);
  const [open] = await db
    .select({ id: visits.id })
    .from(visits)
    .where(
      and(
        eq(visits.registrationId, visit.registrationId),
        sql`(${visits.endedAt} is null or ${visits.endedAt} > ${cutoff})`,
      ),
    )
    .limit(1);
  if (open) return;
  await db
    .update(visitRegistrations)
    .set({ familyName: '', familyPhone: '', purgedAt: now, updatedAt: now })
    .where(eq(visitRegistrations.id, visit.registrationId));
}

/** Whether a terminal is bound to the visit's bed (it may report the visit's call). */
export async function terminalMayReport(db: Db, visit: Visit, deviceAccountId: number): Promise<boolean> {
  const [bed] = await db
    .select({ id: beds.id })
    .from(beds)
    .where(and(eq(beds.id, visit.bedId), sql`${deviceAccountId} = any(${beds.deviceAccountIds})`));
  return Boolean(bed);
}
