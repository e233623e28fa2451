import { createHash, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { deviceAccounts } from '../device-accounts/tables';
import { dummyPasswordHash, verifyPassword } from '../identity/passwords';
import { type TerminalLoginThrottle, type ThrottleVerdict } from './terminal-throttle';

export interface TerminalRef {
  id: number;
  customerId: number;
  account: string;
}

export type TerminalAuthResult =
  | { ok: true; terminal: TerminalRef }
  | { ok: false; reason: 'anonymous' | 'badCredentials' | 'disabled' | 'throttled' };

/** While an account is locked, one refusal in this many is logged (the first always). */
const LOG_EVERY = 100;

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
  /** Refusals logged per account while locked: the first, then one in LOG_EVERY. */
  private readonly refusalsLogged = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly throttle: TerminalLoginThrottle,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * A login of `account` from `address`. Failures are throttled (terminal-throttle.ts): held for a
   * growing delay, then refused without a check while locked; each is logged (never the password)
   * and counted on the device account, which its page shows.
   */
  async authenticate(
    account: string | undefined,
    password: Buffer | undefined,
    address = 'unknown',
  ): Promise<TerminalAuthResult> {
    // A CONNECT with neither user name nor password (a health probe, ADR 0029) is refused at once:
    // it tried no credentials, so it is no failed login, is neither throttled nor logged, and
    // costs no password check.
    if (!account && !password?.length) return { ok: false, reason: 'anonymous' };
    const name = account && /^\d{1,20}$/.test(account) ? account : '';
    const verdict = this.throttle.check(name || '-', address);
    if (verdict.refused) {
      this.logRefusal(name || '-', address, verdict);
      return { ok: false, reason: 'throttled' };
    }
    const result = await this.check(name, password);
    if (result.ok) {
      this.throttle.succeed(name);
      this.refusalsLogged.delete(name);
      return result;
    }
    if (result.reason === 'badCredentials') await this.failed(name || '-', address, Boolean(name));
    return result;
  }

  private async failed(account: string, address: string, known: boolean) {
    const { delayMs, accountFailures, addressFailures } = this.throttle.fail(account, address);
    this.log.warn(
      { account, address, accountFailures, addressFailures, delayMs },
      'terminal login failed on the MQTT broker',
    );
    if (known) {
      await this.db
        .update(deviceAccounts)
        .set({
          loginFailures: sql`${deviceAccounts.loginFailures} + 1`,
          lastLoginFailureAt: new Date(this.now()),
          lastLoginFailureIp: address.slice(0, 64),
        })
        .where(eq(deviceAccounts.account, account))
        .catch((error: unknown) =>
          this.log.error({ err: error }, 'recording a failed terminal login failed'),
        );
    }
    if (delayMs > 0) await sleep(delayMs);
  }

  private logRefusal(account: string, address: string, verdict: Extract<ThrottleVerdict, { refused: true }>) {
    const count = (this.refusalsLogged.get(account) ?? 0) + 1;
    if (this.refusalsLogged.size > 10_000) this.refusalsLogged.clear();
    this.refusalsLogged.set(account, count);
    if (count === 1 || count % LOG_EVERY === 0)
      this.log.warn(
        { account, address, by: verdict.by, refusals: count, until: new Date(verdict.untilMs).toISOString() },
        'terminal login refused: too many failed logins',
      );
  }

  private async check(account: string, password: Buffer | undefined): Promise<TerminalAuthResult> {
    const given = password?.toString('utf8') ?? '';
    if (!account || !given) return { ok: false, reason: 'badCredentials' };
    const [row] = await this.db
      .select({
        id: deviceAccounts.id,
        customerId: deviceAccounts.customerId,
        account: deviceAccounts.account,
        password: deviceAccounts.password,
        enabled: deviceAccounts.enabled,
        loginFailures: deviceAccounts.loginFailures,
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
    if (row.loginFailures > 0) {
      // The right password: the page's count of failures starts again (a write only after failures).
      await this.db
        .update(deviceAccounts)
        .set({ loginFailures: 0 })
        .where(eq(deviceAccounts.id, row.id))
        .catch((error: unknown) => this.log.error({ err: error }, 'clearing failed terminal logins failed'));
    }
    return { ok: true, terminal: { id: row.id, customerId: row.customerId, account: row.account } };
  }

  /** Forget a terminal's verified password (its password or account changed). */
  forget(account: string) {
    this.verified.delete(account);
  }
}
