import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db, PreludeRows, Tx } from '../db/client';
import { TENANT_ROLE } from '../db/tenancy';
import type { Caller } from './caller';
import { confirmSession, enterSessionStatement, sessionRefusal, takePendingCheck } from './session-check';
import { RowEstimates } from './row-estimates';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** Unrestricted access: start-up, login and session lookup only. */
    db: Db;
    /** Run `work` in one transaction as the caller's tenant, under row-level security. */
    inTenant<T>(caller: Caller, work: (tx: Tx) => Promise<T>): Promise<T>;
    /**
     * `inTenant` for reads whose statements all start at once (none waits for another's result):
     * on PostgreSQL the session check, the tenant settings and every statement are one message,
     * one round trip (ADR 50).
     */
    readTogether<T>(caller: Caller, work: (tx: Tx) => Promise<T>): Promise<T>;
    /** Table sizes as last analysed, for the totals of deep lists. */
    rowEstimates: RowEstimates;
  }
}

/**
 * How often the row estimates are read again. ANALYZE (autovacuum) updates them as tables grow;
 * a total past EXACT_COUNT_LIMIT may lag by this much plus autovacuum's own delay.
 */
const ESTIMATES_REFRESH_MS = 60_000;

/**
 * Settings that scope one transaction to a tenant; reset automatically at its end. SQL text, not
 * parameters, so that it travels with `begin` (ADR 23): every value is the server's own (an
 * integer id, on/off, the role's fixed name), never the caller's input.
 */
export function tenantSettings(caller: Pick<Caller, 'customerId' | 'isPlatform'>): string {
  const customerId = Number(caller.customerId);
  if (!Number.isSafeInteger(customerId)) throw new Error(`tenant id is not an integer: ${caller.customerId}`);
  return `select set_config('app.customer_id', '${customerId}', true),
    set_config('app.platform', '${caller.isPlatform ? 'on' : 'off'}', true),
    set_config('role', '${TENANT_ROLE}', true)`;
}

/**
 * Step outside row-level security inside a tenant transaction, for the few checks that must see
 * every tenant (a login account is unique across all of them). Keep `work` to a read.
 */
export async function asOwner<T>(tx: Tx, work: () => Promise<T>): Promise<T> {
  await tx.execute(sql`set local role none`);
  try {
    return await work();
  } finally {
    await tx.execute(sql.raw(`set local role ${TENANT_ROLE}`));
  }
}

/**
 * What runs once a transaction has committed, by transaction (savepoints included). Kept beside
 * the transaction rather than in an AsyncLocalStorage: that would switch on promise hooks for
 * every promise of the process, a few per cent of every request.
 */
/** The session entered is not the one guessed: the work is made again for the confirmed caller. */
class SessionChanged extends Error {}

const commitQueues = new WeakMap<Tx, (() => void)[]>();

/**
 * Run `work` after the `inTenant` transaction of `tx` commits, never if it (or the savepoint `tx`
 * stands for) rolls back: for effects outside the database (an external broker's logins) that
 * must not get ahead of the data.
 */
export function afterCommit(tx: Tx, work: () => void) {
  const queue = commitQueues.get(tx);
  if (!queue) throw new Error('afterCommit outside inTenant');
  queue.push(work);
}

/** `work` after `db`'s transaction commits when it is one of inTenant's, else now. */
export function whenCommitted(db: Db | Tx, work: () => void) {
  const queue = commitQueues.get(db as Tx);
  if (queue) queue.push(work);
  else work();
}

/** `work` in a savepoint of `tx`: its after-commit work joins `tx`'s only if it is released. */
export async function inSavepoint<T>(tx: Tx, work: (savepoint: Tx) => Promise<T>): Promise<T> {
  const pending: (() => void)[] = [];
  const result = await tx.transaction((savepoint) => {
    commitQueues.set(savepoint, pending);
    return work(savepoint);
  });
  commitQueues.get(tx)?.push(...pending);
  return result;
}

export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { database: Database }) {
    const { database } = opts;
    app.decorate('database', database);
    app.decorate('db', database.db);
    const estimates = new RowEstimates();
    await estimates.refresh(database.db);
    const refresh = setInterval(() => {
      estimates.refresh(database.db).catch((error: unknown) => app.log.warn({ err: error }, 'row estimates'));
    }, ESTIMATES_REFRESH_MS);
    refresh.unref();
    app.addHook('onClose', () => clearInterval(refresh));
    app.decorate('rowEstimates', estimates);
    /**
     * How a caller's transaction opens: with the plain tenant settings, or, for a caller still to
     * confirm, by entering its session (ADR 50), refusing the work's results if it changed.
     */
    function opening(caller: Caller) {
      const check = takePendingCheck(caller);
      if (!check) return { prelude: tenantSettings(caller) };
      return {
        prelude: enterSessionStatement(check.tokenHash),
        opened: (rows: PreludeRows) => {
          if (!confirmSession(caller, check, rows[0])) throw new SessionChanged();
        },
        failed: (error: unknown) => sessionRefusal(error, check),
      };
    }

    /**
     * Run `work` through `open` as the caller. A session found changed since this instance last saw
     * it has made the caller what the database says: the work runs again for it, from the start.
     */
    async function asCaller<T>(
      caller: Caller,
      open: (prelude: string, opened: ((rows: PreludeRows) => void) | undefined) => Promise<T>,
    ): Promise<T> {
      const { prelude, opened, failed } = opening(caller);
      try {
        return await open(prelude, opened);
      } catch (error) {
        if (error instanceof SessionChanged) return asCaller(caller, open);
        throw failed ? failed(error) : error;
      }
    }

    app.decorate('inTenant', async function inTenant<T>(caller: Caller, work: (tx: Tx) => Promise<T>) {
      const queue: (() => void)[] = [];
      const result = await asCaller(caller, (prelude, opened) =>
        database.transaction(
          prelude,
          (tx) => {
            commitQueues.set(tx, queue);
            return work(tx);
          },
          opened,
        ),
      );
      for (const run of queue) run();
      return result;
    });
    app.decorate('readTogether', function readTogether<T>(caller: Caller, work: (tx: Tx) => Promise<T>) {
      return asCaller(caller, (prelude, opened) => database.readTogether(prelude, work, opened));
    });
  },
  { name: 'db' },
);
