import type { Db } from '../../db/client';
import type { DataChanges } from '../../platform/db';
import { hashToken, lookUpSession, renewSession, type ResolvedSession, type SessionRow } from './sessions';

/** Sessions kept in memory at most; the oldest looked-up one makes room (a miss only costs a query). */
const MAX_ENTRIES = 10_000;

/**
 * Session verification without a database query per request (ADR 0009). A session is kept from
 * its first look-up until whichever comes first: its idle expiry as this instance last wrote or
 * read it, or a write to sessions, users or roles (logout, password change, a disabled user or
 * role, from any code path or instance: migration 0012's NOTIFY). Past the cached expiry it is
 * looked up again, so a renewal by another instance is not mistaken for expiry. The sliding
 * renewal is still written at most once a minute.
 */
export class SessionCache {
  readonly #entries = new Map<string, SessionRow>();
  /** Bumped by every invalidation: a look-up that started before one must not store its answer. */
  #generation = 0;

  constructor(
    private readonly db: Db,
    private readonly changes: DataChanges,
  ) {
    changes.on('sessions', () => this.clear());
  }

  clear() {
    this.#generation += 1;
    this.#entries.clear();
  }

  async resolve(token: string): Promise<ResolvedSession | null> {
    const key = hashToken(token);
    const now = new Date();
    let row: SessionRow | null | undefined = this.changes.live ? this.#entries.get(key) : undefined;
    if (!row || row.expiresAt <= now) {
      this.#entries.delete(key);
      const generation = this.#generation;
      row = await lookUpSession(this.db, key, now);
      if (!row) return null;
      if (generation === this.#generation && this.changes.live) this.#remember(key, row);
    }
    await renewSession(this.db, row, now);
    return row.session;
  }

  #remember(key: string, row: SessionRow) {
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, row);
  }
}
