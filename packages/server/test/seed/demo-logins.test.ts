import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS } from '@console/contract';
import { users } from '../../src/platform/identity-tables';
import { seed } from '../../src/seed/seed';
import { api, build, envelope, TEST_ADMIN, DEMO_SEED_TIMEOUT } from '../helper';

const ctx = build();
const PEOPLE = ['dispatcher', 'doctor', 'hospitaladmin', 'member'];

describe('demo logins seed', DEMO_SEED_TIMEOUT, () => {
  it('gives the demo people generated passwords they must change at first sign-in (defect 12)', async () => {
    const logins = await seed(ctx.database.db, {
      adminAccount: TEST_ADMIN.account,
      adminPassword: TEST_ADMIN.password,
      demo: true,
    });
    expect(
      logins
        .filter((l) => PEOPLE.includes(l.account))
        .map((l) => ({ account: l.account, mustChange: l.mustChange }))
        .sort((a, b) => a.account.localeCompare(b.account)),
    ).toEqual(PEOPLE.map((account) => ({ account, mustChange: true })));
    const rows = await ctx.database.db
      .select({ account: users.account, initPwd: users.initPwd })
      .from(users)
      .where(inArray(users.account, PEOPLE))
      .orderBy(users.account);
    expect(rows).toEqual(PEOPLE.map((account) => ({ account, initPwd: true })));
    const hospitaladmin = logins.find((l) => l.account === 'hospitaladmin')!;
    const token = await ctx.login('hospitaladmin', hospitaladmin.password);
    const menus = await ctx.injectAs(token, { method: 'GET', url: api(PATHS.menuUserTree) });
    expect(envelope(menus).retCode).toBe(ERROR_CODES.passwordChangeRequired);
  });
});
