import { eq, inArray, sql } from 'drizzle-orm';
import {
  LOGIN_FAILURE_LIMIT_IP,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FIRST_DELAY_MS,
  LOGIN_FREE_FAILURES,
  LOGIN_MAX_DELAY_MS,
  LOGIN_PAIR_RESET_MS,
} from '@console/contract';
import type { Db } from '../../db/client';
import { loginFailures } from './tables';

/**
 * Login throttling (issue 13), in the database so every server instance counts the same failures.
 * Per (account, address): growing delays, so a guesser slows down while the owner, from another
 * address, still signs in. Per address across accounts: a fixed window, so one address cannot
 * spray many accounts. Times come from `Date.now()` (tests move the clock).
 */
const pairPrefix = (account: string) => `pair:${account.toLowerCase()}|`;
const pairKey = (account: string, ip: string) => `${pairPrefix(account)}${ip}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** The wait after a pair's `count` failures: none for the first few, then doubling up to the cap. */
export function pairDelayMs(count: number): number {
  if (count < LOGIN_FREE_FAILURES) return 0;
  return Math.min(LOGIN_FIRST_DELAY_MS * 2 ** (count - LOGIN_FREE_FAILURES), LOGIN_MAX_DELAY_MS);
}

/** How long this account must wait before trying again from this address (0: it may try now). */
export async function loginWaitMs(db: Db, account: string, ip: string): Promise<number> {
  const rows = await db
    .select()
    .from(loginFailures)
    .where(inArray(loginFailures.key, [pairKey(account, ip), ipKey(ip)]));
  const now = Date.now();
  const waits = rows.map((row) =>
    row.key === ipKey(ip)
      ? row.count >= LOGIN_FAILURE_LIMIT_IP
        ? row.windowStart.getTime() + LOGIN_FAILURE_WINDOW_MS - now
        : 0
      : row.lastFailedAt.getTime() + pairDelayMs(row.count) - now,
  );
  return Math.max(0, ...waits);
}

export async function recordLoginFailure(db: Db, account: string, ip: string): Promise<void> {
  const now = new Date();
  const pairStale = new Date(now.getTime() - LOGIN_PAIR_RESET_MS);
  await db
    .insert(loginFailures)
    .values({ key: pairKey(account, ip), count: 1, windowStart: now, lastFailedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${loginFailures.lastFailedAt} < ${pairStale} then 1 else ${loginFailures.count} + 1 end`,
        lastFailedAt: now,
      },
    });
  const windowStale = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  await db
    .insert(loginFailures)
    .values({ key: ipKey(ip), count: 1, windowStart: now, lastFailedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${loginFailures.windowStart} < ${windowStale} then 1 else ${loginFailures.count} + 1 end`,
        windowStart: sql`case when ${loginFailures.windowStart} < ${windowStale} then ${now} else ${loginFailures.windowStart} end`,
        lastFailedAt: now,
      },
    });
}

/** A successful sign-in forgives its own address, not the others. */
export async function clearLoginFailures(db: Db, account: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, pairKey(account, ip)));
}

/** An administrator lifts every delay of an account, from whatever address. */
export async function unlockLogins(db: Db, account: string): Promise<void> {
  const prefix = pairPrefix(account);
  await db.delete(loginFailures).where(sql`left(${loginFailures.key}, ${prefix.length}) = ${prefix}`);
}
