import { and, desc, eq, sql } from 'drizzle-orm';
import { fillTemplate, type VisitTemplateEvent } from '@console/contract/resources/visit-templates';
import { VISIT_TIME_ZONE } from '@console/contract/resources/visits';
import type { Db, Tx } from '../../db/client';
import { scheduleJob } from '../../platform/jobs/runner';
import { beds } from '../beds/tables';
import { pushEvent } from '../data-push/service';
import { patients } from '../patients/tables';
import { visitTemplates } from '../visit-templates/tables';
import { visitRegistrations, visits } from '../visits/tables';
import { wards } from '../wards/tables';
import { visitNotices, type VisitNotice } from './tables';

/** The job that reminds a family of a booked visit, {@link REMINDER_BEFORE_MS} before it. */
export const JOB_VISIT_REMINDER = 'visit-reminder';
export const REMINDER_BEFORE_MS = 60 * 60 * 1000;

type Executor = Tx | Db;

/** A visit's time as families read it: the hospital's local date and time. */
export function noticeTime(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: VISIT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

interface NoticeInput {
  customerId: number;
  event: VisitTemplateEvent;
  registrationId: number;
  visitId?: number | null;
  phone: string;
  values: Record<string, string>;
}

/**
 * Render the company's enabled template for the event, store the notice and push it as a
 * `notice` event to the targets that take notices, in the caller's transaction. No enabled
 * template: nothing is sent. No such target: the notice is kept as `noChannel`.
 */
export async function sendNotice(tx: Executor, input: NoticeInput, now: Date): Promise<VisitNotice | null> {
  const [template] = await tx
    .select()
    .from(visitTemplates)
    .where(
      and(
        eq(visitTemplates.customerId, input.customerId),
        eq(visitTemplates.event, input.event),
        eq(visitTemplates.enabled, true),
      ),
    )
    .orderBy(desc(visitTemplates.createdAt), desc(visitTemplates.id))
    .limit(1);
  if (!template) return null;
  const text = fillTemplate(template.content, input.values).slice(0, 1000);
  // The one-time code goes to the family but is not kept in the notice (only its hash is kept).
  const keptText = input.values.code
    ? fillTemplate(template.content, { ...input.values, code: '••••••' }).slice(0, 1000)
    : text;
  const [notice] = await tx
    .insert(visitNotices)
    .values({
      customerId: input.customerId,
      event: input.event,
      registrationId: input.registrationId,
      visitId: input.visitId ?? null,
      phone: input.phone,
      channel: template.channel,
      text: keptText,
      state: 'queued',
      createdAt: now,
    })
    .returning();
  const targets = await pushEvent(
    tx,
    input.customerId,
    'notice',
    {
      noticeId: notice!.id,
      event: input.event,
      channel: template.channel,
      phone: input.phone,
      text,
      registrationId: input.registrationId,
      visitId: input.visitId ?? null,
    },
    now,
  );
  if (targets > 0) return notice!;
  const [kept] = await tx
    .update(visitNotices)
    .set({ state: 'noChannel' })
    .where(eq(visitNotices.id, notice!.id))
    .returning();
  return kept!;
}

/** The placeholders every notice of a registration can fill: family, patient, ward, bed. */
async function registrationValues(tx: Executor, registrationId: number) {
  const [found] = await tx
    .select({
      registration: visitRegistrations,
      patient: patients.name,
      bed: beds.name,
      ward: wards.name,
    })
    .from(visitRegistrations)
    .innerJoin(patients, eq(patients.id, visitRegistrations.patientId))
    .leftJoin(beds, eq(beds.id, patients.bedId))
    .leftJoin(wards, eq(wards.id, beds.wardId))
    .where(eq(visitRegistrations.id, registrationId));
  if (!found) return null;
  return {
    registration: found.registration,
    values: {
      family: found.registration.familyName,
      patient: found.patient,
      ward: found.ward ?? '',
      bed: found.bed ?? '',
      reason: found.registration.reason ?? '',
    },
  };
}

/** A registration approved or rejected (its reason as {reason}). */
export async function noticeRegistration(
  tx: Executor,
  registrationId: number,
  event: 'registrationApproved' | 'registrationRejected',
  now: Date,
  reason?: string,
) {
  const found = await registrationValues(tx, registrationId);
  if (!found) return null;
  const { registration, values } = found;
  return sendNotice(
    tx,
    {
      customerId: registration.customerId,
      event,
      registrationId,
      phone: registration.familyPhone,
      values: { ...values, ...(reason !== undefined ? { reason } : {}) },
    },
    now,
  );
}

interface VisitFacts {
  id: number;
  registrationId: number;
  startsAt: Date;
  reason?: string | null;
}

/** A visit booked, due soon or cancelled; a booking also sends its one-time code as {code}. */
export async function noticeVisit(
  tx: Executor,
  visit: VisitFacts,
  event: 'visitBooked' | 'visitReminder' | 'visitCancelled',
  now: Date,
  code?: string,
) {
  const found = await registrationValues(tx, visit.registrationId);
  if (!found) return null;
  const { registration, values } = found;
  return sendNotice(
    tx,
    {
      customerId: registration.customerId,
      event,
      registrationId: visit.registrationId,
      visitId: visit.id,
      phone: registration.familyPhone,
      values: {
        ...values,
        time: noticeTime(visit.startsAt),
        reason: visit.reason ?? '',
        ...(code ? { code } : {}),
      },
    },
    now,
  );
}

/**
 * A visit being booked (before its row is stored): takes its id now, so the booking notice and
 * the reminder job can name it, sends the booking notice and schedules the reminder. Answers the
 * id the visit is to be stored with.
 */
export async function noticeBooking(
  tx: Tx,
  booking: { registrationId: number; startsAt: Date; code: string },
  now: Date,
): Promise<{ id: number }> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('visits', 'id'))::integer as id`);
  const id = Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id);
  await noticeVisit(tx, { id, ...booking }, 'visitBooked', now, booking.code);
  await scheduleJob(tx, {
    kind: JOB_VISIT_REMINDER,
    key: `visit-reminder:${id}`,
    payload: { visitId: id },
    runAt: new Date(Math.max(now.getTime(), booking.startsAt.getTime() - REMINDER_BEFORE_MS)),
  });
  return { id };
}

/** The reminder job: only a visit still booked and not begun is reminded of. */
export async function remindVisit(db: Db, visitId: number, now: Date) {
  const [visit] = await db.select().from(visits).where(eq(visits.id, visitId));
  if (!visit || visit.state !== 'nostart') return;
  await db.transaction((tx) => noticeVisit(tx, visit, 'visitReminder', now));
}
