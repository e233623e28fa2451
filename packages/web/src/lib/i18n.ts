import {
  DEFAULT_LANGUAGE,
  LANGUAGE_RELOAD_DELAY_MS,
  LANGUAGES,
  type Language,
} from '@console/contract/constants';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LocalePart } from '@/locales/parts';
import { getLanguageCookie, setLanguageCookie } from './cookies';
import { loadMessages } from './messages';

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** SPEC §9: the language cookie, else the browser's language, else Chinese. */
export function detectLanguage(cookie: string | undefined, browserLanguages: readonly string[]): Language {
  if (cookie && isLanguage(cookie)) return cookie;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

export function browserLanguage(): Language {
  const languages =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language];
  return detectLanguage(getLanguageCookie(), languages);
}

export function currentLanguage(): Language {
  const lang = i18n.language;
  return lang && isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

type Messages = Record<string, unknown>;

/**
 * One language per page load (a switch reloads), so only that language's strings are fetched:
 * first the part a visitor sees (src/locales/parts.ts), the rest with the signed-in console.
 */
const STRINGS: Record<Language, Record<LocalePart, () => Promise<{ default: Messages }>>> = {
  zh: {
    public: () => import('virtual:console-strings/zh/public'),
    console: () => import('virtual:console-strings/zh/console'),
  },
  en: {
    public: () => import('virtual:console-strings/en/public'),
    console: () => import('virtual:console-strings/en/console'),
  },
};

/** The console part's load, once per page (tests that pass all strings start with it done). */
let consoleStrings: Promise<void> | null = null;

function syncDocumentLanguage(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'zh' ? 'zh-CN' : lang;
}

/** Starts i18n with the public strings of `lang` (or with `messages`, all of them: tests). */
export async function initI18n(lang: Language = browserLanguage(), messages?: Messages): Promise<void> {
  // Tests pass every string and get every message too; a page loads its messages with the console.
  const [translation] = await Promise.all([
    messages ?? STRINGS[lang].public().then((part) => part.default),
    messages ? loadMessages(lang) : undefined,
  ]);
  consoleStrings = messages ? Promise.resolve() : null;
  if (!i18n.isInitialized) {
    i18n.use(initReactI18next);
    i18n.on('languageChanged', syncDocumentLanguage);
  }
  await i18n.init({
    resources: { [lang]: { translation } },
    lng: lang,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  syncDocumentLanguage(lang);
}

/** Adds the signed-in console's strings (once); the console renders after they are in. */
export function loadConsoleStrings(): Promise<void> {
  const lang = currentLanguage();
  consoleStrings ??= Promise.all([STRINGS[lang].console(), loadMessages(lang)]).then(
    ([{ default: strings }]) => void i18n.addResourceBundle(lang, 'translation', strings, true),
    (error: unknown) => {
      consoleStrings = null; // a failed chunk load can be retried
      throw error;
    },
  );
  return consoleStrings;
}

/** SPEC §4: changing language saves it and reloads the page after 1 second. */
export function switchLanguage(
  language: Language,
  reload: () => void = () => window.location.reload(),
): void {
  setLanguageCookie(language);
  setTimeout(reload, LANGUAGE_RELOAD_DELAY_MS);
}

export { i18n };
