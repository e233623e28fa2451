import { inArray, sql } from 'drizzle-orm';
import {
  ERROR_CODES,
  LOGIN_FAILURE_LIMIT_ACCOUNT,
  LOGIN_FAILURE_LIMIT_IP,
  LOGIN_FAILURE_WINDOW_MS,
} from '@console/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { loginFailures } from './tables';

/**
 * Failed-login limits per account and per IP, in the database so every server instance counts
 * the same failures. A fixed window: after the limit, logins wait for the window to end.
 */
const keysOf = (account: string, ip: string) => [
  { key: `account:${account.toLowerCase()}`, limit: LOGIN_FAILURE_LIMIT_ACCOUNT },
  { key: `ip:${ip}`, limit: LOGIN_FAILURE_LIMIT_IP },
];

export async function assertLoginAllowed(db: Db, account: string, ip: string): Promise<void> {
  const keys = keysOf(account, ip);
  const rows = await db
    .select()
    .from(loginFailures)
    .where(
      inArray(
        loginFailures.key,
        keys.map((k) => k.key),
      ),
    );
  const now = Date.now();
  for (const row of rows) {
    const limit = keys.find((k) => k.key === row.key)?.limit ?? 0;
    const endsAt = row.windowStart.getTime() + LOGIN_FAILURE_WINDOW_MS;
    if (row.count >= limit && endsAt > now) {
      const minutes = Math.max(1, Math.ceil((endsAt - now) / 60_000));
      throw new AppError(ERROR_CODES.tooManyAttempts, 'error.tooManyAttempts', 429, { params: { minutes } });
    }
  }
}

export async function recordLoginFailure(db: Db, account: string, ip: string): Promise<void> {
  const windowStart = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
  for (const { key } of keysOf(account, ip)) {
    await db
      .insert(loginFailures)
      .values({ key, count: 1, windowStart: new Date() })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          count: sql`case when ${loginFailures.windowStart} < ${windowStart} then 1 else ${loginFailures.count} + 1 end`,
          windowStart: sql`case when ${loginFailures.windowStart} < ${windowStart} then now() else ${loginFailures.windowStart} end`,
        },
      });
  }
}

export async function clearLoginFailures(db: Db, account: string): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [`account:${account.toLowerCase()}`]));
}
