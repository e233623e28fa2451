import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_WARD_VISITING,
  WEEKDAYS,
  wardVisitingSchema,
  type WardVisiting,
} from '@console/contract/resources/visits';
import { VISIT_STATES, type VisitState } from '@console/contract/resources/descriptions/visits';
import type { Tx } from '../db/client';
import { beds } from '../modules/beds/tables';
import { patients } from '../modules/patients/tables';
import { storeVisitCode } from '../modules/visit-codes/service';
import { endKey, JOB_VISIT_END, JOB_VISIT_OVERDUE, overdueKey } from '../modules/visits/service';
import { visitRegistrations, visits, visitSlots, wardVisiting } from '../modules/visits/tables';
import { visitTemplates } from '../modules/visit-templates/tables';
import { wards } from '../modules/wards/tables';
import { scheduleJob } from '../platform/jobs/runner';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 10:00 in the hospital's zone (UTC+8) `days` from today. */
function tenOClock(days: number, now: Date): Date {
  const local = new Date(now.getTime() + 8 * HOUR);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 10 - 8);
  return new Date(start + days * DAY);
}

const FAMILY = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊', '赵敏', '黄强', '周丽', '吴军'];

/**
 * The demo hospital's ICU visitation: visiting hours for every ward, notice templates, family
 * registrations (approved, pending, rejected) and one visit or more in every state. A running
 * visit gets its overdue job, so the demo shows it going `over` by itself. Idempotent: a hospital
 * with visits is left as it is.
 */
