import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { api, build, envelope, expectOk, type Tenant } from '../helper';

const ctx = build();
const url = (suffix = '') => api(`${PATHS.resource('admins')}${suffix}`);
let admin: string;
let tenant: Tenant;
beforeAll(async () => {
  admin = await ctx.adminToken();
  tenant = await ctx.createTenant('admt');
});

const valid = () => ({
  customerId: tenant.customerId,
  username: 'wang01',
  realName: '王伟',
  password: 'abc123',
  repassword: 'abc123',
});
const create = (payload: object, token = admin) =>
  ctx.injectAs(token, { method: 'POST', url: url(), payload });
const fieldsOf = async (payload: object) => envelope(await create(payload)).fields;

describe('enterprise administrators', () => {
  it('creates an administrator who can log in, without returning the password', async () => {
    const created = expectOk<Record<string, unknown>>(await create(valid()));
    expect(created).toMatchObject({ username: 'wang01', realName: '王伟', customerId: tenant.customerId });
    expect(created).not.toHaveProperty('password');
    expect(created).not.toHaveProperty('passwordHash');
    const token = await ctx.login('wang01', 'abc123');
    const info = expectOk<{ userType: number; roles: string[] }>(
      await ctx.injectAs(token, { method: 'GET', url: api(PATHS.sysUserGet) }),
    );
    expect(info).toMatchObject({ userType: 2, roles: ['admin'] });
  });

  it('takes usernames of 2 to 10 letters or digits', async () => {
    expect(await fieldsOf({ ...valid(), username: 'a' })).toEqual({ username: 'validation.username' });
    expect(await fieldsOf({ ...valid(), username: 'abcdefghijk' })).toEqual({
      username: 'validation.username',
    });
    expect(await fieldsOf({ ...valid(), username: 'ab_c' })).toEqual({ username: 'validation.username' });
    expectOk(await create({ ...valid(), username: 'ab' }));
    expectOk(await create({ ...valid(), username: 'abcdefghij' }));
  });

  it('takes real names of Chinese characters or letters only', async () => {
    expect(await fieldsOf({ ...valid(), username: 'rn1', realName: 'Wang 1' })).toEqual({
      realName: 'validation.realName',
    });
    expectOk(await create({ ...valid(), username: 'rn2', realName: 'WangWei' }));
  });

  it('checks phone, mail and the password rules', async () => {
    expect(await fieldsOf({ ...valid(), username: 'p1', phone: '123', email: 'x@' })).toEqual({
      phone: 'validation.phone',
      email: 'validation.email',
    });
    expect(await fieldsOf({ ...valid(), username: 'p2', password: 'abc12', repassword: 'abc12' })).toEqual({
      password: 'validation.passwordMin6',
    });
    expect(
      await fieldsOf({ ...valid(), username: 'p3', password: 'abc 123', repassword: 'abc 123' }),
    ).toEqual({ password: 'validation.passwordChars' });
    expect(await fieldsOf({ ...valid(), username: 'p4', repassword: 'abc124' })).toEqual({
      repassword: 'validation.passwordsDiffer',
    });
  });

  it('refuses a username taken in any company', async () => {
    const clash = await create({ ...valid(), username: 'WANG01' });
    expect(envelope(clash)).toMatchObject({
      errKey: 'error.accountExists',
      fields: { username: 'error.accountExists' },
    });
  });

  it('needs a saved company', async () => {
    expect(envelope(await create({ ...valid(), username: 'nc1', customerId: 999_999 })).fields).toEqual({
      customerId: 'error.customerNotFound',
    });
    expect(envelope(await create({ ...valid(), username: 'nc2', customerId: 1 })).fields).toEqual({
      customerId: 'error.customerNotFound',
    });
  });

  it('resets a password to a one-time one that must be changed', async () => {
    const created = expectOk<{ id: number }>(await create({ ...valid(), username: 'reset1' }));
    const { password } = expectOk<{ password: string }>(
      await ctx.injectAs(admin, { method: 'POST', url: url(`/${created.id}/resetPassword`) }),
    );
    const token = await ctx.login('reset1', password);
    const blocked = await ctx.injectAs(token, { method: 'GET', url: api(PATHS.menuUserTree) });
    expect(envelope(blocked).retCode).toBe('401003');
  });

  it('is managed by platform administrators only', async () => {
    expect((await create({ ...valid(), username: 'x1' }, tenant.admin.token)).statusCode).toBe(403);
    expect((await ctx.injectAs(tenant.admin.token, { method: 'GET', url: url() })).statusCode).toBe(403);
  });
});

describe('administrators in lists', () => {
  it('lists usernames and filters by them', async () => {
    const page = expectOk<{ list: { username: string | null }[] }>(
      await ctx.injectAs(admin, { method: 'GET', url: url('?username=wang&sort=username') }),
    );
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((row) => row.username?.includes('wang'))).toBe(true);
  });
});
