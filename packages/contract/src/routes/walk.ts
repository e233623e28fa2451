import type { RouteDef } from './types';

/** One node met by {@link walkRoutes}. */
export interface RouteEntry {
  route: RouteDef;
  /** Absolute path with every ancestor joined in (`/baseinfo/companyDetail/:id`). */
  fullPath: string;
  /** Outermost first; empty for a top-level route. */
  ancestors: readonly RouteDef[];
  /** 0 for a top-level route. */
  depth: number;
}

/**
 * Joins a child path onto its parent: an absolute child wins, a relative one is appended.
 * Duplicate and trailing slashes are removed; the result is always absolute.
 */
export function fullPath(parentPath: string, childPath: string): string {
  const joined = childPath.startsWith('/') ? childPath : `${parentPath}/${childPath}`;
  const normalised = `/${joined}`.replace(/\/{2,}/g, '/');
  return normalised.length > 1 ? normalised.replace(/\/+$/, '') : normalised;
}

/**
 * Depth-first, pre-order walk. Returning `false` from `visit` skips that node's children.
 * `parentPath` and `ancestors` let a walk start below the top level.
 */
export function walkRoutes(
  routes: readonly RouteDef[],
  visit: (entry: RouteEntry) => void | boolean,
  parentPath = '',
  ancestors: readonly RouteDef[] = [],
): void {
  for (const route of routes) {
    const path = fullPath(parentPath, route.path);
    const descend = visit({ route, fullPath: path, ancestors, depth: ancestors.length });
    if (descend !== false && route.children?.length) {
      walkRoutes(route.children, visit, path, [...ancestors, route]);
    }
  }
}
