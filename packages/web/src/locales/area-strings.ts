import loaders from 'virtual:console-area-strings';
import { currentLanguage, i18n } from '@/lib/i18n';

const loading = new Map<string, Promise<void>>();

/**
 * The strings only `area`'s pages use (`AREA_NAMESPACES` in ./parts.ts), in the page's language:
 * loaded once, side by side with the area's code, before its first page renders. A failed load
 * is tried again on the next call; an area without strings of its own resolves at once.
 */
export function loadAreaStrings(area: string): Promise<void> {
  const lang = currentLanguage();
  const load = loaders[lang][area];
  if (!load) return Promise.resolve();
  const key = `${lang}/${area}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = load().then(
      ({ default: strings }) => void i18n.addResourceBundle(lang, 'translation', strings, true),
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}
