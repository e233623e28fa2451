/**
 * Named chunk prefetches: the app registers what a step will need (e.g. the signed-in console),
 * a feature asks for it by name without importing the app (imports flow one way).
 */
const loaders = new Map<string, { load: () => Promise<unknown>; once: boolean }>();
const started = new Set<string>();

/** `once: false` for data that belongs to one session (fetched again after the next login). */
export function registerPrefetch(name: string, load: () => Promise<unknown>, { once = true } = {}): void {
  loaders.set(name, { load, once });
}

/** Starts loading (once for code); errors are left to the real use (Retry/Reload, messages). */
export function prefetch(name: string): void {
  const entry = loaders.get(name);
  if (!entry || started.has(name)) return;
  if (entry.once) started.add(name);
  entry.load().catch(() => started.delete(name));
}

/** The console's code, fetched while the login request runs. */
export const SIGNED_IN_PREFETCH = 'signed-in';
/** The session's first answers (user, applications), asked for as soon as the token is there. */
export const SESSION_DATA_PREFETCH = 'session-data';
