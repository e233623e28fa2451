import { and, eq, isNotNull } from 'drizzle-orm';
import { seededRandom } from '@console/simulator/random';
import { vitalsStream } from '@console/simulator/vitals';
import type { Tx } from '../db/client';
import { beds } from '../modules/beds/tables';
import { patients } from '../modules/patients/tables';
import { ensurePartitions } from '../modules/vitals/partitions';
import { vitalSamples } from '../modules/vitals/tables';

const MINUTE = 60 * 1000;
/** One day of samples, one a minute. */
const SAMPLES = 24 * 60;

/**
 * The last day of vitals of every admitted demo patient, one sample a minute from the bed's
 * monitor (the simulator's random walk with its occasional excursions), so the monitoring records
 * chart has data on first start. One multi-row insert per bed. Idempotent: a hospital with
 * samples is left alone.
 */
export async function seedDemoVitals(tx: Tx, customerId: number, now = new Date()): Promise<void> {
  const [existing] = await tx
    .select({ at: vitalSamples.at })
    .from(vitalSamples)
    .where(eq(vitalSamples.customerId, customerId))
    .limit(1);
  if (existing) return;
  const admitted = await tx
    .select({ patientId: patients.id, bedId: beds.id, devices: beds.deviceAccountIds })
    .from(patients)
    .innerJoin(beds, and(eq(beds.customerId, patients.customerId), eq(beds.id, patients.bedId)))
    .where(and(eq(patients.customerId, customerId), isNotNull(patients.bedId)));
  const end = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const start = end - SAMPLES * MINUTE;
  await ensurePartitions(tx, new Date(start), new Date(end));
  for (const { patientId, bedId, devices } of admitted) {
    const deviceAccountId = devices[0];
    if (deviceAccountId === undefined) continue;
    const next = vitalsStream(seededRandom(bedId), 0.01);
    await tx.insert(vitalSamples).values(
      Array.from({ length: SAMPLES }, (_, i) => ({
        customerId,
        bedId,
        patientId,
        deviceAccountId,
        at: new Date(start + i * MINUTE),
        ...next(),
      })),
    );
  }
}
