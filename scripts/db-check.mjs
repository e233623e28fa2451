// Usage: node scripts/db-check.mjs (npm run db:check; part of npm run lint)
//
// The Drizzle schema and the migrations cannot drift: `drizzle-kit check` verifies the
// migrations agree with each other, then `drizzle-kit generate` must find nothing to generate.
// Should it write a migration, the files are removed again and the check fails, naming the fix.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const server = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'server');
const out = path.join(server, 'drizzle');
const journal = path.join(out, 'meta', '_journal.json');

const files = () =>
  new Set([...fs.readdirSync(out), ...fs.readdirSync(path.join(out, 'meta')).map((f) => `meta/${f}`)]);
const kit = (...args) =>
  execFileSync('npx', ['drizzle-kit', ...args], { cwd: server, stdio: ['ignore', 'inherit', 'inherit'] });

kit('check');
const before = files();
const journalText = fs.readFileSync(journal, 'utf8');
kit('generate', '--name', 'db_check_probe');
const added = [...files()].filter((f) => !before.has(f));
if (added.length > 0 || fs.readFileSync(journal, 'utf8') !== journalText) {
  for (const f of added) fs.rmSync(path.join(out, f), { recursive: true });
  fs.writeFileSync(journal, journalText);
  console.error(
    `db:check: the schema has changes no migration holds (drizzle-kit generated ${added.join(', ')}; ` +
      'removed again). Run `npm run db:generate` and commit the migration.',
  );
  process.exit(1);
}
console.log('db:check: migrations agree with the schema');
