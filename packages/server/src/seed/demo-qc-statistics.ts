import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { beds } from '../modules/beds/tables';
import { patients } from '../modules/patients/tables';
import { countTask } from '../modules/qc-statistics/service';
import { qcStatisticsTasks } from '../modules/qc-statistics/tables';

const DAY = 24 * 60 * 60 * 1000;

/**
 * One complete QC statistics task of the demo ICU ward (the first admitted patient's) over the
 * last day, counted at seed time by the job's own code (`countTask`) over the seeded samples and
 * alarms, so the QC screen has a result on first start. Idempotent: a hospital with a task is
 * left alone.
 */
export async function seedDemoQcStatistics(tx: Tx, customerId: number, now = new Date()): Promise<void> {
  const [existing] = await tx
    .select({ id: qcStatisticsTasks.id })
    .from(qcStatisticsTasks)
    .where(eq(qcStatisticsTasks.customerId, customerId))
    .limit(1);
  if (existing) return;
  const [first] = await tx
    .select({ wardId: beds.wardId })
    .from(patients)
    .innerJoin(beds, and(eq(beds.customerId, patients.customerId), eq(beds.id, patients.bedId)))
    .where(and(eq(patients.customerId, customerId), isNotNull(patients.bedId)))
    .orderBy(asc(patients.id))
    .limit(1);
  if (!first) return;
  const [task] = await tx
    .insert(qcStatisticsTasks)
    .values({
      customerId,
      name: '重症监护室 · 最近一天',
      wardId: first.wardId,
      from: new Date(now.getTime() - DAY),
      to: now,
    })
    .returning();
  const result = await countTask(tx, task!);
  await tx
    .update(qcStatisticsTasks)
    .set({ state: 'complete', progress: 100, result })
    .where(eq(qcStatisticsTasks.id, task!.id));
}
