import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { applications } from '../applications/tables';
import { customerMenuPermissions } from '../companies/tables';

/**
 * The company's menu permissions for one application (SPEC §6): which of its menus the company's
 * users may see at all. Without a choice, every menu; the platform organisation has none.
 */
export async function companyMenuFilter(
  tx: Tx,
  customerId: number,
  appKey: string,
): Promise<(menuId: number) => boolean> {
  const [row] = await tx
    .select({ menuIds: customerMenuPermissions.menuIds })
    .from(customerMenuPermissions)
    .innerJoin(applications, eq(applications.id, customerMenuPermissions.applicationId))
    .where(and(eq(customerMenuPermissions.customerId, customerId), eq(applications.key, appKey)));
  if (!row) return () => true;
  const allowed = new Set(row.menuIds);
  return (menuId) => allowed.has(menuId);
}
