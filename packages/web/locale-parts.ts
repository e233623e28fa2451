import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';
import { pickLanguage, pickPart, type LocalePart } from './src/locales/parts';

const PREFIX = 'virtual:console-strings/';

/**
 * `virtual:console-strings/{zh|en}/{public|console}`: one part of one language's strings
 * (src/locales/parts.ts), each its own chunk, from the one source of both, `strings.json`.
 */
export function localeParts(): Plugin {
  return {
    name: 'console:locale-parts',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
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
