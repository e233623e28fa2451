/**
 * The console's strings come in two parts per language, so the login page does not carry the
 * whole console's words (ARCHITECTURE §9: login ≤ 200 KB): `public` — what a visitor who is not
 * signed in can see (login, auth redirect, request errors, the error boundary, language names) —
 * loads before the first render; `console` — everything else — loads with the signed-in console.
 * The source is one file, `strings.json`, each string with both languages side by side
 * (`{ "zh": …, "en": … }`); `localeParts()` in vite.config.ts takes one language's strings from it
 * and cuts them at build time by these top-level keys.
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

/**
 * A string of `strings.json`: exactly one text per console language. Strict, because a
 * namespace may itself have keys `zh` and `en` (`language.zh`, the name of Chinese).
 */
export function isText(value: unknown): value is { zh: string; en: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { zh, en, ...rest } = value as Record<string, unknown>;
  return typeof zh === 'string' && typeof en === 'string' && Object.keys(rest).length === 0;
}

/** The shape of one language's strings: each `{ zh, en }` becomes its text. */
export type OneLanguage<T> = T extends { zh: string; en: string }
  ? string
  : { [K in keyof T]: OneLanguage<T[K]> };

/**
 * One language's strings (i18next's nested shape) from `strings.json`; a string without both
 * languages stops the build and the tests, naming its key.
 */
export function pickLanguage<T extends Strings>(strings: T, lang: 'zh' | 'en', path = ''): OneLanguage<T> {
  return Object.fromEntries(
    Object.entries(strings).map(([key, value]) => {
      if (isText(value)) return [key, value[lang]];
      if (typeof value !== 'object' || value === null)
        throw new Error(`strings.json: ${path}${key} is not { "zh": …, "en": … }`);
      return [key, pickLanguage(value as Strings, lang, `${path}${key}.`)];
    }),
  ) as OneLanguage<T>;
}

/** The top-level entries of `strings` that belong to `part`. */
export function pickPart(strings: Strings, part: LocalePart): Strings {
  const isPublic = (key: string) => (PUBLIC_NAMESPACES as readonly string[]).includes(key);
  return Object.fromEntries(
    Object.entries(strings).filter(([key]) => (part === 'public' ? isPublic(key) : !isPublic(key))),
  );
}
