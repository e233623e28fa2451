import pg from 'pg';

/** Statements that can change rows, and so fire the cache triggers (migrations 0015-0017). */
const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'MERGE', 'COPY']);

interface TransactionState {
  inTransaction: boolean;
  wrote: boolean;
}
const tracked = Symbol('tracked');
interface TrackedClient extends pg.PoolClient {
  [tracked]?: TransactionState;
}

type Results = pg.QueryResult | pg.QueryResult[];
const commandsOf = (result: Results) => (Array.isArray(result) ? result : [result]).map((r) => r.command);

/**
 * A PostgreSQL pool whose committed writes have reached this process's listening connection
 * before the writer goes on (ADR 0010). PostgreSQL signals listening sessions before it
 * acknowledges a COMMIT, and a signalled session sends what it received before it next reports
 * ready; so one `select 1` on the listening connection after every committed write makes NOTIFY
 * as prompt as PGlite's in-process delivery, for every write made through this pool. Writes by
 * other processes (a second server, psql) still arrive a moment later.
 */
export class AnnouncingPool extends pg.Pool {
  /** The listening connection's round trip, once something listens. */
  heard: (() => Promise<void>) | null = null;

  /** After a statement's result: announce a committed write (a statement outside a transaction is its own). */
  private async settled(result: Results, state: TransactionState = { inTransaction: false, wrote: false }) {
    let announce = false;
    for (const command of commandsOf(result)) {
      if (command === 'BEGIN') Object.assign(state, { inTransaction: true, wrote: false });
      else if (command === 'COMMIT' || command === 'ROLLBACK') {
        announce ||= command === 'COMMIT' && state.wrote;
        Object.assign(state, { inTransaction: false, wrote: false });
      } else if (WRITES.has(command)) {
        if (state.inTransaction) state.wrote = true;
        else announce = true;
      }
    }
    if (announce && this.heard) await this.heard();
  }

  // Statements outside a transaction (drizzle sends them to the pool).
  override query(...args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (!(result instanceof Promise)) return result as never;
    return result.then(async (value: Results) => {
      await this.settled(value);
      return value;
    }) as never;
  }

  // Transactions run on one checked-out client: follow its BEGIN, writes and COMMIT.
  override connect(...args: unknown[]): never {
    if (args.length > 0) return (super.connect as (...a: unknown[]) => never)(...args);
    return super.connect().then((client: TrackedClient) => {
      if (!client[tracked]) {
        const state = { inTransaction: false, wrote: false };
        client[tracked] = state;
        const query = client.query.bind(client) as (...a: unknown[]) => unknown;
        client.query = ((...queryArgs: unknown[]) => {
          const result = query(...queryArgs);
          if (!(result instanceof Promise)) return result;
          return result.then(async (value: Results) => {
            await this.settled(value, state);
            return value;
          });
        }) as typeof client.query;
      }
      return client;
    }) as never;
  }
}
