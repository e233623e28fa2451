import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS } from '@/app/routes/pages';
import { AREA_NAMESPACES, areaOnlyNamespaces, PUBLIC_NAMESPACES } from './parts';
import strings from './strings.json';

/*
 * AREA_NAMESPACES says which namespaces of strings.json load with an area's pages rather than with
 * the console. A page whose words did not load would show keys, so the table is read off the code:
 * every module an area's pages can load (imports and dynamic imports, followed through the source)
 * names, in a string that starts `namespace.` (`t('vitals.title')`, `t(\`vitals.${code}\`)`,
 * `'recordings.live'`), only namespaces the console loads or the area lists; and nothing the
 * console itself can load names an area's own namespace.
 */

const SRC = resolve(import.meta.dirname, '..');
const CONTRACT = resolve(SRC, '../../contract/src');
const NAMESPACES = new Set(Object.keys(strings));
const EXTENSIONS = ['.tsx', '.ts', '/index.ts', '/index.tsx'];

function resolveImport(specifier: string, from: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('@console/contract/')) base = join(CONTRACT, specifier.slice(18));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined; // packages: no console strings
  return EXTENSIONS.map((extension) => base + extension).find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

interface ModuleInfo {
  imports: string[];
  namespaces: Set<string>;
}
const modules = new Map<string, ModuleInfo>();

function moduleInfo(file: string): ModuleInfo {
  const known = modules.get(file);
  if (known) return known;
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...[...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^;]*?\bfrom\s+['"]([^'"]+)['"]/gm)].map(
      (match) => match[1]!,
    ),
    ...[...source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]!),
    ...[...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]!),
  ];
  const info: ModuleInfo = {
    imports: specifiers.flatMap((specifier) => resolveImport(specifier, file) ?? []),
    namespaces: new Set(
      [...source.matchAll(/['"`]([A-Za-z][\w-]*)\./g)]
        .map((match) => match[1]!)
        .filter((name) => NAMESPACES.has(name)),
    ),
  };
  modules.set(file, info);
  return info;
}

/** The namespaces named by `entries` and everything they can load, not looking into `stop`. */
function namespacesFrom(entries: string[], stop: (file: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const found = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || stop(file)) continue;
    seen.add(file);
    const info = moduleInfo(file);
    info.namespaces.forEach((name) => found.add(name));
    queue.push(...info.imports);
  }
  return found;
}

const AREA_DIR = join(SRC, 'app/routes/areas');
const areaFile = (area: string) => join(AREA_DIR, `${area}.ts`);
const isArea = (file: string) => dirname(file) === AREA_DIR && !file.endsWith('/area.ts');

describe('strings loaded with an area (AREA_NAMESPACES)', () => {
  const areaOnly = areaOnlyNamespaces();

  it('names real namespaces of areas the route table has, none the login page needs', () => {
    for (const [area, names] of Object.entries(AREA_NAMESPACES)) {
      expect(Object.keys(AREAS), area).toContain(area);
      for (const name of names) {
        expect(NAMESPACES.has(name), `${area}: ${name}`).toBe(true);
        expect(PUBLIC_NAMESPACES as readonly string[], `${area}: ${name}`).not.toContain(name);
      }
    }
  });

  it('follows the imports it should (the scan sees an area page and its words)', () => {
    const lives = namespacesFrom([areaFile('lives')]);
    // live-detail → recordings-card, which picks its words by kind (`'recordings.live'`)
    expect([...lives]).toEqual(expect.arrayContaining(['lives', 'liveChat', 'recordings', 'engine']));
    expect(readdirSync(AREA_DIR).filter((name) => name !== 'area.ts')).toHaveLength(
      Object.keys(AREAS).length,
    );
  });

  it('lists, for every area, each namespace its pages name that the console does not load', () => {
    for (const area of Object.keys(AREAS)) {
      const own = new Set(AREA_NAMESPACES[area] ?? []);
      const missing = [...namespacesFrom([areaFile(area)])].filter(
        (name) => areaOnly.has(name) && !own.has(name),
      );
      expect(missing, area).toEqual([]);
    }
  });

  it('keeps with the console every namespace the console itself can show', () => {
    const shell = namespacesFrom([join(SRC, 'main.tsx'), join(SRC, 'app/routes/signed-in.tsx')], isArea);
    expect([...shell].filter((name) => areaOnly.has(name))).toEqual([]);
  });
});
