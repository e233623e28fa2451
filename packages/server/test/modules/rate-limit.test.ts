import { and, desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ERROR_CODES,
  LOGIN_FAILURE_LIMIT_IP,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FIRST_DELAY_MS,
  LOGIN_FREE_FAILURES,
  LOGIN_MAX_DELAY_MS,
  PATHS,
  PLATFORM_ORG_ID,
} from '@console/contract';
import type { LoginResult } from '@console/contract/resources/identity';
import { userLogs } from '../../src/platform/audit-tables';
import { pairDelayMs } from '../../src/modules/identity/login-limits';
import { api, build, expectError, expectOk, TENANT_PASSWORD } from '../helper';

const ctx = build();

/** The clock the throttle reads (only `Date` is faked: the database keeps its real timers). */
const START = new Date('2026-11-25T08:00:00Z').getTime();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

/** Each test logs in from its own addresses, so one test's counters never leak into another. */
function login(ip: string, account: string, password: string, lang = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: api(PATHS.login),
    remoteAddress: ip,
    headers: { 'accept-language': lang },
    payload: { account, password },
  });
}

/** Failures per (account, address) so far: `fail` waits out each delay, as a patient guesser would. */
const failures = new Map<string, number>();
async function fail(ip: string, account: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    const key = `${account.toLowerCase()}|${ip}`;
    const count = failures.get(key) ?? 0;
    advance(pairDelayMs(count));
    expectError(
      await login(ip, account, 'wrong-password'),
      ERROR_CODES.wrongCredentials,
      'error.wrongCredentials',
    );
    failures.set(key, count + 1);
  }
}

/** The sign-in entries of an account in the user log, oldest first. */
async function signIns(account: string) {
  const rows = await ctx.database.db
    .select()
    .from(userLogs)
    .where(and(eq(userLogs.account, account), eq(userLogs.resource, 'sessions')))
    .orderBy(desc(userLogs.id));
  return rows
    .reverse()
    .map((r) => ({ action: r.action, ip: r.ip, after: r.after, customerId: r.customerId }));
}

describe('growing delays per (account, address)', () => {
  it('doubles the wait after the free failures, up to the cap', () => {
    expect(Array.from({ length: 14 }, (_, i) => pairDelayMs(i))).toEqual([
      0,
      0,
      0,
      2_000,
      4_000,
      8_000,
      16_000,
      32_000,
      64_000,
      128_000,
      256_000,
      512_000,
      LOGIN_MAX_DELAY_MS,
      LOGIN_MAX_DELAY_MS,
    ]);
    expect(LOGIN_FREE_FAILURES).toBe(3);
    expect(LOGIN_FIRST_DELAY_MS).toBe(2_000);
  });

  it('makes the guessing address wait, even with the right password, and says how long', async () => {
    const { account } = await ctx.createUser({ account: 'rl_delay' });
    await fail('10.1.0.1', account, 4);
    const body = expectError(
      await login('10.1.0.1', account, TENANT_PASSWORD),
      ERROR_CODES.tooManyAttempts,
      'error.loginDelayed',
    );
    expect(body.errInfo).toBe('Too many failed logins; try again in 4 seconds');
    advance(3_000);
    const zh = expectError(
      await login('10.1.0.1', account, TENANT_PASSWORD, 'zh'),
      ERROR_CODES.tooManyAttempts,
    );
    expect(zh.errInfo).toBe('登录失败次数过多，请 1 秒后再试');
    advance(1_000);
    expectOk(await login('10.1.0.1', account, TENANT_PASSWORD));
  });

  it('lets the owner sign in from another address while one address is throttled', async () => {
    const { account } = await ctx.createUser({ account: 'rl_owner' });
    await fail('10.2.0.1', account, 12);
    expectError(await login('10.2.0.1', account, TENANT_PASSWORD), ERROR_CODES.tooManyAttempts);
    expectOk(await login('10.2.0.2', account, TENANT_PASSWORD));
    // The owner's success does not forgive the guessing address.
    expectError(await login('10.2.0.1', account, TENANT_PASSWORD), ERROR_CODES.tooManyAttempts);
  });

  it('counts accounts case-insensitively and forgives an address on its own success', async () => {
    const { account } = await ctx.createUser({ account: 'rl_Case' });
    await fail('10.3.0.1', account.toUpperCase(), LOGIN_FREE_FAILURES - 1);
    expectOk(await login('10.3.0.1', account, TENANT_PASSWORD));
    // Without the reset these would make 5 failures and a delay.
    await fail('10.3.0.1', account, LOGIN_FREE_FAILURES - 1);
    expectOk(await login('10.3.0.1', account, TENANT_PASSWORD));
  });
});

