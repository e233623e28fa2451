import { findRouteByName, flattenCatalogue } from '@console/contract/routes/catalogue';

const cache = new Map<string, string | undefined>();

/** The console path of a catalogue route by name (`adminDetail` -> `/user/enterpriseAdministrator/adminDetail/:id`). */
export function routePath(name: string): string | undefined {
  if (!cache.has(name)) cache.set(name, findRouteByName(name)?.fullPath);
  return cache.get(name);
}

/** A catalogue route's path with its `:id` filled in. */
export function routeTo(name: string, id: number | string): string | undefined {
  return routePath(name)?.replace(/:id\b/, encodeURIComponent(String(id)));
}

/** A catalogue page the menu links to: a visible route without parameters and visible children. */
function isMenuPage(route: { hidden?: boolean; children?: readonly { hidden?: boolean }[] }, path: string) {
  return !route.hidden && !path.includes(':') && (route.children ?? []).every((child) => child.hidden);
}

/** The path of a menu page by route name, or undefined when the name is no such page. */
export function menuPagePath(name: string): string | undefined {
  const entry = findRouteByName(name);
  return entry && isMenuPage(entry.route, entry.fullPath) ? entry.fullPath : undefined;
}

/** The first menu page of an application (opening it switches to that application). */
export function firstPageOf(appKey: string): string | undefined {
  return flattenCatalogue().find(
    (entry) =>
      entry.appKey === appKey &&
      !entry.ancestors.some((a) => a.hidden) &&
      isMenuPage(entry.route, entry.fullPath),
  )?.fullPath;
}
