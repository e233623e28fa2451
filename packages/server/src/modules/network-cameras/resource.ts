import { visitPeriodIssues, networkCameraDefinition } from '@console/contract/resources/network-cameras';
import type { Tx } from '../../db/client';
import { assertTenantRows, liveReferences } from '../../engine/references';
import { engineResource, type Row, type Values } from '../../engine/resource';
import { BadRequest } from '../../platform/errors';
import { enabledApplicationKeys } from '../applications/service';
import { deviceAccounts } from '../device-accounts/tables';
import { networkCameras } from './tables';

export const TERMINALS = {
  table: deviceAccounts,
  id: deviceAccounts.id,
  customerId: deviceAccounts.customerId,
};

const VISIT_FIELDS = ['visitDays', 'visitStart', 'visitEnd', 'visitMinutes'] as const;

/**
 * Visiting is an ICU family visitation setting (catalogue tab `cameraVisitSetting`, requiresApp
 * icu): a tenant without that application cannot switch it on or set its periods.
 */
async function checkVisit(tx: Tx, customerId: number, values: Values, merged: Values) {
  const configures =
    values.visitAllowed === true ||
    VISIT_FIELDS.some((field) => values[field] !== undefined && values[field] !== null);
  if (configures && !(await enabledApplicationKeys(tx, customerId)).includes('icu'))
    throw BadRequest('error.icuNotEnabled', 'visitAllowed');
  const [issue] = visitPeriodIssues(merged);
  if (issue) throw BadRequest(issue.message, issue.path);
}

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
    await checkVisit(tx, customerId, values, values);
    return values;
  },
  async beforeUpdate(tx, _caller, values, before) {
    const customerId = before.customerId as number;
    await checkTerminal(tx, customerId, values);
    await checkVisit(tx, customerId, values, { ...before, ...values });
    return values;
  },
  present: (tx, _caller, rows) => withoutDanglingTerminals(tx, rows),
});
