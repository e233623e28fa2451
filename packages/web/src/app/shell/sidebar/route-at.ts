import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { AppRoute } from '@/app/routes/route-table';

const matchable = new WeakMap<readonly AppRoute[], (RouteObject & { appRoute: AppRoute })[]>();

/**
 * The route of the table that React Router shows at `pathname` (the same matching as the
 * shell's routes). The sidebar uses it to light up and open its entry in its first render,
 * before the page has published itself as the current page (issue 12: otherwise the whole menu
 * rendered a second time when it did).
 */
export function routeAt(table: readonly AppRoute[], pathname: string): AppRoute | undefined {
  let routes = matchable.get(table);
  if (!routes) {
    routes = table.map((route) => ({ path: route.path, appRoute: route }));
    matchable.set(table, routes);
  }
  const matches = matchRoutes(routes, pathname);
  return (matches?.at(-1)?.route as { appRoute?: AppRoute } | undefined)?.appRoute;
}
