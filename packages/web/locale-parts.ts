import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';
import { MESSAGES } from '../contract/src/i18n/messages';
import { pickLanguage, pickPart, type LocalePart } from './src/locales/parts';

const PREFIX = 'virtual:console-strings/';
const MESSAGES_PREFIX = 'virtual:console-messages/';

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
 * `virtual:console-strings/{zh|en}/{public|console}`: one part of one language's strings
 * (src/locales/parts.ts), each its own chunk, from the one source of both, `strings.json`.
 */
export function localeParts(): Plugin {
  return {
    name: 'console:locale-parts',
    resolveId(id) {
      return id.startsWith(PREFIX) || id.startsWith(MESSAGES_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${MESSAGES_PREFIX}`))
        return languageMessages(id.slice(MESSAGES_PREFIX.length + 1));
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [lang = '', part = ''] = id.slice(PREFIX.length + 1).split('/');
      if ((lang !== 'zh' && lang !== 'en') || (part !== 'public' && part !== 'console'))
        throw new Error(`unknown strings ${id}`);
      const path = fileURLToPath(new URL('./src/locales/strings.json', import.meta.url));
      this.addWatchFile(path);
      const source = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
      const strings = pickPart(pickLanguage(source, lang), part as LocalePart);
      return `export default ${JSON.stringify(strings)};`;
    },
  };
}
