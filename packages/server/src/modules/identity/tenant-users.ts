import { and, eq } from 'drizzle-orm';
import { PLATFORM_ORG_ID } from '@console/contract';
import type { Tx } from '../../db/client';
import type { Values } from '../../engine/resource';
import { BadRequest } from '../../platform/errors';
import { hashPassword } from './passwords';
import { customers, roles } from '../../platform/identity-tables';

/**
 * What every account kept by the engine shares (administrators, members, terminals): passwords
 * stored hashed, a company that exists, a role of that company made on first use.
 */

/** `values` with its `password`, when one is sent, replaced by its argon2id hash. */
export async function withHashedPassword(values: Values): Promise<Values> {
  if (typeof values.password !== 'string') return values;
  return { ...values, password: await hashPassword(values.password) };
}

/**
 * `values` with a password an administrator chose: hashed, and its owner must set their own at
 * first sign-in (SPEC §4 `initPwd`, defect 12).
 */
export async function withInitialPassword(values: Values): Promise<Values> {
  if (typeof values.password !== 'string') return values;
  return { ...(await withHashedPassword(values)), initPwd: true };
}

/** The company a new account joins must exist, and the platform organisation is none. */
export async function assertCompany(tx: Tx, customerId: number): Promise<void> {
  const [company] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!company || customerId === PLATFORM_ORG_ID) throw BadRequest('error.customerNotFound', 'customerId');
}

/** The company's role with this value (`admin`, `cloudUser`), made on first use. */
export async function tenantRole(
  tx: Tx,
  customerId: number,
  role: { value: string; name: string; type: number },
): Promise<number> {
  const [found] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.customerId, customerId), eq(roles.value, role.value)))
    .limit(1);
  if (found) return found.id;
  const [created] = await tx
    .insert(roles)
    .values({ customerId, ...role })
    .returning({ id: roles.id });
  return created!.id;
}
