import { findRouteByName } from '@console/contract/routes/catalogue';

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
