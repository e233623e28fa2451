import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';
import { pickPart, type LocalePart } from './src/locales/parts';

const PREFIX = 'virtual:console-strings/';
const FILES: Record<string, string> = { zh: 'zh-CN.json', en: 'en.json' };

/**
 * `virtual:console-strings/{zh|en}/{public|console}`: one part of one language's strings
 * (src/locales/parts.ts), each its own chunk. The source stays one JSON file per language.
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
      const file = FILES[lang];
      if (!file || (part !== 'public' && part !== 'console')) throw new Error(`unknown strings ${id}`);
      const path = fileURLToPath(new URL(`./src/locales/${file}`, import.meta.url));
      this.addWatchFile(path);
      const strings = pickPart(
        JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>,
        part as LocalePart,
      );
      return `export default ${JSON.stringify(strings)};`;
    },
  };
}
