import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  LOGIN_FAILURE_LIMIT_ACCOUNT,
  LOGIN_FAILURE_LIMIT_IP,
  LOGIN_FAILURE_WINDOW_MS,
  PATHS,
} from '@console/contract';
import { loginFailures } from '../../src/modules/identity/tables';
import { api, build, expectError, expectOk, TENANT_PASSWORD } from '../helper';

const ctx = build();

/** Each test logs in from its own address, so the per-IP counter of one test never leaks into another. */
function login(ip: string, account: string, password: string, lang = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: api(PATHS.login),
    remoteAddress: ip,
    headers: { 'accept-language': lang },
    payload: { account, password },
  });
}

async function fail(ip: string, account: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    expectError(
      await login(ip, account, 'wrong-password'),
      ERROR_CODES.wrongCredentials,
      'error.wrongCredentials',
    );
  }
}

async function counter(key: string) {
  const [row] = await ctx.database.db.select().from(loginFailures).where(eq(loginFailures.key, key));
  return row;
}

describe('failed-login limit per account', () => {
  it('locks an account after 5 failures, even against the right password, and says for how long', async () => {
    const { account } = await ctx.createUser({ account: 'rl_lock' });
    await fail('10.1.0.1', account, LOGIN_FAILURE_LIMIT_ACCOUNT);
    const res = await login('10.1.0.1', account, TENANT_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = expectError(res, ERROR_CODES.tooManyAttempts, 'error.tooManyAttempts');
    expect(body.errInfo).toMatch(/^Too many failed logins; try again in \d+ minutes$/);
    // The lock follows the account, not the address it was attacked from.
    expectError(await login('10.1.0.2', account, TENANT_PASSWORD), ERROR_CODES.tooManyAttempts);
  });

  it('lets the fourth failure pass and counts accounts case-insensitively', async () => {
    const { account } = await ctx.createUser({ account: 'rl_Case' });
    await fail('10.2.0.1', account.toUpperCase(), LOGIN_FAILURE_LIMIT_ACCOUNT - 1);
    expect((await counter('account:rl_case'))?.count).toBe(LOGIN_FAILURE_LIMIT_ACCOUNT - 1);
    expectOk(await login('10.2.0.1', account, TENANT_PASSWORD));
  });

  it('reports the minutes left in the window', async () => {
    const { account } = await ctx.createUser({ account: 'rl_minutes' });
    await fail('10.3.0.1', account, LOGIN_FAILURE_LIMIT_ACCOUNT);
    // Ten minutes into a fifteen-minute window: five minutes remain.
    await ctx.database.db
      .update(loginFailures)
      .set({ windowStart: new Date(Date.now() - 10 * 60_000) })
      .where(eq(loginFailures.key, `account:${account}`));
    const body = expectError(
      await login('10.3.0.1', account, TENANT_PASSWORD, 'zh'),
      ERROR_CODES.tooManyAttempts,
    );
    expect(body.errInfo).toBe('登录失败次数过多，请 5 分钟后再试');
  });

  it('does not lock another account from the same address', async () => {
    const { account: locked } = await ctx.createUser({ account: 'rl_locked2' });
    const { account: other } = await ctx.createUser({ account: 'rl_other2' });
    await fail('10.4.0.1', locked, LOGIN_FAILURE_LIMIT_ACCOUNT);
    expectError(await login('10.4.0.1', locked, TENANT_PASSWORD), ERROR_CODES.tooManyAttempts);
    expectOk(await login('10.4.0.1', other, TENANT_PASSWORD));
  });

  it('unlocks once the window has passed', async () => {
    const { account } = await ctx.createUser({ account: 'rl_window' });
    await fail('10.5.0.1', account, LOGIN_FAILURE_LIMIT_ACCOUNT);
    expectError(await login('10.5.0.1', account, TENANT_PASSWORD), ERROR_CODES.tooManyAttempts);
    await ctx.database.db
      .update(loginFailures)
      .set({ windowStart: new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS - 1000) })
      .where(inArray(loginFailures.key, [`account:${account}`, 'ip:10.5.0.1']));
    expectOk(await login('10.5.0.1', account, TENANT_PASSWORD));
  });

  it('starts a fresh count after an expired window', async () => {
    const { account } = await ctx.createUser({ account: 'rl_fresh' });
    await fail('10.6.0.1', account, LOGIN_FAILURE_LIMIT_ACCOUNT - 1);
    await ctx.database.db
      .update(loginFailures)
      .set({ windowStart: new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS - 1000) })
      .where(eq(loginFailures.key, `account:${account}`));
    await fail('10.6.0.1', account, 1);
    expect((await counter(`account:${account}`))?.count).toBe(1);
    expectOk(await login('10.6.0.1', account, TENANT_PASSWORD));
  });

  it('clears the account counter on a successful login', async () => {
    const { account } = await ctx.createUser({ account: 'rl_clear' });
    await fail('10.7.0.1', account, LOGIN_FAILURE_LIMIT_ACCOUNT - 1);
    expectOk(await login('10.7.0.1', account, TENANT_PASSWORD));
    expect(await counter(`account:${account}`)).toBeUndefined();
    // Without the reset these would make 8 failures and lock the account.
    await fail('10.7.0.1', account, LOGIN_FAILURE_LIMIT_ACCOUNT - 1);
    expectOk(await login('10.7.0.1', account, TENANT_PASSWORD));
  });
});

describe('failed-login limit per address', () => {
  it('locks every account of an address after 20 failures, and only that address', async () => {
    const ip = '10.8.0.1';
    const { account } = await ctx.createUser({ account: 'rl_ip_victim' });
    // 19 failures spread over unknown accounts, none of which reaches its own limit of 5.
    for (let i = 0; i < LOGIN_FAILURE_LIMIT_IP - 1; i += 1) await fail(ip, `rl_nobody_${i % 4}`, 1);
    expect((await counter(`ip:${ip}`))?.count).toBe(LOGIN_FAILURE_LIMIT_IP - 1);
    expectOk(await login(ip, account, TENANT_PASSWORD));
    // A success does not clear the address counter: one more failure reaches the limit.
    await fail(ip, 'rl_nobody_x', 1);
    expectError(
      await login(ip, account, TENANT_PASSWORD),
      ERROR_CODES.tooManyAttempts,
      'error.tooManyAttempts',
    );
    expectOk(await login('10.8.0.2', account, TENANT_PASSWORD));
  });
});
