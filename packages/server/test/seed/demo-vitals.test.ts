import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { patients } from '../../src/modules/patients/tables';
import { vitalSamples } from '../../src/modules/vitals/tables';
import { build, DEMO_SEED_TIMEOUT, seedDemoTwice } from '../helper';

const ctx = build();

describe('demo vitals seed', DEMO_SEED_TIMEOUT, () => {
  it("backfills the last day of each admitted patient's vitals, one sample a minute, once", async () => {
    const hospitalId = await seedDemoTwice(ctx);
    const db = ctx.database.db;
    const admitted = await db
      .select({ id: patients.id, bedId: patients.bedId })
      .from(patients)
      .where(eq(patients.customerId, hospitalId));
    const perPatient = await db
      .select({
        patientId: vitalSamples.patientId,
        bedId: vitalSamples.bedId,
        n: sql<number>`count(*)::int`,
        span: sql<number>`extract(epoch from max(${vitalSamples.at}) - min(${vitalSamples.at}))::int`,
      })
      .from(vitalSamples)
      .where(eq(vitalSamples.customerId, hospitalId))
      .groupBy(vitalSamples.patientId, vitalSamples.bedId)
      .orderBy(vitalSamples.patientId);
    expect(perPatient).toEqual(
      admitted
        .filter((p) => p.bedId !== null)
        .sort((p, q) => p.id - q.id)
        .map((p) => ({ patientId: p.id, bedId: p.bedId, n: 1440, span: 1439 * 60 })),
    );
    expect(perPatient).toHaveLength(15);
  });
});
