import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isText } from './parts';
import strings from './strings.json';

/**
 * Every entry of strings.json by its dotted key: a text `{ zh, en }`, or whatever else ends a
 * branch (a bare string, a text missing a language) for the test below to report.
 */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (isText(value) || typeof value !== 'object' || value === null) {
    out.set(prefix, value);
    return out;
  }
  for (const [key, child] of Object.entries(value)) {
    for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

const texts = flatten(strings);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('locales', () => {
  it('has every string in both languages, none empty', () => {
    const incomplete = [...texts].filter(
      ([, value]) => !isText(value) || value.zh.trim() === '' || value.en.trim() === '',
    );
    expect(incomplete).toEqual([]);
  });

  it('uses the same interpolation variables in both languages', () => {
    const vars = (t: unknown) => [...String(t).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of texts) if (isText(value)) expect(vars(value.zh), key).toEqual(vars(value.en));
  });

  it('has every key the source code asks for', () => {
    const root = join(import.meta.dirname, '..');
    const used = new Set<string>();
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)) used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => !texts.has(key))).toEqual([]);
  });

  it('names every size, language, role and user type the console shows', () => {
    for (const key of [
      'size.default',
      'size.medium',
      'size.small',
      'size.mini',
      'language.zh',
      'language.en',
    ]) {
      expect(texts.has(key), key).toBe(true);
    }
    for (const role of ['cloudAdmin', 'admin', 'editor', 'doctor', 'cloudUser'])
      expect(texts.has(`role.${role}`)).toBe(true);
    for (const type of [1, 2, 3, 4]) expect(texts.has(`userType.${type}`)).toBe(true);
  });
});
