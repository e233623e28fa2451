import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_TERMINAL_PASSWORD_FILE, demoTerminalPassword } from '../../src/seed/demo-terminal-password';

const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terminal-password-'));
  dirs.push(dir);
  return path.join(dir, 'data');
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the demo terminals’ password of an install', () => {
  it('is generated at the first start, kept owner-only in the data dir, and the same after a restart', () => {
    const dir = dataDir();
    const first = demoTerminalPassword(dir);
    expect(first).not.toBe('terminal2026');
    expect(first.length).toBeGreaterThanOrEqual(12);
    const file = path.join(dir, DEMO_TERMINAL_PASSWORD_FILE);
    expect(fs.readFileSync(file, 'utf8')).toBe(`${first}\n`);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(demoTerminalPassword(dir)).toBe(first);
  });

  it('differs between installs', () => {
    expect(demoTerminalPassword(dataDir())).not.toBe(demoTerminalPassword(dataDir()));
  });

  it('is DEMO_TERMINAL_PASSWORD when set, and then nothing is written', () => {
    const dir = dataDir();
    expect(demoTerminalPassword(dir, 'chosen-by-operator')).toBe('chosen-by-operator');
    expect(fs.existsSync(path.join(dir, DEMO_TERMINAL_PASSWORD_FILE))).toBe(false);
  });
});
