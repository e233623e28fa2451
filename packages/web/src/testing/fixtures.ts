import { DEFAULT_APP_KEY } from '@console/contract/access/applications';
import type { UserInfo } from '@console/contract/resources/identity';
import type { MenuNode } from '@console/contract/resources/menus';
import { flattenCatalogue } from '@console/contract/routes/catalogue';
import type { RouteDef } from '@console/contract/routes/types';

let nextId = 1;

/** A menu node as `menu/user/tree` returns it. */
export function menuNode(
  path: string,
  name: string,
  options: {
    hidden?: boolean;
    icon?: string | null;
    titleEn?: string | null;
    children?: MenuNode[];
    roles?: string[];
  } = {},
): MenuNode {
  return {
    id: nextId++,
    parentId: null,
    path,
    name,
    hidden: options.hidden ?? false,
    showByRole: 'ALL',
    meta: {
      title: `${name}-zh`,
      titleEn: options.titleEn === undefined ? `${name}-en` : options.titleEn,
      icon: options.icon ?? null,
      roles: options.roles ?? [],
      affix: false,
    },
    children: options.children ?? [],
  };
}

function nodeOfRoute(route: RouteDef, parentId: number | null): MenuNode {
  return {
    id: nextId++,
    parentId,
    path: route.path,
    name: route.name,
    hidden: route.hidden ?? false,
    showByRole: route.showByRole ?? 'ALL',
    meta: {
      title: route.title.zh,
      titleEn: route.title.en,
      icon: route.icon ?? null,
      roles: route.roles ?? [],
      affix: route.affix ?? false,
    },
    children: [],
  };
}

/**
 * The tree `menu/user/tree?appKey=` returns to a user who holds the named catalogue routes
 * (ADR 0014): each route under its catalogue groups, with its hidden pages (details, tabs) as
 * `hidden` nodes, as the real server sends them. Routes of other applications are left out
 * (`appKey` null or absent: the server's default application); an unknown name throws.
 */
export function catalogueMenuTree(routeNames: readonly string[], appKey?: string | null): MenuNode[] {
  const app = appKey ?? DEFAULT_APP_KEY;
  const entries = flattenCatalogue();
  const tree: MenuNode[] = [];
  const place = (siblings: MenuNode[], route: RouteDef, parentId: number | null): MenuNode => {
    const existing = siblings.find((node) => node.name === route.name);
    if (existing) return existing;
    const node = nodeOfRoute(route, parentId);
    siblings.push(node);
    return node;
  };
  const addHiddenPages = (node: MenuNode, route: RouteDef) => {
    for (const child of route.children ?? []) {
      if (child.hidden) addHiddenPages(place(node.children, child, node.id), child);
    }
  };
  for (const name of routeNames) {
    const entry = entries.find((candidate) => candidate.route.name === name);
    if (!entry) throw new Error(`no catalogue route named ${name}`);
    if (entry.appKey !== app) continue;
    let siblings = tree;
    let parentId: number | null = null;
    for (const ancestor of entry.ancestors) {
      const node = place(siblings, ancestor, parentId);
      siblings = node.children;
      parentId = node.id;
    }
    addHiddenPages(place(siblings, entry.route, parentId), entry.route);
  }
  return tree;
}

export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    account: 'admin',
    roleId: 1,
    roles: ['admin'],
    realName: 'Ada Admin',
    nickName: 'ada',
    avatarUrl: null,
    remark: null,
    phone: null,
    email: null,
    orgId: 1,
    customerId: 1,
    customerName: 'Platform',
    userType: 1,
    initPwd: 0,
    createTime: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
