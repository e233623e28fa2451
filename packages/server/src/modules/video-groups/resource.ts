import {
  videoCellIssue,
  videoGroupDefinition,
  type VideoCell,
} from '@console/contract/resources/video-groups';
import type { Tx } from '../../db/client';
import { assertTenantRows, liveReferences } from '../../engine/references';
import { engineResource, type Row, type Values } from '../../engine/resource';
import { BadRequest } from '../../platform/errors';
import { deviceAccounts } from '../device-accounts/tables';
import { networkCameras } from '../network-cameras/tables';
import { videoGroups } from './tables';

// Cells are structured values, not `reference` fields: their sources are checked here.
const CAMERAS = { table: networkCameras, id: networkCameras.id, customerId: networkCameras.customerId };
const TERMINALS = { table: deviceAccounts, id: deviceAccounts.id, customerId: deviceAccounts.customerId };

const idsOf = (cells: readonly VideoCell[], source: VideoCell['source']) =>
  cells.filter((cell) => cell.source === source).map((cell) => cell.id);

/** The cells fit the (possibly unchanged) split and show only the tenant's own sources. */
async function checkCells(tx: Tx, customerId: number, values: Values, merged: Values) {
  const issue = videoCellIssue(merged);
  if (issue) throw BadRequest(issue, 'cells');
  const cells = values.cells as VideoCell[] | undefined;
  if (!cells) return;
  await assertTenantRows(tx, CAMERAS, customerId, idsOf(cells, 'camera'), 'cells', 'error.cameraNotFound');
  await assertTenantRows(
    tx,
    TERMINALS,
    customerId,
    idsOf(cells, 'terminal'),
    'cells',
    'error.terminalNotFound',
  );
}

/** Sources deleted since leave their cell. */
async function liveCells(tx: Tx, rows: Row[]): Promise<Row[]> {
  const cellsOf = (row: Record<string, unknown>) => (row.cells as VideoCell[] | null) ?? [];
  const camera = await liveReferences(tx, CAMERAS, rows, (row) => idsOf(cellsOf(row), 'camera'));
  const terminal = await liveReferences(tx, TERMINALS, rows, (row) => idsOf(cellsOf(row), 'terminal'));
  return rows.map((row) => ({
    ...row,
    cells: cellsOf(row).filter((cell) =>
      (cell.source === 'camera' ? camera : terminal)(row.customerId as number, cell.id),
    ),
  }));
}

export const videoGroupResource = engineResource(videoGroupDefinition, videoGroups, {
  async beforeCreate(tx, _caller, values) {
    await checkCells(tx, values.customerId as number, values, values);
    return values;
  },
  async beforeUpdate(tx, _caller, values, before) {
    await checkCells(tx, before.customerId as number, values, { ...before, ...values });
    return values;
  },
  present: (tx, _caller, rows) => liveCells(tx, rows),
});
