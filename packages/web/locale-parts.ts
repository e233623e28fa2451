import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';
import { MESSAGES } from '../contract/src/i18n/messages';
import { AREA_NAMESPACES, pickArea, pickLanguage, pickPart, type LocalePart } from './src/locales/parts';

const PREFIX = 'virtual:console-strings/';
const MESSAGES_PREFIX = 'virtual:console-messages/';
const AREA_STRINGS = 'virtual:console-area-strings';

/**
 * `virtual:console-messages/{zh|en}`: the contract's messages (validation and error keys) in one
 * language, and which keys are fragments to put after a field's label ("is required": lower case
 * in English), so a page carries one language of them, not both (src/lib/messages.ts).
 */
function languageMessages(lang: string): string {
  if (lang !== 'zh' && lang !== 'en') throw new Error(`unknown messages ${lang}`);
  const texts = Object.fromEntries(Object.entries(MESSAGES).map(([key, text]) => [key, text[lang]]));
  const fragments = Object.entries(MESSAGES)
    .filter(([, text]) => /^[a-z]/.test(text.en))
    .map(([key]) => key);
  return `export default ${JSON.stringify({ texts, fragments })};`;
}

/**
 * `virtual:console-area-strings`: for each language and area, the loader of the namespaces the
 * area loads with its pages (`AREA_NAMESPACES`, src/locales/area-strings.ts).
 */
function areaStringLoaders(): string {
  const loaders = (lang: string) =>
    Object.keys(AREA_NAMESPACES)
      .map(
        (area) => `${JSON.stringify(area)}: () => import(${JSON.stringify(`${PREFIX}${lang}/area/${area}`)})`,
      )
      .join(',\n    ');
  return `export default {\n  zh: {\n    ${loaders('zh')}\n  },\n  en: {\n    ${loaders('en')}\n  },\n};`;
}

/**
 * `virtual:console-strings/{zh|en}/{public|console}`: one part of one language's strings
 * (src/locales/parts.ts), each its own chunk, from the one source of both, `strings.json`;
 * `virtual:console-strings/{zh|en}/area/{area}`: the namespaces of one area's pages.
 */
export function localeParts(): Plugin {
  return {
    name: 'console:locale-parts',
    resolveId(id) {
      return id.startsWith(PREFIX) || id.startsWith(MESSAGES_PREFIX) || id === AREA_STRINGS
        ? `\0${id}`
        : null;
    },
    load(id) {
      if (id.startsWith(`\0${MESSAGES_PREFIX}`))
        return languageMessages(id.slice(MESSAGES_PREFIX.length + 1));
      if (id === `\0${AREA_STRINGS}`) return areaStringLoaders();
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [lang = '', part = '', area = ''] = id.slice(PREFIX.length + 1).split('/');
      const isArea = part === 'area' && area in AREA_NAMESPACES;
      if ((lang !== 'zh' && lang !== 'en') || (part !== 'public' && part !== 'console' && !isArea))
        throw new Error(`unknown strings ${id}`);
      const path = fileURLToPath(new URL('./src/locales/strings.json', import.meta.url));
      this.addWatchFile(path);
      const source = pickLanguage(JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>, lang);
      const strings = isArea ? pickArea(source, area) : pickPart(source, part as LocalePart);
      return `export default ${JSON.stringify(strings)};`;
    },
  };
}
