import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEMO_TERMINALS } from '@console/contract/resources/device-accounts';
import type { WardDeviceRole, WardDeviceType } from '@console/contract/resources/ward-devices';
import type { Tx } from '../db/client';
import { beds } from '../modules/beds/tables';
import { deviceAccounts } from '../modules/device-accounts/tables';
import { wardDevices } from '../modules/ward-devices/tables';
import { wards } from '../modules/wards/tables';

/** Demo terminals from this index on are the wards' equipment (the beds use the first few dozen). */
const FIRST_TERMINAL = 200;

/**
 * The demo wards' equipment: per ward a nurse station terminal, a camera at bed 1, and a
 * visitation-room terminal and tablet. Idempotent: a hospital with ward devices is left alone.
 */
export async function seedDemoWardDevices(tx: Tx, customerId: number): Promise<void> {
  const [existing] = await tx
    .select({ id: wardDevices.id })
    .from(wardDevices)
    .where(eq(wardDevices.customerId, customerId))
    .limit(1);
  if (existing) return;
  const wardRows = await tx
    .select({ id: wards.id, code: wards.code })
    .from(wards)
    .where(eq(wards.customerId, customerId))
    .orderBy(asc(wards.id));
  if (wardRows.length === 0) return;
  const accounts = Array.from({ length: wardRows.length * 3 }, (_, i) =>
    String(DEMO_TERMINALS.firstAccount + FIRST_TERMINAL + i),
  );
  const terminals = await tx
    .select({ id: deviceAccounts.id, account: deviceAccounts.account })
    .from(deviceAccounts)
    .where(and(eq(deviceAccounts.customerId, customerId), inArray(deviceAccounts.account, accounts)));
  const terminalOf = new Map(terminals.map((t) => [t.account, t.id]));
  const firstBeds = await tx
    .select({ id: beds.id, wardId: beds.wardId })
    .from(beds)
    .where(and(eq(beds.customerId, customerId), eq(beds.number, 1)));
  const bedOf = new Map(firstBeds.map((bed) => [bed.wardId, bed.id]));
  const rows = wardRows.flatMap((ward, w) => {
    const terminal = (k: number) => terminalOf.get(accounts[w * 3 + k]!) ?? null;
    const device = (
      name: string,
      type: WardDeviceType,
      role: WardDeviceRole,
      deviceAccountId: number | null,
      bedId: number | null = null,
    ) => ({ customerId, wardId: ward.id, name, type, role, deviceAccountId, bedId });
    return [
      device(`${ward.code} 护士站`, 'nurseStation', 'ward', terminal(0)),
      device(`${ward.code} 1 床摄像头`, 'camera', 'ward', null, bedOf.get(ward.id) ?? null),
      device(`${ward.code} 探视室终端`, 'terminal', 'visitingRoom', terminal(1)),
      device(`${ward.code} 探视室平板`, 'pad', 'visitingRoom', terminal(2)),
    ];
  });
  await tx.insert(wardDevices).values(rows);
}
