import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { beds } from '../beds/tables';
import { collectionBoxes } from '../collection-boxes/tables';
import { criticalDevices } from '../critical-devices/tables';
import { indicatorThresholds } from '../indicator-thresholds/tables';
import { releaseBeds } from '../patients/service';
import { patients } from '../patients/tables';
import { wardDevices } from '../ward-devices/tables';

/**
 * What goes with a ward or a bed (SPEC §5 "deleting a ward, bed ... removes everything beneath
 * it"), counted for the confirmation before it happens. Each entry counts rows beneath the given
 * ward or bed; areas that hang rows beneath a ward (visiting periods, visits) add theirs here.
 * Patients are not deleted: those in the beds go back to waiting, and the confirmation says so.
 */
export interface Dependent {
  key: string;
  ward?: (tx: Tx, customerId: number, wardId: number) => Promise<number>;
  bed?: (tx: Tx, customerId: number, bedId: number) => Promise<number>;
}

async function countOf(
  tx: Tx,
  table:
    | typeof beds
    | typeof collectionBoxes
    | typeof patients
    | typeof wardDevices
    | typeof indicatorThresholds
    | typeof criticalDevices,
  where: SQL | undefined,
) {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

export const DEPENDENTS: Dependent[] = [
  {
    key: 'beds',
    ward: (tx, customerId, wardId) =>
      countOf(tx, beds, and(eq(beds.customerId, customerId), eq(beds.wardId, wardId))),
  },
  {
    key: 'collectionBoxes',
    ward: (tx, customerId, wardId) =>
      countOf(
        tx,
        collectionBoxes,
        and(eq(collectionBoxes.customerId, customerId), eq(collectionBoxes.wardId, wardId)),
      ),
    bed: (tx, customerId, bedId) =>
      countOf(
        tx,
        collectionBoxes,
        and(eq(collectionBoxes.customerId, customerId), eq(collectionBoxes.bedId, bedId)),
      ),
  },
  {
    // Devices of the ward, and those placed at the bed (they go with it).
    key: 'wardDevices',
    ward: (tx, customerId, wardId) =>
      countOf(tx, wardDevices, and(eq(wardDevices.customerId, customerId), eq(wardDevices.wardId, wardId))),
    bed: (tx, customerId, bedId) =>
      countOf(tx, wardDevices, and(eq(wardDevices.customerId, customerId), eq(wardDevices.bedId, bedId))),
  },
  {
    // The ward's limits and its beds' overrides; those of the bed.
    key: 'indicatorThresholds',
    ward: (tx, customerId, wardId) =>
      countOf(
        tx,
        indicatorThresholds,
        and(eq(indicatorThresholds.customerId, customerId), eq(indicatorThresholds.wardId, wardId)),
      ),
    bed: (tx, customerId, bedId) =>
      countOf(
        tx,
        indicatorThresholds,
        and(eq(indicatorThresholds.customerId, customerId), eq(indicatorThresholds.bedId, bedId)),
      ),
  },
  {
    key: 'criticalDevices',
    ward: (tx, customerId, wardId) =>
      countOf(
        tx,
        criticalDevices,
        and(eq(criticalDevices.customerId, customerId), eq(criticalDevices.wardId, wardId)),
      ),
    bed: (tx, customerId, bedId) =>
      countOf(
        tx,
        criticalDevices,
        and(eq(criticalDevices.customerId, customerId), eq(criticalDevices.bedId, bedId)),
      ),
  },
  {
    key: 'patients',
    ward: async (tx, customerId, wardId) => {
      const ids = await wardBedIds(tx, customerId, wardId);
      return ids.length === 0
        ? 0
        : countOf(tx, patients, and(eq(patients.customerId, customerId), inArray(patients.bedId, ids)));
    },
    bed: (tx, customerId, bedId) =>
      countOf(tx, patients, and(eq(patients.customerId, customerId), eq(patients.bedId, bedId))),
  },
];

export async function wardBedIds(tx: Tx, customerId: number, wardId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: beds.id })
    .from(beds)
    .where(and(eq(beds.customerId, customerId), eq(beds.wardId, wardId)));
  return rows.map((row) => row.id);
}

/** Counts of what deleting the ward (or bed) takes with it, by dependent key; zeros left out. */
export async function deletionCounts(
  tx: Tx,
  kind: 'ward' | 'bed',
  customerId: number,
  id: number,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const dependent of DEPENDENTS) {
    const counter = dependent[kind];
    if (!counter) continue;
    const n = await counter(tx, customerId, id);
    if (n > 0) counts[dependent.key] = n;
  }
  return counts;
}

/** Before a bed goes: its patients back to waiting, its collection boxes unbound. */
export async function clearBeds(tx: Tx, customerId: number, bedIds: number[]) {
  if (bedIds.length === 0) return;
  await releaseBeds(tx, customerId, bedIds);
  await tx
    .update(collectionBoxes)
    .set({ bedId: null, updatedAt: new Date() })
    .where(and(eq(collectionBoxes.customerId, customerId), inArray(collectionBoxes.bedId, bedIds)));
}
