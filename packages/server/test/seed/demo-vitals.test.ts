import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../src/platform/identity-tables';
import { patients } from '../../src/modules/patients/tables';
import { vitalSamples } from '../../src/modules/vitals/tables';
import { seed } from '../../src/seed/seed';
import { build, TEST_ADMIN, DEMO_SEED_TIMEOUT } from '../helper';

const ctx = build();
const options = { adminAccount: TEST_ADMIN.account, adminPassword: TEST_ADMIN.password, demo: true };

describe('demo vitals seed', DEMO_SEED_TIMEOUT, () => {
  it("backfills the last day of each admitted patient's vitals, one sample a minute, once", async () => {
    await seed(ctx.database.db, options);
    await seed(ctx.database.db, options);
    const db = ctx.database.db;
    const [hospital] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.account, 'demohospital'));
    const admitted = await db
      .select({ id: patients.id, bedId: patients.bedId })
      .from(patients)
      .where(eq(patients.customerId, hospital!.id));
    const perPatient = await db
      .select({
        patientId: vitalSamples.patientId,
        bedId: vitalSamples.bedId,
        n: sql<number>`count(*)::int`,
        span: sql<number>`extract(epoch from max(${vitalSamples.at}) - min(${vitalSamples.at}))::int`,
      })
      .from(vitalSamples)
      .where(eq(vitalSamples.customerId, hospital!.id))
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
