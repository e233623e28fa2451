import { terminalStreamGroupDefinition } from '@console/contract/resources/terminal-streams';
import type { Tx } from '../../db/client';
import { assertTenantRows, liveReferences } from '../../engine/references';
import { engineResource, type Row, type Values } from '../../engine/resource';
import { videoSources } from '../video-sources/tables';
import { terminalStreamGroups } from './tables';

const SOURCES = { table: videoSources, id: videoSources.id, customerId: videoSources.customerId };

/** Members are the group's own tenant's sources; each is kept once, in the order given. */
async function members(tx: Tx, customerId: number, values: Values): Promise<Values> {
  const ids = values.videoSourceIds as number[] | null | undefined;
  if (ids === undefined) return values;
  const unique = [...new Set(ids ?? [])];
  await assertTenantRows(tx, SOURCES, customerId, unique, 'videoSourceIds', 'error.streamSourceNotFound');
  return { ...values, videoSourceIds: unique };
}

/** Sources deleted since (with their terminal or alone) drop out of their groups' answers. */
async function liveMembers(tx: Tx, rows: Row[]): Promise<Row[]> {
  const idsOf = (row: Record<string, unknown>) => (row.videoSourceIds as number[] | null) ?? [];
  const exists = await liveReferences(tx, SOURCES, rows, idsOf);
  return rows.map((row) => ({
    ...row,
    videoSourceIds: idsOf(row).filter((id) => exists(row.customerId as number, id)),
  }));
}

export const terminalStreamGroupResource = engineResource(
  terminalStreamGroupDefinition,
  terminalStreamGroups,
  {
    beforeCreate: (tx, _caller, values) => members(tx, values.customerId as number, values),
    beforeUpdate: (tx, _caller, values, before) => members(tx, before.customerId as number, values),
    present: (tx, _caller, rows) => liveMembers(tx, rows),
  },
);
