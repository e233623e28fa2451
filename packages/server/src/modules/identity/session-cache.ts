import type { Db } from '../../db/client';
import { DataCache } from '../../platform/cache';
import type { DataChanges } from '../../platform/db';
import { hashToken, lookUpSession, renewSession, type ResolvedSession, type SessionRow } from './sessions';

/**
 * Session verification without a database query per request (ADR 0009). A session is kept from
 * its first look-up until whichever comes first: its idle expiry as last read or renewed, or any
 * write to sessions, users or roles (logout, password change, a disabled user or role, by any
 * code path: migration 0012's NOTIFY). The sliding renewal is still written at most once a
 * minute. If the database's announcements can no longer be heard, every request looks it up.
 */
export class SessionCache {
  readonly #rows: DataCache<SessionRow>;

  constructor(
    private readonly db: Db,
    changes: DataChanges,
  ) {
    this.#rows = new DataCache(changes, 'sessions', 10_000);
  }

  async resolve(token: string): Promise<ResolvedSession | null> {
    // Keyed by the token itself: its hash is only needed for the database look-up (SHA-256 was 4 %
    // of a cached user-log request's CPU), and the token is in this process's memory anyway.
    const now = new Date();
    const cached = this.#rows.get(token);
    if (cached && cached.expiresAt <= now) this.#rows.delete(token);
    const row = await this.#rows.through(token, () => lookUpSession(this.db, hashToken(token), now));
    if (!row) return null;
    await renewSession(this.db, row, now);
    return row.session;
  }
}
