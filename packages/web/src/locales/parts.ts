/**
 * The console's strings come in two parts per language, so the login page does not carry the
 * whole console's words (ARCHITECTURE §9: login ≤ 200 KB): `public` — what a visitor who is not
 * signed in can see (login, auth redirect, request errors, the error boundary, language names) —
 * loads before the first render; `console` — everything else — loads with the signed-in console.
 * The JSON files stay whole (one file per language to translate); `localeParts()` in
 * vite.config.ts cuts them at build time by these top-level keys.
 */
export const PUBLIC_NAMESPACES = [
  'app',
  'authRedirect',
  'common',
  'errorBoundary',
  'language',
  'login',
  'request',
] as const;

export type LocalePart = 'public' | 'console';

type Strings = Record<string, unknown>;

/** The top-level entries of `strings` that belong to `part`. */
export function pickPart(strings: Strings, part: LocalePart): Strings {
  const isPublic = (key: string) => (PUBLIC_NAMESPACES as readonly string[]).includes(key);
  return Object.fromEntries(
    Object.entries(strings).filter(([key]) => (part === 'public' ? isPublic(key) : !isPublic(key))),
  );
}
