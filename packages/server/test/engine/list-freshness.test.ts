import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS } from '@console/contract';
import { deviceAccounts } from '../../src/modules/device-accounts/tables';
import { api, build, expectError, expectOk, type Tenant } from '../helper';

/** Engine lists are read from the database on every request (ADR 0012): writes by any path show at once. */
const ctx = build();
const url = (query: string) => api(`${PATHS.resource('deviceAccounts')}?${query}`);
let a: Tenant;
let b: Tenant;

interface Page {
  total: number;
  list: { id: number; name: string; customerId: number }[];
}
const list = async (tenant: Tenant, query = 'size=5') =>
  expectOk<Page>(await ctx.injectAs(tenant.admin.token, { method: 'GET', url: url(query) }));

async function terminal(tenant: Tenant, account: string) {
  const [row] = await ctx.database.db
    .insert(deviceAccounts)
    .values({
      customerId: tenant.customerId,
      account,
      name: `终端${account}`,
      deviceType: 'terminal',
      loginAccount: account,
      password: 'x',
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  a = await ctx.createTenant('list_cache_a');
  b = await ctx.createTenant('list_cache_b');
});

describe('engine lists without a page cache', () => {
  it('shows rows written, changed and removed by plain SQL on the next request', async () => {
    const before = await list(a);
    const row = await terminal(a, '70000001');
    const added = await list(a);
    expect(added.total).toBe(before.total + 1);
    expect(added.list[0]).toMatchObject({ id: row.id, name: '终端70000001' });
    await ctx.database.db.update(deviceAccounts).set({ name: '改名' }).where(eq(deviceAccounts.id, row.id));
    expect((await list(a)).list[0]).toMatchObject({ id: row.id, name: '改名' });
    await ctx.database.db.delete(deviceAccounts).where(eq(deviceAccounts.id, row.id));
    expect(await list(a)).toEqual(before);
  });

  it('never answers one tenant with another’s page', async () => {
    await terminal(a, '70000002');
    const ofA = await list(a);
    const ofB = await list(b);
    expect(ofA.list.every((r) => r.customerId === a.customerId)).toBe(true);
    expect(ofB.list.every((r) => r.customerId === b.customerId)).toBe(true);
    expect(ofB.list.some((r) => r.name === '终端70000002')).toBe(false);
  });
});

describe('engine list keyset pages (after=)', () => {
  let c: Tenant;
  beforeAll(async () => {
    c = await ctx.createTenant('list_keyset_c');
    for (let i = 0; i < 7; i++) await terminal(c, `7100000${i}`);
  });
  const ofC = async (query: string) =>
    expectOk<Page>(await ctx.injectAs(c.admin.token, { method: 'GET', url: url(query) }));

  it('answers after a row what the numbered pages hold there, in every order', async () => {
    for (const sort of ['', '&sort=name', '&sort=-account', '&sort=-name,createdAt']) {
      const all = await ofC(`size=7${sort}`);
      expect(all.total).toBe(7);
      const after = await ofC(`size=2&after=${all.list[3]!.id}${sort}`);
      expect(after, sort).toEqual({ ...(await ofC(`size=2&page=3${sort}`)), page: 1 });
      expect(after.list, sort).toEqual(all.list.slice(4, 6));
    }
  });

  it('refuses after= in an order by a column that may be empty', async () => {
    const { list: rows } = await ofC('size=1');
    const res = await ctx.injectAs(c.admin.token, {
      method: 'GET',
      url: url(`size=2&sort=lastSeenAt&after=${rows[0]!.id}`),
    });
    expect(res.statusCode).toBe(400);
    expect(expectError(res, ERROR_CODES.validation).fields).toEqual({ after: 'validation.invalid' });
  });
});
