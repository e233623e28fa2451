import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import zhCN from './zh-CN.json';

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const zhKeys = flatten(zhCN);
const enKeys = flatten(en);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('locales', () => {
  it('zh-CN and en have the same keys', () => {
    expect([...enKeys.keys()].filter((key) => !zhKeys.has(key))).toEqual([]);
    expect([...zhKeys.keys()].filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it('has no empty translation', () => {
    for (const [key, value] of [...zhKeys, ...enKeys]) {
      expect(typeof value === 'string' && value.trim().length > 0, key).toBe(true);
    }
  });

  it('uses the same interpolation variables in both languages', () => {
    const vars = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of zhKeys) expect(vars(value), key).toEqual(vars(enKeys.get(key)));
  });

  it('has every key the source code asks for', () => {
    const root = join(import.meta.dirname, '..');
    const used = new Set<string>();
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)) used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => !enKeys.has(key) || !zhKeys.has(key))).toEqual([]);
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
      expect(enKeys.has(key) && zhKeys.has(key), key).toBe(true);
    }
    for (const role of ['cloudAdmin', 'admin', 'editor', 'doctor', 'cloudUser'])
      expect(enKeys.has(`role.${role}`)).toBe(true);
    for (const type of [1, 2, 3, 4]) expect(enKeys.has(`userType.${type}`)).toBe(true);
  });
});
