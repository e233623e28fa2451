import { deviceGroupDefinition } from '@console/contract/resources/device-groups';
import type { Tx } from '../../db/client';
import { assertTenantRows, liveReferences } from '../../engine/references';
import { engineResource, type Row, type Values } from '../../engine/resource';
import { TERMINALS } from '../network-cameras/resource';
import { deviceGroups } from './tables';

/** Members must be terminals of the group's own tenant; each is kept once, in the order given. */
async function members(tx: Tx, customerId: number, values: Values): Promise<Values> {
  const ids = values.deviceAccountIds as number[] | null | undefined;
  if (ids === undefined) return values;
  const unique = [...new Set(ids ?? [])];
  await assertTenantRows(tx, TERMINALS, customerId, unique, 'deviceAccountIds', 'error.terminalNotFound');
  return { ...values, deviceAccountIds: unique };
}

/** Terminals deleted since drop out of their groups' answers. */
async function liveMembers(tx: Tx, rows: Row[]): Promise<Row[]> {
  const idsOf = (row: Record<string, unknown>) => (row.deviceAccountIds as number[] | null) ?? [];
  const exists = await liveReferences(tx, TERMINALS, rows, idsOf);
  return rows.map((row) => ({
    ...row,
    deviceAccountIds: idsOf(row).filter((id) => exists(row.customerId as number, id)),
  }));
}

/** Deleting a group removes the group and its memberships only; terminals are not touched. */
export const deviceGroupResource = engineResource(deviceGroupDefinition, deviceGroups, {
  beforeCreate: (tx, _caller, values) => members(tx, values.customerId as number, values),
  beforeUpdate: (tx, _caller, values, before) => members(tx, before.customerId as number, values),
  present: (tx, _caller, rows) => liveMembers(tx, rows),
});
