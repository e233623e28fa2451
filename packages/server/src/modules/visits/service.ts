import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_WARD_VISITING,
  localTime,
  nextVisitState,
  slotStarts,
  wardVisitingSchema,
  zonedInstant,
  type VisitAction,
  type VisitPeriod,
  type VisitSlots,
  type WardVisiting,
} from '@console/contract/resources/visits';
import type { VisitState } from '@console/contract/resources/descriptions/visits';
import type { VisitEvent } from '@console/contract/realtime';
import type { Db, Tx } from '../../db/client';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import { cancelJob, scheduleJob } from '../../platform/jobs/runner';
import { beds } from '../beds/tables';
import { patients } from '../patients/tables';
import { wards } from '../wards/tables';
import { pushVisitEvent } from '../data-push/visits';
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
 * Who and where a booking for a registration goes (SPEC §4): an approved registration, a patient
 * in a bed with visiting allowed, the bed's ward and the ward's visiting settings.
 */
export async function bookingTarget(tx: Tx, registrationId: number) {
  const [registration] = await tx
    .select()
    .from(visitRegistrations)
    .where(eq(visitRegistrations.id, registrationId));
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
  return { registration, patient, bed, ward, settings };
}
type BookingTarget = Awaited<ReturnType<typeof bookingTarget>>;

/** The booking window: from now until the ward's booking days ahead. */
function inBookingWindow(target: BookingTarget, startsAt: Date, now: Date) {
  const t = startsAt.getTime();
  return t >= now.getTime() && t < now.getTime() + target.ward.bookingDays * DAY_MS;
}

/** The period whose slot grid (visit length plus buffer) starts at `startsAt`, if any. */
function periodOf(target: BookingTarget, startsAt: Date): VisitPeriod | undefined {
  const { ward, settings } = target;
  const local = localTime(startsAt);
  if (startsAt.getUTCSeconds() !== 0 || startsAt.getUTCMilliseconds() !== 0) return undefined;
  return settings.periods.find(
    (p) =>
      p.weekday === local.weekday &&
      slotStarts(p, ward.visitMinutes, settings.bufferMinutes).includes(local.minute),
  );
}

/** The slots of one hospital-local day (none on an exception date), with their periods. */
function slotsOfDay(target: BookingTarget, date: string) {
  const { ward, settings } = target;
  if (settings.exceptionDates.includes(date)) return [];
  const { weekday } = localTime(zonedInstant(date, 12 * 60));
  return settings.periods
    .filter((p) => p.weekday === weekday)
    .flatMap((period) =>
      slotStarts(period, ward.visitMinutes, settings.bufferMinutes).map((minute) => ({
        period,
        startsAt: zonedInstant(date, minute),
      })),
    )
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The period of a time that may be booked now, or the refusal a booking of it gets. */
function bookableSlot(target: BookingTarget, startsAt: Date, now: Date): VisitPeriod {
  if (!inBookingWindow(target, startsAt, now)) throw BadRequest('error.visitBookingWindow', 'startsAt');
  if (target.settings.exceptionDates.includes(localTime(startsAt).date))
    throw BadRequest('error.visitExceptionDate', 'startsAt');
  if (target.settings.periods.length === 0) throw BadRequest('error.wardNoVisiting', 'startsAt');
  const period = periodOf(target, startsAt);
  if (!period) throw BadRequest('error.visitOutsidePeriods', 'startsAt');
  return period;
}

/**
 * The booking dialog's calendar and one day's slots for a registration's patient: the booking
 * window, exception dates and visiting weekdays, then each slot of `date` with its places left
 * (from the slot counter) and why it cannot be booked now, by the rules a booking is held to.
 */
export async function visitSlotsOf(
  tx: Tx,
  registrationId: number,
  date: string | undefined,
  now: Date,
): Promise<VisitSlots> {
  const target = await bookingTarget(tx, registrationId);
  const { ward, settings } = target;
  const day = date ? slotsOfDay(target, date) : [];
  const counted = day.length
    ? await tx
        .select({ startsAt: visitSlots.startsAt, booked: visitSlots.booked })
        .from(visitSlots)
        .where(
          and(
            eq(visitSlots.wardId, ward.id),
            inArray(
              visitSlots.startsAt,
              day.map((slot) => slot.startsAt),
            ),
          ),
        )
    : [];
  const booked = new Map(counted.map((row) => [row.startsAt.getTime(), row.booked]));
  return {
    wardId: ward.id,
    firstDate: localTime(now).date,
    lastDate: localTime(new Date(now.getTime() + ward.bookingDays * DAY_MS - 1)).date,
    exceptionDates: settings.exceptionDates,
    weekdays: [...new Set(settings.periods.map((p) => p.weekday))].sort(),
    date: date ?? null,
    slots: day.map(({ period, startsAt }) => {
      const remaining = Math.max(0, period.capacity - (booked.get(startsAt.getTime()) ?? 0));
      return {
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + ward.visitMinutes * 60_000).toISOString(),
        capacity: period.capacity,
        remaining,
        refusal: !inBookingWindow(target, startsAt, now) ? 'window' : remaining === 0 ? 'full' : null,
      };
    }),
  };
}

/**
 * The checks and derived values of a booking (SPEC §4, "what users ask for"): the booking target,
 * a slot of the ward's periods inside the booking window and not on an exception date, and a
 * place left in that slot, taken here.
 */
export async function bookVisit(
  tx: Tx,
  input: { registrationId: number; visitType?: string; startsAt: string },
  now: Date,
) {
  const target = await bookingTarget(tx, input.registrationId);
  const { registration, patient, bed, ward } = target;
  const startsAt = new Date(input.startsAt);
  const period = bookableSlot(target, startsAt, now);

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
  if (to === 'cancel') {
    await noticeVisit(tx, after!, 'visitCancelled', now);
    await pushVisitEvent(tx, 'visit.cancelled', after!, now);
  }
  return after!;
}

/** The console event of a visit's state (the visit list and ward page follow it live). */
export function visitEvent(visit: Visit): VisitEvent {
  return {
    type: 'visit',
    customerId: visit.customerId,
    visit: { id: visit.id, wardId: visit.wardId, state: visit.state },
  };
}

/**
 * A discharge cancels the patient's visits not yet started (nostart, wait), in the discharge's
 * transaction, past the cancellation cutoff, with `reason`. Returns them for their live events.
 */
export async function cancelOpenVisits(tx: Tx, patientId: number, now: Date, reason: string) {
  const open = await tx
    .select({ id: visits.id })
    .from(visits)
    .where(and(eq(visits.patientId, patientId), inArray(visits.state, ['nostart', 'wait'])))
    .orderBy(visits.id);
  const cancelled: Visit[] = [];
  for (const { id } of open)
    cancelled.push(await moveVisit(tx, id, 'cancel', { now, reason, enforceCutoff: false }));
  return cancelled;
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
