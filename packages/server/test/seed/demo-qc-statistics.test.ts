import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alarms } from '../../src/modules/alarms/tables';
import { qcStatisticsTasks } from '../../src/modules/qc-statistics/tables';
import { build, DEMO_SEED_TIMEOUT, seedDemoTwice } from '../helper';

const ctx = build();

describe('demo QC statistics seed', DEMO_SEED_TIMEOUT, () => {
  it('gives the demo ICU ward one task over the last day, counted by the job code, once', async () => {
    const hospitalId = await seedDemoTwice(ctx);
    const db = ctx.database.db;
    const tasks = await db
      .select()
      .from(qcStatisticsTasks)
      .where(eq(qcStatisticsTasks.customerId, hospitalId));
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
