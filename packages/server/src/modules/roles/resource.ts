import { eq, inArray } from 'drizzle-orm';
import { roleDefinition } from '@console/contract/resources/roles';
import type { Tx } from '../../db/client';
import { engineResource, type Values } from '../../engine/resource';
import type { Caller } from '../../platform/caller';
import { BadRequest } from '../../platform/errors';
import { enabledApplicationKeys } from '../applications/service';
import { roles, users } from '../../platform/identity-tables';
import { menus } from '../menus/tables';

/**
 * A role may hold only menus that exist and that its tenant could grant: menus of the tenant's
 * enabled applications, and never the super-admin-only ones (SPEC §6 menu limits).
 */
async function assertGrantable(tx: Tx, caller: Caller, values: Values) {
  if (values.value === 'cloudAdmin' && !caller.isPlatform) throw BadRequest('error.forbidden', 'value');
  const ids = values.permissionIds as number[] | undefined;
  if (!ids) return;
  const unique = [...new Set(ids)];
  const found = await tx
    .select({ id: menus.id, appKey: menus.appKey, limit: menus.limit })
    .from(menus)
    .where(inArray(menus.id, unique));
  const apps = caller.isPlatform ? null : await enabledApplicationKeys(tx, caller.customerId);
  const grantable = found.filter(
    (m) => apps === null || (apps.includes(m.appKey) && m.limit !== 'superAdmin'),
  );
  if (grantable.length !== unique.length) throw BadRequest('error.menuNotAllowed', 'permissionIds');
}

export const roleResource = engineResource(roleDefinition, roles, {
  async beforeCreate(tx, caller, values) {
    await assertGrantable(tx, caller, values);
    return values;
  },
  async beforeUpdate(tx, caller, values) {
    await assertGrantable(tx, caller, values);
    return values;
  },
  async beforeDelete(tx, _caller, row) {
    const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.roleId, row.id)).limit(1);
    if (holder) throw BadRequest('error.roleInUse');
  },
});
