import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { AnnouncingPool } from './announced-writes';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Hear NOTIFY on `channel`, each notification before the writing statement's promise settles:
   * PGlite hands it over in-process; on PostgreSQL, `AnnouncingPool` waits after each committed
   * write until the listening connection has it (ADR 0010). `onLost`: from then on nothing is
   * heard (the listening connection failed), so caches must stop trusting it.
   */
  listenInline(
    channel: string,
    onPayload: (payload: string) => void,
    onLost: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL server; absent = embedded PGlite. */
  url?: string | undefined;
  /** PGlite data directory; absent = in memory. */
  dataDir?: string | undefined;
  /** A PGlite dump to start from (tests clone a migrated template). */
  loadDataDir?: Blob | File | undefined;
}

/** The migrations folder: beside the bundle in production, in the package in development. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, 'drizzle'),
    path.join(here, '..', 'drizzle'),
    path.join(here, '..', '..', 'drizzle'),
  ];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`migrations not found near ${here}`);
  return found;
}

/** `application_name` of the connection that hears cache notifications on PostgreSQL. */
export const CACHE_LISTENER_NAME = 'console-cache-listener';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const casing = 'snake_case' as const;
  if (options.url) {
    const pool = new AnnouncingPool({ connectionString: options.url, max: 20 });
    const db = drizzlePg(pool, { schema, casing });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
      ping: async () => {
        await pool.query('select 1');
      },
      listenInline: async (channel, onPayload, onLost) => {
        const listener = new pg.Client({
          connectionString: options.url,
          application_name: CACHE_LISTENER_NAME,
        });
        let lost = false;
        const lose = () => {
          if (lost) return;
          lost = true;
          pool.heard = null;
          onLost();
        };
        listener.on('error', lose);
        listener.on('end', lose);
        listener.on('notification', (message) => {
          if (message.channel === channel) onPayload(message.payload ?? '');
        });
        await listener.connect();
        await listener.query(`listen ${pg.escapeIdentifier(channel)}`);
        // One round trip at a time: pg is dropping its own queue of overlapping queries (pg@9).
        let rounds: Promise<void> = Promise.resolve();
        pool.heard = () => {
          rounds = rounds.then(() => listener.query('select 1')).then(() => undefined, lose);
          return rounds;
        };
        return async () => {
          lost = true;
          pool.heard = null;
          await listener.end();
        };
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) {
    // PGlite does not create the parent of its data directory (ARCHITECTURE §10).
    fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  }
  const client = new PGlite({
    // PGlite allocates its whole buffer pool at start: 128 MB by default, a fifth of the server's
    // 600 MB budget (ARCHITECTURE §9). 32 MB holds the hot pages of the measured lists; colder ones
    // come from the operating system's file cache (ADR 0009).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query('select 1');
    },
    listenInline: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    close: () => client.close(),
  };
}
