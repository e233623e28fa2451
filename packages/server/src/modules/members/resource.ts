import { eq } from 'drizzle-orm';
import { ROLE_TYPES, USER_TYPES } from '@console/contract';
import { memberDefinition } from '@console/contract/resources/members';
import type { Tx } from '../../db/client';
import { engineResource } from '../../engine/resource';
import { revokeOtherSessions } from '../../platform/sessions';
import { users } from '../../platform/identity-tables';
import { assertCompany, tenantRole, withInitialPassword } from '../identity/tenant-users';
import { deleteMonitorScope } from '../monitor-scopes/resource';
import { deleteVisitSettings } from '../visit-settings/resource';

/** The tenant's member role (`cloudUser`), made on first use: it decides a member's menus. */
export const memberRoleOf = (tx: Tx, customerId: number) =>
  tenantRole(tx, customerId, { value: 'cloudUser', name: '成员', type: ROLE_TYPES.cloudUser });

/** Members live in `users` (type 3) next to the other people who sign in (docs/adr/0005). */
export const memberResource = engineResource(
  memberDefinition,
  users,
  {
    where: () => eq(users.userType, USER_TYPES.member),
    async beforeCreate(tx, _caller, values) {
      // A member belongs to a company; the platform organisation has none.
      const customerId = values.customerId as number;
      await assertCompany(tx, customerId);
      return {
        ...(await withInitialPassword(values)),
        userType: USER_TYPES.member,
        roleId: await memberRoleOf(tx, customerId),
      };
    },
    async beforeUpdate(tx, _caller, values, before) {
      // A disabled member or a new password ends the member's open sessions.
      if (values.status === 0 || typeof values.password === 'string')
        await revokeOtherSessions(tx, before.id, -1);
      return withInitialPassword(values);
    },
    beforeDelete: async (tx, _caller, row) => {
      await deleteVisitSettings(tx, 'member', row.customerId as number, row.id);
      await deleteMonitorScope(tx, 'member', row.customerId as number, row.id);
    },
  },
  { password: 'passwordHash' },
);