describe('cap per address across accounts', () => {
  it('blocks an address after 20 failures over many accounts, and only that address', async () => {
    const ip = '10.8.0.1';
    const { account } = await ctx.createUser({ account: 'rl_ip_victim' });
    // 19 failures spread over unknown accounts, none of which reaches its own delay.
    for (let i = 0; i < LOGIN_FAILURE_LIMIT_IP - 1; i += 1) await fail(ip, `rl_nobody_${i % 10}`, 1);
    expectOk(await login(ip, account, TENANT_PASSWORD));
    await fail(ip, 'rl_nobody_x', 1);
    const body = expectError(await login(ip, account, TENANT_PASSWORD), ERROR_CODES.tooManyAttempts);
    expect(body.errInfo).toBe(
      `Too many failed logins; try again in ${LOGIN_FAILURE_WINDOW_MS / 1000} seconds`,
    );
    expectOk(await login('10.8.0.2', account, TENANT_PASSWORD));
    advance(LOGIN_FAILURE_WINDOW_MS);
    expectOk(await login(ip, account, TENANT_PASSWORD));
  });
});

describe('the owner is told and every refusal is logged', () => {
  it('reports the failures since the last visit once, at the next sign-in', async () => {
    const { account } = await ctx.createUser({ account: 'rl_told' });
    await fail('10.4.0.1', account, 2);
    advance(60_000);
    await fail('10.4.0.9', account, 1);
    const first = expectOk<LoginResult>(await login('10.4.0.2', account, TENANT_PASSWORD));
    expect(first.failedSignIns).toEqual({
      count: 3,
      lastAt: new Date(START + 60_000).toISOString(),
      lastIp: '10.4.0.9',
    });
    const second = expectOk<LoginResult>(await login('10.4.0.2', account, TENANT_PASSWORD));
    expect(second.failedSignIns).toBeNull();
  });

  it('logs failures, refusals and sign-ins with the address, in the account’s organisation', async () => {
    const { account } = await ctx.createUser({ account: 'rl_logged' });
    await fail('10.5.0.1', account, 4);
    expectError(await login('10.5.0.1', account, TENANT_PASSWORD), ERROR_CODES.tooManyAttempts);
    expectOk(await login('10.5.0.2', account, TENANT_PASSWORD));
    const failed = { action: 'loginFailed', ip: '10.5.0.1', after: null, customerId: PLATFORM_ORG_ID };
    expect(await signIns(account)).toEqual([
      failed,
      failed,
      failed,
      failed,
      {
        action: 'loginRefused',
        ip: '10.5.0.1',
        after: { reason: 'throttled', seconds: 4 },
        customerId: PLATFORM_ORG_ID,
      },
      { action: 'login', ip: '10.5.0.2', after: null, customerId: PLATFORM_ORG_ID },
    ]);
  });
});

describe('an administrator unlocks', () => {
  it('lifts every delay of an account of the own tenant; members and other tenants may not', async () => {
    const tenant = await ctx.createTenant('rl_unlock');
    const other = await ctx.createTenant('rl_unlock_other');
    const victim = tenant.member.account;
    await fail('10.6.0.1', victim, 4);
    await fail('10.6.0.2', victim, 4);
    const unlock = (token: string, id: number) =>
      ctx.injectAs(token, { method: 'POST', url: api(PATHS.unlockLogin), payload: { id } });

    expectError(await unlock(tenant.member.token, tenant.member.id), ERROR_CODES.forbidden);
    expectError(await unlock(other.admin.token, tenant.member.id), ERROR_CODES.notFound);
    expectError(await login('10.6.0.1', victim, TENANT_PASSWORD), ERROR_CODES.tooManyAttempts);
    expectError(await login('10.6.0.2', victim, TENANT_PASSWORD), ERROR_CODES.tooManyAttempts);

    expectOk(await unlock(tenant.admin.token, tenant.member.id));
    expectOk(await login('10.6.0.1', victim, TENANT_PASSWORD));
    expectOk(await login('10.6.0.2', victim, TENANT_PASSWORD));
    expectOk(await unlock(await ctx.adminToken(), other.member.id));
    const [entry] = await ctx.database.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.action, 'unlockLogin'), eq(userLogs.resourceId, String(tenant.member.id))));
    expect({ account: entry?.account, customerId: entry?.customerId, resource: entry?.resource }).toEqual({
      account: tenant.admin.account,
      customerId: tenant.customerId,
      resource: 'users',
    });
  });
});
