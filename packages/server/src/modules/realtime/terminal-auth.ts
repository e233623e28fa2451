import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deviceAccounts } from '../device-accounts/tables';
import { dummyPasswordHash, verifyPassword } from '../identity/passwords';

export interface TerminalRef {
  id: number;
  customerId: number;
  account: string;
}

export type TerminalAuthResult =
  { ok: true; terminal: TerminalRef } | { ok: false; reason: 'badCredentials' | 'disabled' };

/** At most this many verified credentials are remembered (a few MB at 10,000 terminals). */
const CACHE_LIMIT = 50_000;

// A base64 string, not a Buffer: 10,000 small Buffers cost more than their bytes.
const digest = (password: string) => createHash('sha256').update(password).digest('base64');

/**
 * Terminal logins on the broker. argon2 takes ~50 ms, so a successful verification is remembered
 * as (stored hash, sha256 of the password): a reconnect costs one indexed read. A changed password
 * changes the stored hash, which invalidates the entry by itself; `enabled` is read on every
 * connect, so a disabled terminal is refused at once.
 */
export class TerminalAuthenticator {
  private readonly verified = new Map<string, { hash: string; digest: string }>();

  constructor(private readonly db: Db) {}

  async authenticate(account: string | undefined, password: Buffer | undefined): Promise<TerminalAuthResult> {
    const given = password?.toString('utf8') ?? '';
    if (!account || !/^\d{1,20}$/.test(account) || !given) return { ok: false, reason: 'badCredentials' };
    const [row] = await this.db
      .select({
        id: deviceAccounts.id,
        customerId: deviceAccounts.customerId,
        account: deviceAccounts.account,
        password: deviceAccounts.password,
        enabled: deviceAccounts.enabled,
      })
      .from(deviceAccounts)
      .where(eq(deviceAccounts.account, account))
      .limit(1);
    if (!row) {
      // Same cost as a real check, so probing for accounts learns nothing from timing.
      await verifyPassword(await dummyPasswordHash(), given);
      return { ok: false, reason: 'badCredentials' };
    }
    const cached = this.verified.get(account);
    const givenDigest = digest(given);
    const known =
      cached &&
      cached.hash === row.password &&
      timingSafeEqual(Buffer.from(cached.digest), Buffer.from(givenDigest));
    if (!known) {
      if (!(await verifyPassword(row.password, given))) return { ok: false, reason: 'badCredentials' };
      if (this.verified.size >= CACHE_LIMIT) {
        // Map keeps insertion order: drop the oldest entry.
        const oldest = this.verified.keys().next().value;
        if (oldest !== undefined) this.verified.delete(oldest);
      }
      this.verified.set(account, { hash: row.password, digest: givenDigest });
    }
    if (!row.enabled) return { ok: false, reason: 'disabled' };
    return { ok: true, terminal: { id: row.id, customerId: row.customerId, account: row.account } };
  }

  /** Forget a terminal's verified password (its password or account changed). */
  forget(account: string) {
    this.verified.delete(account);
  }
}
