import type { Language } from '@console/contract/constants';

/**
 * The contract's messages (validation and error keys the schemas and the server give) in the
 * page's one language, rather than the contract's table of both: loaded with the signed-in
 * console's strings (src/lib/i18n.ts), and by the login form when it first validates. Server
 * refusals carry their text in `errInfo` already; the key is the fallback.
 */
const LOADERS: Record<
  Language,
  () => Promise<{ default: { texts: Record<string, string>; fragments: string[] } }>
> = {
  zh: () => import('virtual:console-messages/zh'),
  en: () => import('virtual:console-messages/en'),
};

let texts: Record<string, string> = {};
let fragments = new Set<string>();

let loading: Promise<void> | null = null;
let loadingLanguage: Language | null = null;

/** Loads one language's messages (once; a failed chunk load can be retried). */
export function loadMessages(lang: Language): Promise<void> {
  if (loading && loadingLanguage === lang) return loading;
  loadingLanguage = lang;
  loading = LOADERS[lang]().then(
    ({ default: loaded }) => {
      texts = loaded.texts;
      fragments = new Set(loaded.fragments);
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** A message key in the page's language, `{name}` placeholders filled; unknown keys come back as they are. */
export function translate(key: string, params: Record<string, string | number> = {}): string {
  const text = Object.prototype.hasOwnProperty.call(texts, key) ? texts[key]! : key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** A message that reads after a field's label ("is required"), not a sentence of its own. */
export function isFragment(key: string): boolean {
  return fragments.has(key);
}
