import { clearSessionCookies } from '@/lib/cookies';

/**
 * SPEC §4 "Logout clears token, roles, cookies, routes and all visited views". Cookies are
 * cleared here; everything that caches session data (the query cache with user info, roles and
 * menus; the tags and page stores) registers a reset. Nothing heavy is imported, so the login
 * page can use this without loading the query client.
 */
const handlers = new Set<() => void>();

export function onSessionReset(handler: () => void): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

/** Forget everything cached for the previous session (also called right after a login). */
export function resetSessionState(): void {
  for (const handler of handlers) handler();
}

export function signOutLocally(): void {
  clearSessionCookies();
  resetSessionState();
}
