import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * A dump is taken while its own backup runs: in the copy that backup (and its job) is settled, so
 * the restored install is not left with a backup it will never finish.
 */
const SETTLE_RUNNING = `
  update database_backups set state = 'failed', error = 'taken into this backup while running',
    finished_at = now() where state = 'running';
  delete from jobs where kind = 'database-backup' and done_at is null and failed_at is null;`;

/**
 * Restore a backup into an empty place (ADR 0030): a PGlite tarball into an empty data directory
 * (the new `DATA_DIR/pglite`), or a `pg_dump` custom-format file into an empty PostgreSQL
 * database with `pg_restore`. Never over existing data: an existing, non-empty target is refused.
 */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0)
    throw new Error(`${dataDir} is not empty: restore into an empty data directory`);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const bytes = await fs.promises.readFile(file);
  const client = new PGlite({ dataDir, loadDataDir: new Blob([bytes]) });
  await client.waitReady;
  await client.exec(SETTLE_RUNNING);
  await client.close();
}

/** `pg_restore` into `url` (an empty database); the password travels in PGPASSWORD. */
export async function restorePostgres(file: string, url: string, bin = 'pg_restore'): Promise<void> {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  parsed.password = '';
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      bin,
      ['--no-owner', '--no-acl', '--exit-on-error', '--dbname', parsed.toString(), file],
      {
        env,
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let tail = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (tail = (tail + chunk).slice(-2000)));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_restore exited with ${code}: ${tail.trim()}`)),
    );
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(SETTLE_RUNNING);
  } finally {
    await client.end();
  }
}
