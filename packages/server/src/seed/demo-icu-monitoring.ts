import { and, asc, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { beds } from '../modules/beds/tables';
import { criticalDevices } from '../modules/critical-devices/tables';
import { deviceAccounts } from '../modules/device-accounts/tables';
import { seedBuiltInIndicators } from '../modules/monitoring-indicators/seed';
import { wardDevices } from '../modules/ward-devices/tables';
import { customers } from '../platform/identity-tables';

/**
 * Intensive-care monitoring of the demo: the built-in indicators for every demo company with the
 * ICU module, and at each of the demo hospital's beds a patient monitor fed by a bedside terminal
 * of its own (the demo simulation runs those terminals, so every bed sends vitals). Idempotent:
 * a hospital with critical devices keeps them.
 */
export async function seedDemoIcuMonitoring(tx: Tx, hospitalId: number): Promise<void> {
  const companies = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.icuEnabled, true))
    .orderBy(asc(customers.id));
  for (const company of companies) await seedBuiltInIndicators(tx, company.id);

  const [existing] = await tx
    .select({ id: criticalDevices.id })
    .from(criticalDevices)
    .where(eq(criticalDevices.customerId, hospitalId))
    .limit(1);
  if (existing) return;
  const bedRows = await tx
    .select({ id: beds.id, wardId: beds.wardId, code: beds.code })
    .from(beds)
    .where(eq(beds.customerId, hospitalId))
    .orderBy(asc(beds.wardId), asc(beds.number));
  if (bedRows.length === 0) return;
  // Bedside terminals not already a ward's equipment (nurse station, visiting room).
  const taken = tx
    .select({ id: wardDevices.deviceAccountId })
    .from(wardDevices)
    .where(and(eq(wardDevices.customerId, hospitalId), isNotNull(wardDevices.deviceAccountId)));
  const monitors = await tx
    .select({ id: deviceAccounts.id })
    .from(deviceAccounts)
    .where(
      and(
        eq(deviceAccounts.customerId, hospitalId),
        eq(deviceAccounts.deviceType, 'bedside'),
        eq(deviceAccounts.enabled, true),
        notInArray(deviceAccounts.id, taken),
      ),
    )
    .orderBy(asc(deviceAccounts.account))
    .limit(bedRows.length);
  await tx.insert(criticalDevices).values(
    bedRows.map((bed, i) => ({
      customerId: hospitalId,
      name: `${bed.code} 监护仪`,
      type: 'monitor',
      wardId: bed.wardId,
      bedId: bed.id,
      deviceAccountId: monitors[i]?.id ?? null,
    })),
  );
}
