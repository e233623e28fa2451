import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { crossedColumns } from '../modules/alarms/service';
import { alarmEvents, alarms } from '../modules/alarms/tables';
import { beds } from '../modules/beds/tables';
import { monitoringIndicators } from '../modules/monitoring-indicators/tables';
import { patients } from '../modules/patients/tables';

const MINUTE = 60 * 1000;
/** The demo doctor's account (seed.ts), who took both alarms. */
const DOCTOR = 'doctor';

/**
 * Alarm history of the demo hospital, so the alarm lists and a bed's history are not empty before
 * the simulation raises its own: a heart-rate alarm acknowledged twenty minutes ago at the first
 * admitted patient's bed (it clears with the bed's first normal sample, as an acknowledged alarm
 * does), and at the second a SpO2 warning of three hours ago that escalated, was acknowledged,
 * cleared and audited as false (a probe off the finger). Idempotent: a hospital with alarms is
 * left alone.
 */
export async function seedDemoAlarms(tx: Tx, customerId: number, now = new Date()): Promise<void> {
  const [existing] = await tx
    .select({ id: alarms.id })
    .from(alarms)
    .where(eq(alarms.customerId, customerId))
    .limit(1);
  if (existing) return;
  const admitted = await tx
    .select({ patientId: patients.id, bedId: beds.id, wardId: beds.wardId })
    .from(patients)
    .innerJoin(beds, and(eq(beds.customerId, patients.customerId), eq(beds.id, patients.bedId)))
    .where(and(eq(patients.customerId, customerId), isNotNull(patients.bedId)))
    .orderBy(asc(patients.id))
    .limit(2);
  const indicators = await tx
    .select({
      id: monitoringIndicators.id,
      code: monitoringIndicators.code,
      alarmLow: monitoringIndicators.alarmLow,
      warningLow: monitoringIndicators.warningLow,
      warningHigh: monitoringIndicators.warningHigh,
      alarmHigh: monitoringIndicators.alarmHigh,
    })
    .from(monitoringIndicators)
    .where(
      and(
        eq(monitoringIndicators.customerId, customerId),
        inArray(monitoringIndicators.code, ['heartRate', 'spo2']),
      ),
    );
  const heartRate = indicators.find((i) => i.code === 'heartRate');
  const spo2 = indicators.find((i) => i.code === 'spo2');
  const [first, second] = admitted;
  if (!first || !second || !heartRate || !spo2) return;
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);

  const [acknowledged] = await tx
    .insert(alarms)
    .values({
      customerId,
      wardId: first.wardId,
      bedId: first.bedId,
      patientId: first.patientId,
      indicatorId: heartRate.id,
      code: 'heartRate',
      level: 'alarm',
      state: 'acknowledged',
      value: 128,
      lastValue: 124,
      ...crossedColumns(128, 'alarm', heartRate),
      ongoing: true,
      raisedAt: at(20),
      acknowledgedAt: at(18),
      acknowledgedBy: DOCTOR,
    })
    .returning();
  const [cleared] = await tx
    .insert(alarms)
    .values({
      customerId,
      wardId: second.wardId,
      bedId: second.bedId,
      patientId: second.patientId,
      indicatorId: spo2.id,
      code: 'spo2',
      level: 'warning',
      state: 'cleared',
      value: 91,
      lastValue: 97,
      ...crossedColumns(91, 'warning', spo2),
      ongoing: false,
      raisedAt: at(180),
      escalatedAt: at(175),
      acknowledgedAt: at(173),
      acknowledgedBy: DOCTOR,
      clearedAt: at(171),
      audit: 'false',
      auditReason: '血氧探头脱落',
      auditedAt: at(160),
      auditedBy: DOCTOR,
    })
    .returning();
  const ack = { customerId, alarmId: acknowledged!.id };
  const clr = { customerId, alarmId: cleared!.id };
  await tx.insert(alarmEvents).values([
    { ...ack, kind: 'raised', at: at(20), level: 'alarm', value: 128 },
    { ...ack, kind: 'acknowledged', at: at(18), by: DOCTOR },
    { ...clr, kind: 'raised', at: at(180), level: 'warning', value: 91 },
    { ...clr, kind: 'escalated', at: at(175), level: 'warning' },
    { ...clr, kind: 'acknowledged', at: at(173), by: DOCTOR },
    { ...clr, kind: 'cleared', at: at(171) },
    { ...clr, kind: 'audited', at: at(160), by: DOCTOR, note: 'false: 血氧探头脱落' },
  ]);
}
