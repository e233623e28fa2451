import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../src/platform/identity-tables';
import { alarms } from '../../src/modules/alarms/tables';
import { qcStatisticsTasks } from '../../src/modules/qc-statistics/tables';
import { seed } from '../../src/seed/seed';
import { build, TEST_ADMIN, DEMO_SEED_TIMEOUT } from '../helper';

const ctx = build();
const options = { adminAccount: TEST_ADMIN.account, adminPassword: TEST_ADMIN.password, demo: true };

describe('demo QC statistics seed', DEMO_SEED_TIMEOUT, () => {
  it('gives the demo ICU ward one task over the last day, counted by the job code, once', async () => {
    await seed(ctx.database.db, options);
    await seed(ctx.database.db, options);
    const db = ctx.database.db;
    const [hospital] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.account, 'demohospital'));
    const tasks = await db
      .select()
      .from(qcStatisticsTasks)
      .where(eq(qcStatisticsTasks.customerId, hospital!.id));
    expect(tasks).toHaveLength(1);
    const [task] = tasks;
    expect(task).toMatchObject({ state: 'complete', progress: 100, error: null });
    expect(task!.to.getTime() - task!.from.getTime()).toBe(24 * 60 * 60 * 1000);
    const result = task!.result!;
    expect(result.wards.map((w) => w.wardId)).toEqual([task!.wardId]);
    // The seeded alarms of that ward in the day, and a day of one-a-minute samples: full coverage of the beds that have them.
    const seeded = await db.select().from(alarms).where(eq(alarms.wardId, task!.wardId!));
    expect(result.total.alarms.warning + result.total.alarms.alarm).toBe(seeded.length);
    expect(result.total.bedDays).toBeGreaterThan(0);
    expect(result.total.coveredBedHours).toBeGreaterThan(0);
    expect(result.total.coverage).toBeGreaterThan(0);
  });
});
