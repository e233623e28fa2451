import { describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { api, build, envelope, expectError, expectOk, expectValidationError, TEST_ADMIN } from '../helper';

const ctx = build();
const login = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: api(PATHS.login), payload: payload as object, headers });

describe('doLogin', () => {
  it('logs in with a trimmed account and returns the SPEC §3 fields', async () => {
    const data = expectOk<Record<string, unknown>>(
      await login({ account: `  ${TEST_ADMIN.account} `, password: TEST_ADMIN.password }),
    );
    expect(Object.keys(data).sort()).toEqual(
      [
        'accessToken',
        'account',
        'customerId',
        'failedSignIns',
        'id',
        'initPwd',
        'nickName',
        'orgId',
        'orgName',
        'realName',
        'userType',
      ].sort(),
    );
    expect(data).toMatchObject({ account: 'admin', orgId: 1, initPwd: 0, userType: 1 });
    expect(data.accessToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('refuses a wrong password with the SPEC §8 envelope on HTTP 200', async () => {
    const res = await login({ account: 'admin', password: 'wrong-password' });
    expect(res.statusCode).toBe(200);
    expectError(res, '401001', 'error.wrongCredentials');
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const body = expectError(await login({ account: 'nobody', password: 'whatever1' }), '401001');
    expect(body.errInfo).toBe('账号或密码错误');
  });

  it('speaks English when asked', async () => {
    const body = expectError(
      await login({ account: 'nobody', password: 'x' }, { 'accept-language': 'en' }),
      '401001',
    );
    expect(body.errInfo).toBe('Incorrect account or password');
  });

  it('names the fields of a bad body and rejects unknown fields', async () => {
    expectValidationError(await login({ password: 'x' }), 'account', 'validation.required');
    expectValidationError(await login({ account: '   ', password: 'x' }), 'account', 'validation.required');
    expectValidationError(
      await login({ account: 'admin', password: 'x', admin: true }),
      'admin',
      'validation.unknownField',
    );
    expectValidationError(await login({ account: 42, password: 'x' }), 'account', 'validation.required');
  });

  it('answers malformed JSON with an envelope, not HTML', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: api(PATHS.login),
      payload: '{"account":',
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, '400002');
  });
});

describe('sessions', () => {
  it('accepts the token header and Authorization: Bearer', async () => {
    const token = await ctx.login(TEST_ADMIN.account, TEST_ADMIN.password);
    expectOk(await ctx.injectAs(token, { method: 'GET', url: api(PATHS.sysUserGet) }));
    expectOk(
      await ctx.app.inject({
        method: 'GET',
        url: api(PATHS.sysUserGet),
        headers: { authorization: `Bearer ${token}` },
      }),
    );
  });

  it('gives the session-expiry envelope for a missing or unknown token', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: api(PATHS.sysUserGet) }), '50014');
    expectError(await ctx.injectAs('not-a-token', { method: 'GET', url: api(PATHS.sysUserGet) }), '50014');
  });

  it('revokes the session on logout', async () => {
    const token = await ctx.login(TEST_ADMIN.account, TEST_ADMIN.password);
    expectOk(await ctx.injectAs(token, { method: 'POST', url: api(PATHS.logout) }));
    expectError(await ctx.injectAs(token, { method: 'GET', url: api(PATHS.sysUserGet) }), '50014');
  });

  it('returns the user info fields', async () => {
    const token = await ctx.login(TEST_ADMIN.account, TEST_ADMIN.password);
    const info = expectOk<Record<string, unknown>>(
      await ctx.injectAs(token, { method: 'GET', url: api(PATHS.sysUserGet) }),
    );
    expect(info).toMatchObject({
      account: 'admin',
      userType: 1,
      orgId: 1,
      customerId: 1,
      roles: ['cloudAdmin'],
    });
    for (const key of ['id', 'roleId', 'realName', 'nickName', 'avatarUrl', 'remark'])
      expect(info).toHaveProperty(key);
    expect(envelope(await ctx.injectAs(token, { method: 'GET', url: api(PATHS.sysUserGet) })).retCode).toBe(
      '000000',
    );
  });
});
