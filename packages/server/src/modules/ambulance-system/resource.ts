import { eq } from 'drizzle-orm';
import {
  ambulanceExternalSystemDefinition,
  ambulanceFunctionDefinition,
  ambulanceInterfaceLogDefinition,
  type IssuedKey,
} from '@console/contract/resources/ambulance-system';
import type { Tx } from '../../db/client';
import { engineResource, type Row } from '../../engine/resource';
import type { Caller } from '../../platform/caller';
import { recordLog } from '../../platform/audit';
import { issueKey } from './service';
import { ambulanceExternalSystems, ambulanceFunctions, ambulanceInterfaceLogs } from './tables';

/** `functionManage`: the functions of each company, one row per company (the unique rule). */
export const ambulanceFunctionResource = engineResource(ambulanceFunctionDefinition, ambulanceFunctions);

/**
 * Keys made in a create's transaction, by their hash, until the create's answer is presented:
 * the one moment the whole key is answered. Entries live for one request.
 */
const issuedIn = new WeakMap<Tx, Map<string, string>>();

/** A system's key changed (rotated, revoked), and the user log says so with prefixes only. */
async function changeKey(
  tx: Tx,
  caller: Caller,
  row: Row,
  action: 'rotateKey' | 'revoke',
  values: { keyHash?: string; keyPrefix?: string; revokedAt: Date | null },
) {
  await tx
    .update(ambulanceExternalSystems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(ambulanceExternalSystems.id, row.id));
  const state = (prefix: unknown, revokedAt: unknown) => ({
    keyPrefix: prefix,
    revokedAt: revokedAt instanceof Date ? revokedAt.toISOString() : (revokedAt ?? null),
  });
  await recordLog(tx, caller, {
    action,
    resource: 'ambulanceExternalSystems',
    resourceId: row.id,
    before: state(row.keyPrefix, row.revokedAt),
    after: state(values.keyPrefix ?? row.keyPrefix, values.revokedAt),
  });
}

/**
 * `authorizeManage`: external systems with API keys. Create makes a key (answered once as
 * `apiKey`, stored as its SHA-256); `rotateKey` replaces it (and lifts a revocation); `revoke`
 * voids it (its hash is kept, so a call with the revoked key is logged against its system).
 * Neither the key nor its hash is ever returned or logged.
 */
export const ambulanceExternalSystemResource = engineResource(
  ambulanceExternalSystemDefinition,
  ambulanceExternalSystems,
  {
    beforeCreate(tx, _caller, values) {
      const { apiKey, keyHash, keyPrefix } = issueKey();
      const pending = issuedIn.get(tx) ?? new Map<string, string>();
      pending.set(keyHash, apiKey);
      issuedIn.set(tx, pending);
      return { ...values, keyHash, keyPrefix, revokedAt: null };
    },
    present(tx, _caller, rows) {
      const pending = issuedIn.get(tx);
      if (!pending) return rows;
      issuedIn.delete(tx);
      return rows.map((row) => {
        const apiKey = typeof row.keyHash === 'string' ? pending.get(row.keyHash) : undefined;
        return apiKey ? { ...row, apiKey } : row;
      });
    },
    actions: {
      async rotateKey(tx, caller, row): Promise<IssuedKey> {
        const { apiKey, keyHash, keyPrefix } = issueKey();
        await changeKey(tx, caller, row, 'rotateKey', { keyHash, keyPrefix, revokedAt: null });
        return { id: row.id, apiKey, keyPrefix };
      },
      async revoke(tx, caller, row) {
        const revokedAt = new Date();
        await changeKey(tx, caller, row, 'revoke', { revokedAt });
        return { id: row.id, revokedAt: revokedAt.toISOString() };
      },
    },
  },
);

/** `interfaceLog`: read and exported on the engine; only the external API's hook writes it. */
export const ambulanceInterfaceLogResource = engineResource(
  ambulanceInterfaceLogDefinition,
  ambulanceInterfaceLogs,
);
