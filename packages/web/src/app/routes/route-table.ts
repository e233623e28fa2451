import { DEFAULT_APP_KEY } from '@console/contract/access/applications';
import type { AccessRule, ShowByRole } from '@console/contract/access/identity';
import { menuAllows, type Viewer } from '@console/contract/access/menu-access';
import type { MenuNode } from '@console/contract/resources/menus';
import { catalogueForApps, flattenCatalogue } from '@console/contract/routes/catalogue';
import { FIXED_ROUTES, PUBLIC_ROUTE_PATHS, ROOT_REDIRECT } from '@console/contract/routes/fixed-routes';
import type { AppRoutes, RouteDef } from '@console/contract/routes/types';
import { fullPath, walkRoutes } from '@console/contract/routes/walk';

/**
 * Pure building of the console's route table (SPEC §2, §4): the fixed routes, the catalogue
 * routes of every enabled application, and whatever the server's menu tree adds on top.
 */

export interface RouteTitle {
  zh: string;
  en: string;
}

export interface TrailItem {
  name: string;
  path: string;
  title: RouteTitle;
}

export interface AppRoute {
  /** Catalogue route name (unique); menu-only nodes use the menu name or path. */
  name: string;
  /** Absolute React Router path (`/baseinfo/companyDetail/:id`). */
  path: string;
  title: RouteTitle;
  icon: string | null;
  hidden: boolean;
  affix: boolean;
  roles: string[];
  showByRole: ShowByRole;
  /** The access rule of the page's API (ADR 0014). */
  access: AccessRule;
  /** The application the route belongs to; null for the fixed routes. */
  appKey: string | null;
  /** Whether the signed-in user may open it (ADR 0014): otherwise the route shows /401. */
  allowed: boolean;
  newTab: boolean;
  /** A group with visible children: navigating to it goes to this child (SPEC §4). */
  redirect: string | null;
  /** Ancestors then this route, for the breadcrumb. */
  trail: TrailItem[];
  /** Not a page of its own for the tags view (404, 401, refresh). */
  noTag: boolean;
}

/** SPEC `{id}` / `{id?}` and the catalogue's `:path*` written the way React Router reads them. */
export function toRouterPath(path: string): string {
  return path
    .replace(/\{(\w+)\?\}/g, ':$1?')
    .replace(/\{(\w+)\}/g, ':$1')
    .replace(/:\w+\*$/, '*');
}

/**
 * The URL that opens a route pattern whose params are all optional: those are left out
 * (`/schoolVod/videoTypeList/:product?` opens as `/schoolVod/videoTypeList`).
 */
export function pageUrl(path: string): string {
  return path.replace(/\/:\w+\?(?=\/|$)/g, '') || '/';
}

