import { eq } from 'drizzle-orm';
import { computeServerDefinition } from '@console/contract/resources/compute-servers';
import type { Tx } from '../../db/client';
import { engineResource, type Row, type Values } from '../../engine/resource';
import { BadRequest } from '../../platform/errors';
import { deviceAccounts } from '../device-accounts/tables';
import { computeServers } from './tables';

/**
 * The account must be a compute-type device account (the engine has checked it is the company's,
 * `sameTenant`). A new or re-pointed server starts from its account's presence, with no load yet.
 */
async function computeAccount(tx: Tx, values: Values, before?: Row): Promise<Values> {
  const id = values.deviceAccountId;
  if (typeof id !== 'number' || id === before?.deviceAccountId) return values;
  const [account] = await tx
    .select({ deviceType: deviceAccounts.deviceType, online: deviceAccounts.online })
    .from(deviceAccounts)
    .where(eq(deviceAccounts.id, id));
  if (!account) throw BadRequest('error.terminalNotFound', 'deviceAccountId');
  if (account.deviceType !== 'compute') throw BadRequest('error.computeAccountType', 'deviceAccountId');
  return {
    ...values,
    online: account.online,
    currentLoad: 0,
    gpuPercent: null,
    cpuPercent: null,
    reportedAt: null,
  };
}

/** AI compute servers (ADR 0035): live fields are written by `routes.ts` from MQTT. */
export const computeServerResource = engineResource(computeServerDefinition, computeServers, {
  beforeCreate: (tx, _caller, values) => computeAccount(tx, values),
  beforeUpdate: (tx, _caller, values, before) => computeAccount(tx, values, before),
});
