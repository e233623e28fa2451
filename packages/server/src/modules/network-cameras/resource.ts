import { networkCameraDefinition } from '@console/contract/resources/network-cameras';
import type { Tx } from '../../db/client';
import { assertTenantRows, liveReferences } from '../../engine/references';
import { engineResource, type Row, type Values } from '../../engine/resource';
import { deviceAccounts } from '../device-accounts/tables';
import { deleteVisitSettings } from '../visit-settings/resource';
import { networkCameras } from './tables';

export const TERMINALS = {
  table: deviceAccounts,
  id: deviceAccounts.id,
  customerId: deviceAccounts.customerId,
};

async function checkTerminal(tx: Tx, customerId: number, values: Values) {
  const id = values.deviceAccountId;
  if (typeof id === 'number')
    await assertTenantRows(tx, TERMINALS, customerId, [id], 'deviceAccountId', 'error.terminalNotFound');
}

/** A terminal deleted since shows as no terminal rather than a dangling id. */
async function withoutDanglingTerminals(tx: Tx, rows: Row[]): Promise<Row[]> {
  const terminalOf = (row: Record<string, unknown>) =>
    typeof row.deviceAccountId === 'number' ? [row.deviceAccountId] : [];
  const exists = await liveReferences(tx, TERMINALS, rows, terminalOf);
  return rows.map((row) =>
    terminalOf(row).every((id) => exists(row.customerId as number, id))
      ? row
      : { ...row, deviceAccountId: null },
  );
}

export const networkCameraResource = engineResource(networkCameraDefinition, networkCameras, {
  async beforeCreate(tx, _caller, values) {
    const customerId = values.customerId as number;
    await checkTerminal(tx, customerId, values);
    return values;
  },
  async beforeUpdate(tx, _caller, values, before) {
    await checkTerminal(tx, before.customerId as number, values);
    return values;
  },
  beforeDelete: (tx, _caller, row) => deleteVisitSettings(tx, 'camera', row.customerId as number, row.id),
  present: (tx, _caller, rows) => withoutDanglingTerminals(tx, rows),
});
