import { asc, eq, inArray, type and } from 'drizzle-orm';
import { DEFAULT_APP_KEY, menuAllows, type MenuLimit, type ShowByRole } from '@console/contract';
import { accessByRouteName } from '@console/contract/routes/catalogue';
import type { MenuNode, MenuRecord, MenuSetInput, MenuTreeRecord } from '@console/contract/resources/menus';
import type { RouteDef } from '@console/contract/routes/types';
import type { Db, Tx } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { BadRequest, Forbidden, NotFound } from '../../platform/errors';
import { recordLog } from '../../platform/audit';
import { enabledApplicationKeys } from '../applications/service';
import { roles } from '../../platform/identity-tables';
import { applications } from '../applications/tables';
import { companyMenuFilter } from './company-menus';
import { menus } from './tables';

type MenuRow = typeof menus.$inferSelect;

export function toRecord(row: MenuRow): MenuRecord {
  return {
    id: row.id,
    parentId: row.parentId,
    appKey: row.appKey,
    name: row.name,
    english: row.english,
    routeName: row.routeName,
    path: row.path,
    group: row.group,
    order: row.order,
    status: row.status,
    publish: row.publish,
    system: row.system,
    showToBar: row.showToBar,
    showByRole: row.showByRole as ShowByRole,
    limit: row.limit as MenuLimit,
    icon: row.icon,
    roles: row.roles,
    affix: row.affix,
  };
}

/** What the menu tree reads of each menu: its node and what decides who sees it. */
const TREE_COLUMNS = {
  id: menus.id,
  parentId: menus.parentId,
  path: menus.path,
  routeName: menus.routeName,
  showToBar: menus.showToBar,
  showByRole: menus.showByRole,
  name: menus.name,
  english: menus.english,
  icon: menus.icon,
  roles: menus.roles,
  affix: menus.affix,
  status: menus.status,
  publish: menus.publish,
  limit: menus.limit,
};
type TreeRow = Pick<MenuRow, keyof typeof TREE_COLUMNS>;

function toNode(row: TreeRow): MenuNode {
  return {
    id: row.id,
    parentId: row.parentId,
    path: row.path,
    name: row.routeName ?? `menu${row.id}`,
    hidden: row.showToBar === 0,
    showByRole: row.showByRole as ShowByRole,
    meta: { title: row.name, titleEn: row.english, icon: row.icon, roles: row.roles, affix: row.affix },
    children: [],
  };
}

/** Rows (already ordered) -> forest; children whose parent was filtered out are dropped. */
export function buildTree<T extends { id: number; parentId: number | null; children: T[] }>(nodes: T[]): T[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: T[] = [];
  for (const node of nodes) {
    if (node.parentId === null) roots.push(node);
    else byId.get(node.parentId)?.children.push(node);
  }
  return roots;
}

const ROUTE_ACCESS = accessByRouteName();

/**
 * Whether the caller's role holds a menu (ADR 0014): a menu it lists; a group with menu-visible
 * children (the pruning below drops it when none of them is held); a hidden page (detail, tab)
 * of a menu it holds. Without a role, nothing.
 */
