import type { Db } from '../../db/client';
import { DataCache } from '../../platform/cache';
import type { DataChanges } from '../../platform/db';
import { hashToken, lookUpSession, renewSession, type ResolvedSession, type SessionRow } from './sessions';

/**
 * Session verification without a database query per request (ADR 0009). A session is kept from
 * its first look-up until whichever comes first: its idle expiry as this instance last wrote or
 * read it, or a write to sessions, users or roles (logout, password change, a disabled user or
 * role, from any code path or instance: migration 0012's NOTIFY). Past the cached expiry it is
 * looked up again, so a renewal by another instance is not mistaken for expiry. The sliding
 * renewal is still written at most once a minute.
 */
export class SessionCache {
  readonly #rows: DataCache<SessionRow>;

  constructor(
    private readonly db: Db,
    changes: DataChanges,
  ) {
    this.#rows = new DataCache(changes, 'sessions', 10_000);
  }

  clear() {
    this.#rows.clear();
  }

  async resolve(token: string): Promise<ResolvedSession | null> {
    const key = hashToken(token);
    const now = new Date();
    const cached = this.#rows.get(key);
    if (cached && cached.expiresAt <= now) this.#rows.delete(key);
    const row = await this.#rows.through(key, () => lookUpSession(this.db, key, now));
    if (!row) return null;
    await renewSession(this.db, row, now);
    return row.session;
  }
}
