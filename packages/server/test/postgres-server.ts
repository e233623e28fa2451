import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './mosquitto';

/** Debian's PostgreSQL server binaries (as scripts/with-postgres.sh finds them); absent: tests skip. */
export const PG_BIN = (() => {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((x, y) => Number(x) - Number(y));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : undefined;
})();

export interface LocalPostgres {
  port: number;
  user: string;
  password: string;
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster on a free loopback port with password (SCRAM) logins, run as the
 * `postgres` system user when the test runs as root; `stop()` stops it and removes its files.
 */
export async function startPostgres(password: string): Promise<LocalPostgres> {
  const root = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'servers-pg-'));
  const data = path.join(dir, 'data');
  const pwfile = path.join(dir, 'pw');
  fs.writeFileSync(pwfile, `${password}\n`);
  if (root) execFileSync('chown', ['-R', 'postgres', dir]);
  const as = (bin: string, args: string[]) => {
    const [cmd, argv] = root
      ? ['runuser', ['-u', 'postgres', '--', path.join(PG_BIN!, bin), ...args]]
      : [path.join(PG_BIN!, bin), args];
    const out = spawnSync(cmd as string, argv as string[], { encoding: 'utf8' });
    if (out.status !== 0) throw new Error(`${bin} failed: ${out.stderr || out.stdout}`);
  };
  as('initdb', ['-D', data, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${pwfile}`, '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  as('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', '-t', '30', 'start']);
  return {
    port,
    user: 'postgres',
    password,
    async stop() {
      try {
        as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