function roleHolds(rows: readonly TreeRow[], permissionIds: readonly number[]) {
  const held = new Set(permissionIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const groups = new Set(rows.filter((row) => row.showToBar === 1).map((row) => row.parentId));
  const holds = (row: TreeRow): boolean => {
    if (held.has(row.id)) return true;
    if (row.showToBar === 1) return groups.has(row.id);
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    return parent !== undefined && (held.has(parent.id) || (parent.showToBar === 0 && holds(parent)));
  };
  return holds;
}

function ordered(db: Db | Tx, where: ReturnType<typeof and>) {
  return db.select().from(menus).where(where).orderBy(asc(menus.order), asc(menus.id));
}

/** The menu tree one caller sees for one application (`menu/user/tree`); statements start together. */
export async function userMenuTree(tx: Tx, caller: Caller, appKey: string | undefined): Promise<MenuNode[]> {
  const key = appKey || DEFAULT_APP_KEY;
  // Four reads that need nothing from one another, started together (one message, ADR 50).
  // Unpublished and disabled menus are read too: they still make their parent a group (pruned below).
  const [enabled, [role], companyAllows, rows] = await Promise.all([
    enabledApplicationKeys(tx, caller.customerId),
    caller.roleId
      ? tx.select({ permissionIds: roles.permissionIds }).from(roles).where(eq(roles.id, caller.roleId))
      : [],
    companyMenuFilter(tx, caller.customerId, key),
    tx.select(TREE_COLUMNS).from(menus).where(eq(menus.appKey, key)).orderBy(asc(menus.order), asc(menus.id)),
  ]);
  if (!enabled.includes(key)) return [];
  const holds = roleHolds(rows, role?.permissionIds ?? []);
  const visible = rows.filter(
    (row) =>
      row.status === 1 &&
      row.publish === 1 &&
      menuAllows(
        {
          showByRole: row.showByRole as ShowByRole,
          roles: row.roles,
          limit: row.limit as MenuLimit,
          access: (row.routeName && ROUTE_ACCESS.get(row.routeName)) || 'signedIn',
        },
        caller,
        holds(row),
      ) &&
      companyAllows(row.id),
  );
  const tree = buildTree(visible.map(toNode));
  // A group whose every page was filtered away is an empty heading: drop it.
  const hadChildren = new Set(rows.filter((r) => r.parentId !== null).map((r) => r.parentId));
  const prune = (nodes: MenuNode[]): MenuNode[] =>
    nodes
      .map((n) => ({ ...n, children: prune(n.children) }))
      .filter((n) => n.children.length > 0 || !hadChildren.has(n.id));
  return prune(tree);
}

/** Every menu record of an application (or all), as a tree, for the menu editor. */
export async function allMenus(db: Db | Tx, appKey?: string): Promise<MenuTreeRecord[]> {
  const rows = await ordered(db, appKey ? eq(menus.appKey, appKey) : undefined);
  return buildTree<MenuTreeRecord>(rows.map((row) => ({ ...toRecord(row), children: [] })));
}

async function assertParent(tx: Tx, id: number | undefined, parentId: number | null, appKey: string) {
  if (parentId === null) return;
  const [parent] = await tx.select().from(menus).where(eq(menus.id, parentId));
  if (!parent || parent.appKey !== appKey) throw BadRequest('error.menuParentInvalid', 'parentId');
  if (id === undefined) return;
  // Walk up from the new parent: meeting the menu itself would make a cycle.
  let cursor: number | null = parentId;
  while (cursor !== null) {
    if (cursor === id) throw BadRequest('error.menuCycle', 'parentId');
    const [row]: { parentId: number | null }[] = await tx
      .select({ parentId: menus.parentId })
      .from(menus)
      .where(eq(menus.id, cursor));
    cursor = row?.parentId ?? null;
  }
}

/** `menu/set`: create, or update when `id` is given. */
export async function setMenu(
  tx: Tx,
  caller: Caller,
  input: MenuSetInput & { parentId: number | null },
): Promise<MenuRecord> {
  const { id, ...values } = input;
  const [app] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.key, values.appKey));
  if (!app) throw BadRequest('error.appNotFound', 'appKey');
  await assertParent(tx, id, values.parentId, values.appKey);
  if (id === undefined) {
    const [row] = await tx.insert(menus).values(values).returning();
    await recordLog(tx, caller, { action: 'create', resource: 'menus', resourceId: row!.id, after: row });
    return toRecord(row!);
  }
  const [before] = await tx.select().from(menus).where(eq(menus.id, id));
  if (!before) throw NotFound();
  // menu/set replaces the record, except the system flag: only the catalogue sets it.
  const [row] = await tx
    .update(menus)
    .set({ ...values, system: before.system, updatedAt: new Date() })
    .where(eq(menus.id, id))
    .returning();
  await recordLog(tx, caller, { action: 'update', resource: 'menus', resourceId: id, before, after: row });
  return toRecord(row!);
}

export async function deleteMenu(tx: Tx, caller: Caller, id: number): Promise<void> {
  const [before] = await tx.select().from(menus).where(eq(menus.id, id));
  if (!before) throw NotFound();
  if (before.system === 1) throw Forbidden('error.systemMenu');
  const [child] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.parentId, id)).limit(1);
  if (child) throw BadRequest('error.menuHasChildren');
  await tx.delete(menus).where(eq(menus.id, id));
  await recordLog(tx, caller, { action: 'delete', resource: 'menus', resourceId: id, before });
}

/**
 * Bring the system menus in line with the route catalogue (seed and /initializeSysMenu):
 * a route is matched by application and route name; new routes are added, known ones updated
 * in place (ids, and so role permissions, survive), menus added by hand are left alone.
 */
export async function syncMenusFromCatalogue(
  db: Db | Tx,
  catalogue: readonly { appKey: string; routes: RouteDef[] }[],
): Promise<number> {
  let count = 0;
  for (const { appKey, routes } of catalogue) {
    const existing = await db
      .select({ id: menus.id, routeName: menus.routeName })
      .from(menus)
      .where(eq(menus.appKey, appKey));
    const idByName = new Map(existing.map((m) => [m.routeName, m.id]));
    const visit = async (nodes: RouteDef[], parentId: number | null) => {
      for (const [index, route] of nodes.entries()) {
        const values = {
          parentId,
          appKey,
          name: route.title.zh.slice(0, 32),
          english: route.title.en.slice(0, 64),
          routeName: route.name,
          path: route.path,
          order: index,
          showToBar: route.hidden ? 0 : 1,
          // Catalogue menus are the system menus: menu/del refuses them (error.systemMenu).
          system: 1,
          showByRole: route.showByRole ?? 'ALL',
          icon: route.icon ?? null,
          roles: route.roles ?? [],
          affix: route.affix ?? false,
          updatedAt: new Date(),
        };
        let id = idByName.get(route.name);
        if (id === undefined) {
          const [row] = await db.insert(menus).values(values).returning({ id: menus.id });
          id = row!.id;
        } else {
          await db.update(menus).set(values).where(eq(menus.id, id));
        }
        count += 1;
        if (route.children?.length) await visit(route.children, id);
      }
    };
    await visit(routes, null);
  }
  return count;
}

export async function menuIdsOf(db: Db | Tx, appKeys: string[]): Promise<number[]> {
  if (appKeys.length === 0) return [];
  const rows = await db.select({ id: menus.id }).from(menus).where(inArray(menus.appKey, appKeys));
  return rows.map((r) => r.id);
}
