import { and, eq } from 'drizzle-orm';
import { PLATFORM_ORG_ID, ROLE_TYPES, USER_TYPES } from '@console/contract';
import { adminDefinition } from '@console/contract/resources/admins';
import type { Tx } from '../../db/client';
import { engineResource, type Values } from '../../engine/resource';
import { BadRequest } from '../../platform/errors';
import { recordLog } from '../audit/service';
import { generatePassword, hashPassword } from '../identity/passwords';
import { revokeOtherSessions } from '../identity/sessions';
import { customers, roles, users } from '../identity/tables';

/** The tenant's administrator role, made on first use. */
async function adminRoleOf(tx: Tx, customerId: number): Promise<number> {
  const [found] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.customerId, customerId), eq(roles.value, 'admin')))
    .limit(1);
  if (found) return found.id;
  const [created] = await tx
    .insert(roles)
    .values({ customerId, name: '管理员', value: 'admin', type: ROLE_TYPES.admin })
    .returning({ id: roles.id });
  return created!.id;
}

async function withHashedPassword(values: Values): Promise<Values> {
  if (typeof values.password !== 'string') return values;
  return { ...values, password: await hashPassword(values.password) };
}

/** Enterprise administrators live in `users` (type 2); the API's `username` is its `account`. */
export const adminResource = engineResource(
  adminDefinition,
  users,
  {
    where: () => eq(users.userType, USER_TYPES.customerAdmin),
    async beforeCreate(tx, _caller, values) {
      // SPEC §5: the enterprise is saved before its admin is added.
      const customerId = values.customerId as number;
      const [company] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, customerId));
      if (!company || customerId === PLATFORM_ORG_ID)
        throw BadRequest('error.customerNotFound', 'customerId');
      return {
        ...(await withHashedPassword(values)),
        userType: USER_TYPES.customerAdmin,
        roleId: await adminRoleOf(tx, customerId),
      };
    },
    beforeUpdate: (_tx, _caller, values) => withHashedPassword(values),
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
