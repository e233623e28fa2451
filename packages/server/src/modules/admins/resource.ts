import { eq } from 'drizzle-orm';
import { ROLE_TYPES, USER_TYPES } from '@console/contract';
import { adminDefinition } from '@console/contract/resources/admins';
import type { Tx } from '../../db/client';
import { engineResource } from '../../engine/resource';
import { recordLog } from '../../platform/audit';
import { generatePassword, hashPassword } from '../identity/passwords';
import { revokeOtherSessions } from '../../platform/sessions';
import { users } from '../../platform/identity-tables';
import { assertCompany, tenantRole, withInitialPassword } from '../identity/tenant-users';

/** The tenant's administrator role, made on first use. */
const adminRoleOf = (tx: Tx, customerId: number) =>
  tenantRole(tx, customerId, { value: 'admin', name: '管理员', type: ROLE_TYPES.admin });

/** Enterprise administrators live in `users` (type 2); the API's `username` is its `account`. */
export const adminResource = engineResource(
  adminDefinition,
  users,
  {
    where: () => eq(users.userType, USER_TYPES.customerAdmin),
    async beforeCreate(tx, _caller, values) {
      // SPEC §5: the enterprise is saved before its admin is added.
      const customerId = values.customerId as number;
      await assertCompany(tx, customerId);
      return {
        ...(await withInitialPassword(values)),
        userType: USER_TYPES.customerAdmin,
        // SPEC §3 "role group": one of the company's roles, its administrator role unless chosen.
        roleId: (values.roleId as number | null | undefined) ?? (await adminRoleOf(tx, customerId)),
      };
    },
    async beforeUpdate(tx, _caller, values, before) {
      const next = await withInitialPassword(values);
      // Cleared: back to the company's administrator role (an administrator always holds one).
      if (values.roleId === null)
        return { ...next, roleId: await adminRoleOf(tx, before.customerId as number) };
      return next;
    },
    actions: {
      /** A new one-time password, shown once; its owner must change it at next login. */
      async resetPassword(tx, caller, row) {
        const password = generatePassword();
        await tx
          .update(users)
          .set({ passwordHash: await hashPassword(password), initPwd: true, updatedAt: new Date() })
          .where(eq(users.id, row.id));
        await revokeOtherSessions(tx, row.id, -1);
        await recordLog(tx, caller, {
          action: 'resetPassword',
          resource: 'admins',
          resourceId: row.id,
          customerId: row.customerId as number,
        });
        return { password };
      },
    },
  },
  { username: 'account', password: 'passwordHash' },
);
