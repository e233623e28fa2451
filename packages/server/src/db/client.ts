import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { oneMessage } from './one-message';

/**
 * The query builder needs no schema: the server writes SQL-like queries over imported tables and
 * never Drizzle's relational `db.query`. So the database layer depends on no area; db/schema.ts
 * gathers every table for drizzle-kit alone.
 */
type NoSchema = Record<string, never>;
export type Db = PgDatabase<PgQueryResultHKT, NoSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * `work` in one transaction that first runs `prelude`: SQL text without parameters (the tenant
   * settings or the session's entry, whose values are the server's own). `opened` sees the
   * prelude's rows before the work gets any result, and may refuse them (a changed session). On
   * PostgreSQL `begin`, the prelude and the statements the work starts at once travel as one
   * message (ADR 23, ADR 50); later statements follow one by one.
   */
  transaction<T>(
    prelude: string,
    work: (tx: Tx) => Promise<T>,
    opened?: (rows: PreludeRows) => void,
  ): Promise<T>;
  /**
   * `transaction` for work whose statements all start at once (none waits for another's result).
   * On PostgreSQL the prelude and every statement are **one** message without `begin` or `commit`:
   * the whole read is one round trip (ADR 50). A statement started after the message has gone is
   * refused: it would run outside the message's transaction.
   */
  readTogether<T>(
    prelude: string,
    work: (tx: Tx) => Promise<T>,
    opened?: (rows: PreludeRows) => void,
  ): Promise<T>;
  /**
   * `work` while holding the start-up advisory lock on PostgreSQL, so instances starting together
   * migrate and seed one after the other; PGlite has a single process anyway.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * What a backup needs (ADR 0030): PostgreSQL's connection URL (for `pg_dump`), or PGlite's
   * tarball of its data directory (gzip), which a new instance loads (`loadDataDir`).
   */
  backupSource: { kind: 'postgres'; url: string } | { kind: 'pglite'; dumpDataDir(): Promise<Blob> };
}

/** The rows of a raw `execute`: node-postgres and PGlite both answer `{ rows }`, an array is kept too. */
export function executedRows<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** The rows of a prelude's last statement. */
export type PreludeRows = Record<string, unknown>[];

/**
 * `work` over Drizzle's session on `message`, sent on `client`. The message's own failure (a refused
 * session) is the one thrown, even when the work started no statement or Drizzle wrapped it.
 */
async function sendWith<T>(
  dialect: PgDialect,
  message: ReturnType<typeof oneMessage>,
  client: pg.PoolClient,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const tx = new NodePgTransaction(
    dialect,
    new NodePgSession(message as unknown as pg.PoolClient, dialect, undefined),
    undefined,
  );
  // A real promise: Drizzle's query builders are thenables that run again on every `then`.
  const working = Promise.resolve(work(tx as unknown as Tx));
  // awaited below, after the message
  working.catch(() => undefined);
  await message.send(client);
  return working;
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

/** `pg_advisory_lock` key of start-up (migrations and seeding): any fixed number, shared by instances. */
const STARTUP_LOCK = 7_142_026;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const casing = 'snake_case' as const;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 20 });
    const db = drizzlePg(pool, { casing });
    const dialect = new PgDialect({ casing });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
      ping: async () => {
        await pool.query('select 1');
      },
      // Drizzle's own transaction sends `begin` alone; this is the same session and transaction
      // objects over a client taken from the pool, opened with the prelude in the same message
      // (the simple query protocol runs several statements; values travel in the text).
      transaction: async (prelude, work, opened) => {
        const client = await pool.connect();
        const message = oneMessage(`begin; ${prelude}`, { then: client, ...(opened ? { opened } : {}) });
        let broken: Error | undefined;
        try {
          const result = await sendWith(dialect, message, client, work);
          await client.query('commit');
          return result;
        } catch (error) {
          // A connection whose rollback fails is in an unknown state: the pool drops it.
          await client.query('rollback').catch((rollbackError: unknown) => {
            broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
          });
          throw error;
        } finally {
          client.release(broken);
        }
      },
      readTogether: async (prelude, work, opened) => {
        const client = await pool.connect();
        try {
          return await sendWith(dialect, oneMessage(prelude, opened ? { opened } : {}), client, work);
        } finally {
          client.release();
        }
      },
      exclusively: async (work) => {
        // A session-level lock on one connection: the migrator takes others from the pool.
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          try {
            return await work();
          } finally {
            await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
          }
        } finally {
          holder.release();
        }
      },
      close: () => pool.end(),
      backupSource: { kind: 'postgres', url: options.url },
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
  const db = drizzlePglite(client, { casing });
  // In process: a statement costs no round trip, so the prelude simply runs first.
  const inProcess: Database['transaction'] = (prelude, work, opened) =>
    db.transaction(async (tx) => {
      const rows = await tx.execute(sql.raw(prelude));
      opened?.(rows.rows as PreludeRows);
      return work(tx as unknown as Tx);
    });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query('select 1');
    },
    transaction: inProcess,
    // Nothing to gather in process: the same transaction.
    readTogether: inProcess,
    exclusively: (work) => work(),
    close: () => client.close(),
    backupSource: { kind: 'pglite', dumpDataDir: () => client.dumpDataDir('gzip') },
  };
}
