import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ageMatchesIdCard, isIdCard, patientDefinition } from '@console/contract/resources/patients';
import { beds } from '../../src/modules/beds/tables';
import { patients } from '../../src/modules/patients/tables';
import { wards } from '../../src/modules/wards/tables';
import { build, DEMO_SEED_TIMEOUT, seedDemoTwice } from '../helper';

const ctx = build();

describe('demo medical seed', DEMO_SEED_TIMEOUT, () => {
  it('fills the demo hospital with wards, beds bound to terminals and patients in every state, once', async () => {
    const hospitalId = await seedDemoTwice(ctx);
    const db = ctx.database.db;
    const wardRows = await db.select().from(wards).where(eq(wards.customerId, hospitalId));
    const bedRows = await db.select().from(beds).where(eq(beds.customerId, hospitalId));
    const patientRows = await db.select().from(patients).where(eq(patients.customerId, hospitalId));
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