export function isExternalPath(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

/** True when the path needs a value to be navigable (a required `:param` or a splat). */
export function hasParams(path: string): boolean {
  return /(^|\/)(\*|:\w+)(?=\/|$)/.test(path);
}

const NO_TAG_NAMES = new Set(['notFound', 'noPermission', 'redirect']);

function firstVisibleChildPath(route: RouteDef, path: string): string | null {
  for (const child of route.children ?? []) {
    if (child.hidden) continue;
    const childPath = toRouterPath(fullPath(path, child.path));
    if (isExternalPath(child.path)) continue;
    if (child.children?.some((c) => !c.hidden)) {
      const deeper = firstVisibleChildPath(child, childPath);
      if (deeper) return deeper;
      continue;
    }
    if (!hasParams(childPath)) return pageUrl(childPath);
  }
  return null;
}

function fromDef(
  route: RouteDef,
  appKey: string | null,
  path: string,
  ancestors: readonly RouteDef[],
  ancestorPaths: string[],
): AppRoute {
  const routerPath = toRouterPath(path);
  const trail: TrailItem[] = ancestors.map((a, i) => ({
    name: a.name,
    path: ancestorPaths[i] ?? '',
    title: a.title,
  }));
  trail.push({ name: route.name, path: routerPath, title: route.title });
  return {
    name: route.name,
    path: routerPath,
    title: route.title,
    icon: route.icon ?? null,
    hidden: route.hidden ?? false,
    affix: route.affix ?? false,
    roles: route.roles ?? [],
    showByRole: route.showByRole ?? 'ALL',
    access: route.access ?? 'signedIn',
    appKey,
    allowed: true,
    newTab: route.newTab ?? false,
    redirect: firstVisibleChildPath(route, routerPath),
    trail,
    noTag: NO_TAG_NAMES.has(route.name),
  };
}

function addTree(
  table: Map<string, AppRoute>,
  appKey: string | null,
  routes: readonly RouteDef[],
  parentPath = '',
  parentAncestors: readonly RouteDef[] = [],
  parentAncestorPaths: string[] = [],
): void {
  const pathsByDepth: string[] = [...parentAncestorPaths];
  walkRoutes(
    routes,
    (entry) => {
      const depth = entry.depth;
      pathsByDepth.length = depth;
      const routerPath = toRouterPath(entry.fullPath);
      pathsByDepth[depth] = routerPath;
      if (isExternalPath(entry.route.path) || PUBLIC_ROUTE_PATHS.includes(routerPath)) return false;
      if (!table.has(routerPath)) {
        table.set(
          routerPath,
          fromDef(entry.route, appKey, entry.fullPath, entry.ancestors, pathsByDepth.slice(0, depth)),
        );
      }
      return true;
    },
    parentPath,
    parentAncestors,
  );
}

function titleOfMenu(node: MenuNode): RouteTitle {
  return { zh: node.meta.title, en: node.meta.titleEn || node.meta.title };
}

export interface RouteTableInput {
  /** The current application's menu tree from the server. */
  menuTree: readonly MenuNode[];
  /** Keys of the applications enabled for the user. */
  enabledApps: readonly string[];
  /** The application `menuTree` is of (absent: the server's default). */
  appKey?: string;
  /** The signed-in user: decides `allowed` (absent in tests of the table's shape: all allowed). */
  viewer?: Viewer;
  catalogue?: readonly AppRoutes[];
}

/**
 * The route table, keyed by router path. Catalogue routes of enabled applications come first
 * (so a group such as the platform's `/dashboard` keeps its redirect), then the fixed routes,
 * then menu nodes the catalogue does not know (they get a placeholder page, never a 404).
 */
export function buildRouteTable({
  menuTree,
  enabledApps,
  appKey = DEFAULT_APP_KEY,
  viewer,
  catalogue,
}: RouteTableInput): AppRoute[] {
  const table = new Map<string, AppRoute>();
  const enabled = catalogue ? catalogueForApps(enabledApps, catalogue) : catalogueForApps(enabledApps);
  for (const app of enabled) addTree(table, app.appKey, app.routes);
  addTree(table, null, FIXED_ROUTES);

  const known = catalogue ? flattenCatalogue(catalogue) : flattenCatalogue();
  const byName = new Map(known.map((entry) => [entry.route.name, entry]));
  const visit = (nodes: readonly MenuNode[], parentPath: string, trail: TrailItem[]) => {
    for (const node of nodes) {
      if (isExternalPath(node.path)) continue;
      const path = toRouterPath(fullPath(parentPath, node.path));
      const entry = byName.get(node.name);
      if (entry && !table.has(toRouterPath(entry.fullPath))) {
        const ancestorPaths = entry.ancestors.map((_, i) =>
          toRouterPath(entry.ancestors.slice(0, i + 1).reduce((p, a) => fullPath(p, a.path), '')),
        );
        addTree(
          table,
          entry.appKey,
          [entry.route],
          ancestorPaths.at(-1) ?? '',
          entry.ancestors,
          ancestorPaths,
        );
      }
      const self: TrailItem = { name: node.name || path, path, title: titleOfMenu(node) };
      if (!table.has(path)) {
        const visibleChild = node.children.find((c) => !c.hidden && !isExternalPath(c.path));
        const childPath = visibleChild ? toRouterPath(fullPath(path, visibleChild.path)) : null;
        table.set(path, {
          name: node.name || path,
          path,
          title: titleOfMenu(node),
          icon: node.meta.icon,
          hidden: node.hidden,
          affix: node.meta.affix,
          roles: node.meta.roles,
          showByRole: node.showByRole,
          access: 'signedIn',
          appKey,
          allowed: true,
          newTab: false,
          redirect: childPath && !hasParams(childPath) ? childPath : null,
          trail: [...trail, self],
          noTag: false,
        });
      }
      visit(node.children, path, [...trail, self]);
    }
  };
  visit(menuTree, '', []);
  const routes = [...table.values()];
  if (!viewer) return routes;
  const inMenu = new Set<string>();
  const collect = (nodes: readonly MenuNode[]) =>
    nodes.forEach((node) => {
      inMenu.add(node.name);
      collect(node.children);
    });
  collect(menuTree);
  return routes.map((route) => ({ ...route, allowed: canAccess(route, viewer, appKey, inMenu) }));
}

/**
 * ADR 0014: the contract's menu rule. A route of the current application opens only when the
 * server's menu tree holds it (that tree applied the role, the company's menus and the limits);
 * a route of another application by the rule alone (its own tree decides once switched to, and
 * the server refuses its API anyway); the fixed routes always.
 */
export function canAccess(
  route: Pick<AppRoute, 'name' | 'roles' | 'showByRole' | 'access' | 'appKey'>,
  viewer: Viewer,
  appKey: string,
  inMenu: ReadonlySet<string>,
): boolean {
  if (route.appKey === null) return true;
  const held = route.appKey !== appKey || inMenu.has(route.name);
  const gate = {
    showByRole: route.showByRole,
    roles: route.roles,
    limit: 'unlimited' as const,
    access: route.access,
  };
  return held && menuAllows(gate, viewer, held);
}

/** Tabs that cannot be closed: affixed pages the user may open (not groups that only redirect). */
export function affixRoutes(table: readonly AppRoute[]): AppRoute[] {
  return table.filter(
    (route) => route.allowed && route.affix && !route.redirect && !hasParams(route.path) && !route.noTag,
  );
}

/**
 * Where `/` leads (SPEC §2, §4): `/dashboard` (through its group redirect if it has one), or,
 * when the menu has exactly one top-level route, straight to that route's first page.
 */
export function landingPath(table: readonly AppRoute[], menuTree: readonly MenuNode[]): string {
  const topLevel = menuTree.filter((node) => !node.hidden && !isExternalPath(node.path));
  if (topLevel.length === 1 && topLevel[0]) {
    const first = firstMenuPage(topLevel);
    if (first) return first;
  }
  const root = table.find((route) => route.path === ROOT_REDIRECT);
  return root?.redirect ?? ROOT_REDIRECT;
}

/** The first visible, parameter-free page of a menu tree (application switch target). */
export function firstMenuPage(menuTree: readonly MenuNode[], parentPath = ''): string | null {
  for (const node of menuTree) {
    if (node.hidden || isExternalPath(node.path)) continue;
    const path = toRouterPath(fullPath(parentPath, node.path));
    const visibleChildren = node.children.filter((c) => !c.hidden);
    if (visibleChildren.length > 0) {
      const deeper = firstMenuPage(visibleChildren, path);
      if (deeper) return deeper;
      continue;
    }
    if (!hasParams(path)) return pageUrl(path);
  }
  return null;
}