export async function seedDemoVisits(tx: Tx, customerId: number, now = new Date()): Promise<void> {
  const [existing] = await tx
    .select({ id: visits.id })
    .from(visits)
    .where(eq(visits.customerId, customerId))
    .limit(1);
  if (existing) return;
  const wardRows = await tx.select().from(wards).where(eq(wards.customerId, customerId)).orderBy(wards.id);
  if (wardRows.length === 0) return;

  const settings: WardVisiting = wardVisitingSchema.parse({
    ...DEFAULT_WARD_VISITING,
    periods: WEEKDAYS.flatMap((weekday) => [
      { weekday, start: '10:00', end: '11:30', capacity: 2 },
      { weekday, start: '15:00', end: '17:00', capacity: 2 },
    ]),
    bufferMinutes: 0,
    exceptionDates: ['2027-01-01', '2027-02-06'],
    accessControllers: [{ name: 'ICU 东门', ip: '192.168.30.10', port: 8000, fence: 'ICU' }],
  });
  await tx.insert(wardVisiting).values(wardRows.map((ward) => ({ customerId, wardId: ward.id, settings })));

  await tx.insert(visitTemplates).values([
    {
      customerId,
      name: '登记通过通知',
      event: 'registrationApproved',
      channel: 'sms',
      content: '{family}您好，您探视{patient}的登记已通过。',
    },
    {
      customerId,
      name: '登记驳回通知',
      event: 'registrationRejected',
      channel: 'sms',
      content: '{family}您好，您的探视登记未通过：{reason}',
    },
    {
      customerId,
      name: '预约成功通知',
      event: 'visitBooked',
      channel: 'wechat',
      content: '已为您预约{time}探视{patient}（{ward} {bed}），探视码{code}。',
    },
    {
      customerId,
      name: '探视提醒',
      event: 'visitReminder',
      channel: 'sms',
      content: '{family}您好，您预约的探视将于{time}开始，请提前到达。',
    },
    {
      customerId,
      name: '探视取消通知',
      event: 'visitCancelled',
      channel: 'sms',
      content: '您预约{time}的探视已取消：{reason}',
    },
  ]);

  const admitted = await tx
    .select({ patient: patients, bed: beds })
    .from(patients)
    .innerJoin(beds, eq(beds.id, patients.bedId))
    .where(
      and(
        eq(patients.customerId, customerId),
        eq(patients.status, 'admitted'),
        eq(patients.visitAllowed, true),
      ),
    )
    .orderBy(patients.id);
  if (admitted.length === 0) return;
  const registrations = await tx
    .insert(visitRegistrations)
    .values(
      admitted.map(({ patient }, i) => ({
        customerId,
        patientId: patient.id,
        familyName: FAMILY[i % FAMILY.length]!,
        familyPhone: `1380013${String(8000 + i).padStart(4, '0')}`,
        relation: ['child', 'spouse', 'parent', 'sibling'][i % 4]!,
        state: 'approved',
        decidedAt: new Date(now.getTime() - 2 * DAY),
      })),
    )
    .returning();
  // Two more applications waiting for a decision and one rejected.
  await tx.insert(visitRegistrations).values([
    {
      customerId,
      patientId: admitted[0]!.patient.id,
      familyName: '孙悦',
      familyPhone: '13900139001',
      relation: 'other',
    },
    {
      customerId,
      patientId: admitted[1 % admitted.length]!.patient.id,
      familyName: '钱程',
      familyPhone: '13900139002',
      relation: 'sibling',
    },
    {
      customerId,
      patientId: admitted[2 % admitted.length]!.patient.id,
      familyName: '郑爽',
      familyPhone: '13900139003',
      relation: 'other',
      state: 'rejected',
      reason: '非直系亲属，请由直系亲属登记',
      decidedAt: new Date(now.getTime() - DAY),
    },
  ]);

  // One visit per state (and a second upcoming one), each for another admitted patient.
  const plan: { state: VisitState; startsAt: Date; startedAt?: Date; endedAt?: Date; reason?: string }[] = [
    { state: 'nostart', startsAt: tenOClock(1, now) },
    { state: 'nostart', startsAt: tenOClock(2, now) },
    { state: 'wait', startsAt: tenOClock(1, now) },
    {
      state: 'doing',
      startsAt: new Date(now.getTime() - 5 * 60_000),
      startedAt: new Date(now.getTime() - 5 * 60_000),
    },
    {
      state: 'over',
      startsAt: new Date(now.getTime() - 40 * 60_000),
      startedAt: new Date(now.getTime() - 40 * 60_000),
    },
    {
      state: 'finished',
      startsAt: tenOClock(-1, now),
      startedAt: tenOClock(-1, now),
      endedAt: new Date(tenOClock(-1, now).getTime() + 28 * 60_000),
    },
    { state: 'cancel', startsAt: tenOClock(-2, now), endedAt: tenOClock(-3, now), reason: '家属临时有事' },
    {
      state: 'exception',
      startsAt: tenOClock(-1, now),
      startedAt: tenOClock(-1, now),
      endedAt: new Date(tenOClock(-1, now).getTime() + 3 * 60_000),
      reason: '视频通话中断',
    },
  ];
  const wardOf = new Map(wardRows.map((ward) => [ward.id, ward]));
  for (const [i, entry] of plan.entries()) {
    const registration = registrations[i % registrations.length]!;
    const { patient, bed } = admitted[i % admitted.length]!;
    const ward = wardOf.get(bed.wardId)!;
    const [visit] = await tx
      .insert(visits)
      .values({
        customerId,
        registrationId: registration.id,
        patientId: patient.id,
        patientName: patient.name,
        wardId: ward.id,
        bedId: bed.id,
        familyName: registration.familyName,
        visitType: i % 3 === 2 ? 'onsite' : 'video',
        startsAt: entry.startsAt,
        minutes: ward.visitMinutes,
        overdueSeconds: ward.overdueSeconds,
        state: entry.state,
        startedAt: entry.startedAt ?? null,
        endedAt: entry.endedAt ?? null,
        reason: entry.reason ?? null,
        // the code itself is kept as a hash only, as a booking does
        code: '',
      })
      .returning();
    if (entry.state === 'nostart' || entry.state === 'wait')
      await storeVisitCode(tx, visit!.id, customerId, String(100000 + i * 7919).slice(0, 6));
    if (entry.state === 'nostart' || entry.state === 'wait')
      await tx
        .insert(visitSlots)
        .values({ customerId, wardId: ward.id, startsAt: entry.startsAt, capacity: 2, booked: 1 })
        .onConflictDoUpdate({
          target: [visitSlots.wardId, visitSlots.startsAt],
          set: { booked: sql`${visitSlots.booked} + 1` },
        });
    if (entry.state === 'doing')
      await scheduleJob(tx, {
        kind: JOB_VISIT_OVERDUE,
        key: overdueKey(visit!.id),
        payload: { visitId: visit!.id },
        runAt: new Date(entry.startedAt!.getTime() + ward.visitMinutes * 60_000),
      });
    if (entry.state === 'over')
      await scheduleJob(tx, {
        kind: JOB_VISIT_END,
        key: endKey(visit!.id),
        payload: { visitId: visit!.id },
        runAt: new Date(now.getTime() + ward.overdueSeconds * 1000),
      });
  }
  // Every state is shown (a check on the plan above as the states grow).
  const shown = new Set(plan.map((p) => p.state));
  if (VISIT_STATES.some((state) => !shown.has(state))) throw new Error('demo visits miss a state');
}
