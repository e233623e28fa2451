import { and, eq } from 'drizzle-orm';
import { PLATFORM_ORG_ID, ROLE_TYPES, USER_TYPES } from '@console/contract';
import { memberDefinition } from '@console/contract/resources/members';
import type { Tx } from '../../db/client';
import { engineResource, type Values } from '../../engine/resource';
import { BadRequest } from '../../platform/errors';
import { hashPassword } from '../identity/passwords';
import { revokeOtherSessions } from '../identity/sessions';
import { customers, roles, users } from '../identity/tables';

/** The tenant's member role (`cloudUser`), made on first use: it decides a member's menus. */
export async function memberRoleOf(tx: Tx, customerId: number): Promise<number> {
  const [found] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.customerId, customerId), eq(roles.value, 'cloudUser')))
    .limit(1);
  if (found) return found.id;
  const [created] = await tx
    .insert(roles)
    .values({ customerId, name: '成员', value: 'cloudUser', type: ROLE_TYPES.cloudUser })
    .returning({ id: roles.id });
  return created!.id;
}

async function withHashedPassword(values: Values): Promise<Values> {
  if (typeof values.password !== 'string') return values;
  return { ...values, password: await hashPassword(values.password) };
}

/** Members live in `users` (type 3) next to the other people who sign in (docs/adr/0005). */
export const memberResource = engineResource(
  memberDefinition,
  users,
  {
    where: () => eq(users.userType, USER_TYPES.member),
    async beforeCreate(tx, _caller, values) {
      const customerId = values.customerId as number;
      const [company] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, customerId));
      // A member belongs to a company; the platform organisation has none.
      if (!company || customerId === PLATFORM_ORG_ID)
        throw BadRequest('error.customerNotFound', 'customerId');
      return {
        ...(await withHashedPassword(values)),
        userType: USER_TYPES.member,
        roleId: await memberRoleOf(tx, customerId),
      };
    },
    async beforeUpdate(tx, _caller, values, before) {
      // A disabled member or a new password ends the member's open sessions.
      if (values.status === 0 || typeof values.password === 'string')
        await revokeOtherSessions(tx, before.id, -1);
      return withHashedPassword(values);
    },
  },
  { password: 'passwordHash' },
);
