import fs from 'node:fs';
import path from 'node:path';
import { generatePassword } from '../modules/identity/passwords';

/** Where an install keeps its demo terminals' password, beside its data. */
export const DEMO_TERMINAL_PASSWORD_FILE = 'demo-terminal-password';

/**
 * The demo terminals' shared password of this install: `configured` (DEMO_TERMINAL_PASSWORD) when
 * set, else the one kept in `dataDir`, else a new random one, kept there (owner-only) so a restart
 * seeds and simulates with the same. No install shares a published password (issue 11).
 */
export function demoTerminalPassword(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, DEMO_TERMINAL_PASSWORD_FILE);
  if (fs.existsSync(file)) {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept) return kept;
  }
  const password = generatePassword();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}
