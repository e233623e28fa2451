import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS } from '@console/contract';
import { userLogs } from '../../src/platform/audit-tables';
import { users } from '../../src/platform/identity-tables';
import { api, build, expectError, expectOk, expectValidationError, TENANT_PASSWORD } from '../helper';

const ctx = build();
let seq = 0;

/** A fresh user and session per test: a successful change must not leak into the next test. */
async function freshUser() {
  seq += 1;
  const user = await ctx.createUser({ account: `cp_user_${seq}` });
  return { ...user, token: await ctx.login(user.account, TENANT_PASSWORD) };
}

function change(token: string, payload: Record<string, unknown>) {
  return ctx.injectAs(token, { method: 'POST', url: api(PATHS.changePassword), payload });
}

const valid = (password: string) => ({ oldPassword: TENANT_PASSWORD, password, repassword: password });

async function hashOf(id: number) {
  const [row] = await ctx.database.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id));
  return row!.hash;
}

async function logsOf(id: number) {
  return ctx.database.db
    .select()
    .from(userLogs)
    .where(and(eq(userLogs.userId, id), eq(userLogs.action, 'changePassword')));
}

async function loginStatus(account: string, password: string) {
  const res = await ctx.app.inject({ method: 'POST', url: api(PATHS.login), payload: { account, password } });
  return res.json<{ retCode: string }>().retCode;
}

describe('changePassword validation (SPEC §5)', () => {
  it('refuses a new password of 7 characters and accepts 8', async () => {
    const { token } = await freshUser();
    expectValidationError(await change(token, valid('Abc#123')), 'password', 'validation.passwordMin8');
    expectOk(await change(token, valid('Abc#1234')));
  });

  it('accepts 64 characters and refuses 65', async () => {
    const { token } = await freshUser();
    expectValidationError(await change(token, valid('a'.repeat(65))), 'password', 'validation.max');
    expectOk(await change(token, valid('a1'.repeat(32))));
  });

  it('refuses common passwords and the account name (issue 21)', async () => {
    const { token, account } = await freshUser();
    for (const common of ['12345678', 'password1', 'aaaaaaaa', 'Qwerty123', '87654321', 'woaini1314'])
      expectValidationError(await change(token, valid(common)), 'password', 'validation.passwordCommon');
    expectValidationError(
      await change(token, valid(account.toUpperCase())),
      'password',
      'validation.passwordIsAccount',
    );
    expectOk(await change(token, valid('Harbour#Lamp7')));
  });

  it('refuses spaces and non-ASCII characters and accepts every printable ASCII special', async () => {
    const { token } = await freshUser();
    expectValidationError(await change(token, valid('Abc 12345')), 'password', 'validation.passwordChars');
    expectValidationError(await change(token, valid('Pässword1')), 'password', 'validation.passwordChars');
    expectValidationError(
      await change(token, valid('密码密码密码密码')),
      'password',
      'validation.passwordChars',
    );
    expectValidationError(await change(token, valid('Abc\t12345')), 'password', 'validation.passwordChars');
    expectOk(await change(token, valid('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~')));
  });

  it('refuses two different entries, naming repassword', async () => {
    const { token } = await freshUser();
    const res = await change(token, {
      oldPassword: TENANT_PASSWORD,
      password: 'Abc#12345',
      repassword: 'Abc#12346',
    });
    expectValidationError(res, 'repassword', 'validation.passwordsDiffer');
  });

  it('refuses a new password equal to the old one', async () => {
    const { token } = await freshUser();
    expectValidationError(
      await change(token, valid(TENANT_PASSWORD)),
      'password',
      'validation.passwordSameAsOld',
    );
  });

  it('requires every field and refuses unknown ones', async () => {
    const { token } = await freshUser();
    expectValidationError(
      await change(token, { password: 'Abc#12345', repassword: 'Abc#12345' }),
      'oldPassword',
      'validation.required',
    );
    expectValidationError(
      await change(token, { ...valid('Abc#12345'), password: '' }),
      'password',
      'validation.required',
    );
    expectValidationError(
      await change(token, { oldPassword: TENANT_PASSWORD, password: 'Abc#12345' }),
      'repassword',
      'validation.required',
    );
    expectValidationError(
      await change(token, { ...valid('Abc#12345'), userId: 1 }),
      'userId',
      'validation.unknownField',
    );
  });

  it('refuses a wrong old password on the oldPassword field', async () => {
    const { token } = await freshUser();
    const body = expectError(
      await change(token, { oldPassword: 'not-my-password', password: 'Abc#12345', repassword: 'Abc#12345' }),
      ERROR_CODES.wrongCredentials,
      'error.wrongPassword',
    );
    expect(body.fields).toEqual({ oldPassword: 'error.wrongPassword' });
  });

  it('needs a session', async () => {
    expectError(await change('', valid('Abc#12345')), ERROR_CODES.sessionExpired);
  });
});

describe('changePassword effects', () => {
  it('replaces the password: the old one fails, the new one works', async () => {
    const { account, token } = await freshUser();
    expectOk(await change(token, valid('Brand-n3w!')));
    expect(await loginStatus(account, TENANT_PASSWORD)).toBe(ERROR_CODES.wrongCredentials);
    expect(await loginStatus(account, 'Brand-n3w!')).toBe('000000');
  });

  it('records the change in the user log without any secret', async () => {
    const { id, account, token } = await freshUser();
    expect(await logsOf(id)).toHaveLength(0);
    expectOk(await change(token, valid('Brand-n3w!')));
    const logs = await logsOf(id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ account, resource: 'users', resourceId: String(id), customerId: 1 });
    expect(JSON.stringify(logs[0])).not.toContain('Brand-n3w!');
  });

  it('writes nothing when the change is refused', async () => {
    const { id, account, token } = await freshUser();
    const hash = await hashOf(id);
    expectError(
      await change(token, { oldPassword: 'not-my-password', password: 'Abc#12345', repassword: 'Abc#12345' }),
      ERROR_CODES.wrongCredentials,
    );
    expectValidationError(await change(token, valid('short')), 'password', 'validation.passwordMin8');
    expect(await hashOf(id)).toBe(hash);
    expect(await logsOf(id)).toHaveLength(0);
    expect(await loginStatus(account, TENANT_PASSWORD)).toBe('000000');
  });
});
