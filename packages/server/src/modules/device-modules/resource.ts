import { sql } from 'drizzle-orm';
import {
  deviceModuleAliasDefinition,
  deviceModuleDefinition,
} from '@console/contract/resources/device-modules';
import { asOwner } from '../../platform/db';
import { engineResource } from '../../engine/resource';
import { BadRequest } from '../../platform/errors';
import { deviceAccounts } from '../device-accounts/tables';
import { deviceModuleAliases, deviceModules } from './tables';

/**
 * The platform's module catalogue. A module a terminal of any tenant still enables cannot be
 * deleted (terminals name modules by key); its aliases go with it.
 */
export const deviceModuleResource = engineResource(deviceModuleDefinition, deviceModules, {
  async beforeDelete(tx, _caller, row) {
    // Terminals of every tenant count, and row-level security would hide them.
    const [user] = await asOwner(tx, () =>
      tx
        .select({ id: deviceAccounts.id })
        .from(deviceAccounts)
        .where(sql`${row.key as string} = any(${deviceAccounts.modules})`)
        .limit(1),
    );
    if (user) throw BadRequest('error.moduleInUse');
  },
});

/** Aliases: the module they name must exist (a `reference`, checked by the engine). */
export const deviceModuleAliasResource = engineResource(deviceModuleAliasDefinition, deviceModuleAliases);
