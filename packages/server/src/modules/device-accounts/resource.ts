import { count, eq } from 'drizzle-orm';
import { ERROR_CODES, UNLIMITED } from '@console/contract';
import { deviceAccountDefinition } from '@console/contract/resources/device-accounts';
import type { Tx } from '../../db/client';
import { engineResource } from '../../engine/resource';
import { AppError } from '../../platform/errors';
import { withHashedPassword } from '../identity/tenant-users';
import { customers } from '../identity/tables';
import { terminalLoginChanged } from '../realtime/terminal-logins';
import { deviceAccounts } from './tables';

/**
 * A company never has more terminals than its `maxAccount` (SPEC §3, -1 unlimited). The company
 * row is locked first, so two creations (or the rows of one import) cannot both take the last slot.
 */
export async function assertDeviceQuota(tx: Tx, customerId: number): Promise<void> {
  const [company] = await tx
    .select({ max: customers.maxAccount })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  if (!company || company.max === UNLIMITED) return;
  const [used] = await tx
    .select({ n: count() })
    .from(deviceAccounts)
    .where(eq(deviceAccounts.customerId, customerId));
  if ((used?.n ?? 0) >= company.max)
    throw new AppError(ERROR_CODES.validation, 'error.deviceQuotaReached', 400, {
      params: { max: company.max },
    });
}

// Each write also reaches the terminal's broker login (MQTT_DYNSEC), after the commit.
export const deviceAccountResource = engineResource(deviceAccountDefinition, deviceAccounts, {
  async beforeCreate(tx, _caller, values) {
    await assertDeviceQuota(tx, values.customerId as number);
    terminalLoginChanged(values.account as string, values.password);
    return withHashedPassword(values);
  },
  beforeUpdate(_tx, _caller, values, before) {
    terminalLoginChanged(before.account as string, values.password);
    return withHashedPassword(values);
  },
  beforeDelete: (_tx, _caller, row) => terminalLoginChanged(row.account as string),
});
