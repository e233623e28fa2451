import { and, eq, ne } from 'drizzle-orm';
import { PLATFORM_ORG_ID } from '@console/contract';
import type { CompanyAppMenus, CompanyMenusSetInput } from '@console/contract/resources/company-menus';
import type { Tx } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { BadRequest, NotFound } from '../../platform/errors';
import { recordLog } from '../../platform/audit';
import { customerApplicationList } from '../applications/service';
import { customers } from '../../platform/identity-tables';
import { allMenus } from '../menus/service';
import { customerMenuPermissions } from './tables';

/** The company, never the platform organisation (it is no company and always sees everything). */
async function assertCompany(tx: Tx, customerId: number): Promise<void> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), ne(customers.id, PLATFORM_ORG_ID)));
  if (!row) throw NotFound('error.customerNotFound');
}

/** Each application the company has enabled, with its menu tree and the company's choice. */
export async function companyMenus(tx: Tx, customerId: number): Promise<CompanyAppMenus[]> {
  await assertCompany(tx, customerId);
  const apps = (await customerApplicationList(tx, customerId)).filter((app) => app.enabled);
  const chosen = new Map(
    (
      await tx
        .select()
        .from(customerMenuPermissions)
        .where(eq(customerMenuPermissions.customerId, customerId))
    ).map((row) => [row.applicationId, row.menuIds]),
  );
  return Promise.all(
    apps.map(async (app) => ({
      appId: app.id,
      key: app.key,
      name: app.name,
      english: app.english,
      menuIds: chosen.get(app.id) ?? null,
      tree: await allMenus(tx, app.key),
    })),
  );
}

/** Menu id -> parent id for one application's menus. */
function parentsOf(tree: CompanyAppMenus['tree']): Map<number, number | null> {
  const parents = new Map<number, number | null>();
  const walk = (nodes: CompanyAppMenus['tree']) => {
    for (const node of nodes) {
      parents.set(node.id, node.parentId);
      walk(node.children);
    }
  };
  walk(tree);
  return parents;
}

/**
 * Choose the menus of one enabled application the company's users may see (null: all). The
 * parents of a chosen menu are kept with it, or the menu would have nowhere to hang.
 */
export async function setCompanyMenus(
  tx: Tx,
  caller: Caller,
  customerId: number,
  input: CompanyMenusSetInput,
): Promise<CompanyAppMenus[]> {
  const before = await companyMenus(tx, customerId);
  const app = before.find((entry) => entry.appId === input.appId);
  if (!app) throw BadRequest('error.appNotEnabled', 'appId');
  if (input.menuIds === null) {
    await tx
      .delete(customerMenuPermissions)
      .where(
        and(
          eq(customerMenuPermissions.customerId, customerId),
          eq(customerMenuPermissions.applicationId, input.appId),
        ),
      );
  } else {
    const parents = parentsOf(app.tree);
    if (input.menuIds.some((id) => !parents.has(id))) throw BadRequest('error.menuNotAllowed', 'menuIds');
    const closed = new Set<number>();
    for (const id of input.menuIds) {
      for (let cursor: number | null | undefined = id; cursor != null; cursor = parents.get(cursor)) {
        if (closed.has(cursor)) break;
        closed.add(cursor);
      }
    }
    const menuIds = [...closed].sort((a, b) => a - b);
    await tx
      .insert(customerMenuPermissions)
      .values({ customerId, applicationId: input.appId, menuIds })
      .onConflictDoUpdate({
        target: [customerMenuPermissions.customerId, customerMenuPermissions.applicationId],
        set: { menuIds, updatedAt: new Date() },
      });
  }
  const after = await companyMenus(tx, customerId);
  await recordLog(tx, caller, {
    action: 'setCompanyMenus',
    resource: 'companies',
    resourceId: customerId,
    customerId,
    before: { appKey: app.key, menuIds: app.menuIds },
    after: { appKey: app.key, menuIds: after.find((entry) => entry.appId === input.appId)?.menuIds ?? null },
  });
  return after;
}
