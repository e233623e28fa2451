import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ageMatchesIdCard, isIdCard, patientDefinition } from '@console/contract/resources/patients';
import { beds } from '../../src/modules/beds/tables';
import { customers } from '../../src/platform/identity-tables';
import { patients } from '../../src/modules/patients/tables';
import { wards } from '../../src/modules/wards/tables';
import { seed } from '../../src/seed/seed';
import { build, TEST_ADMIN, DEMO_SEED_TIMEOUT } from '../helper';

const ctx = build();
const options = { adminAccount: TEST_ADMIN.account, adminPassword: TEST_ADMIN.password, demo: true };

describe('demo medical seed', DEMO_SEED_TIMEOUT, () => {
  it('fills the demo hospital with wards, beds bound to terminals and patients in every state, once', async () => {
    await seed(ctx.database.db, options);
    await seed(ctx.database.db, options);
    const db = ctx.database.db;
    const [hospital] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.account, 'demohospital'));
    const wardRows = await db.select().from(wards).where(eq(wards.customerId, hospital!.id));
    const bedRows = await db.select().from(beds).where(eq(beds.customerId, hospital!.id));
    const patientRows = await db.select().from(patients).where(eq(patients.customerId, hospital!.id));
    expect([wardRows.length, bedRows.length]).toEqual([3, 24]);
    expect(bedRows.filter((bed) => bed.deviceAccountIds.length === 1)).toHaveLength(24);
    const byStatus = (status: string) => patientRows.filter((p) => p.status === status).length;
    expect([byStatus('admitted'), byStatus('waiting'), byStatus('discharged')]).toEqual([15, 3, 4]);
    // Every seeded patient passes the rules a form would apply.
    for (const patient of patientRows) {
      expect(isIdCard(patient.idCard!), patient.idCard!).toBe(true);
      expect(ageMatchesIdCard(patient.idCard!, patient.age, new Date())).toBe(true);
      const form = {
        name: patient.name,
        sex: patient.sex,
        age: patient.age,
        idCard: patient.idCard,
        phone: patient.phone,
        hospitalNumber: patient.hospitalNumber,
      };
      expect(patientDefinition.schemas.create.safeParse(form).error).toBeUndefined();
    }
  });
});
