import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, EXACT_COUNT_LIMIT, MAX_PAGE_SIZE, PATHS } from '@console/contract';
import type { UserLog } from '@console/contract/resources/user-logs';
import { userLogs } from '../../src/platform/audit-tables';
import { api, build, expectError, expectOk, type Tenant } from '../helper';

const ctx = build();
const url = (query = '') => `${api(PATHS.resource('userLogs'))}${query ? `?${query}` : ''}`;
let admin: string;
let a: Tenant;
let b: Tenant;

interface Page {
  list: UserLog[];
  total: number;
  totalEstimated?: boolean;
  page: number;
  size: number;
}

/** Twelve rows for A at known times (one per day of January 2026), three for B. */
const day = (d: number) => new Date(Date.UTC(2026, 0, d, 12));

beforeAll(async () => {
  admin = await ctx.adminToken();
  a = await ctx.createTenant('logs_a');
  b = await ctx.createTenant('logs_b');
  // The sign-ins of createTenant are logged too; these tests count only the rows below.
  await ctx.database.db.delete(userLogs).where(eq(userLogs.resource, 'sessions'));
  const rows = Array.from({ length: 12 }, (_, i) => ({
    customerId: a.customerId,
    userId: a.admin.id,
    account: i % 3 === 0 ? 'logs_a_member' : 'logs_a_admin',
    action: i % 2 === 0 ? 'create' : 'update',
    resource: i % 4 === 0 ? 'menus' : 'roles',
    resourceId: String(i + 1),
    after: { n: i + 1 },
    createdAt: day(i + 1),
  }));
  rows.push(
    ...[1, 2, 3].map((i) => ({
      customerId: b.customerId,
      userId: b.admin.id,
      account: 'logs_b_admin',
      action: 'delete',
      resource: 'roles',
      resourceId: String(100 + i),
      after: { n: 100 + i },
      createdAt: day(i),
    })),
  );
  await ctx.database.db.insert(userLogs).values(rows);
});

const list = async (token: string, query = '') =>
  expectOk<Page>(await ctx.injectAs(token, { method: 'GET', url: url(query) }));
const times = (page: Page) => page.list.map((row) => row.createdAt);

describe('user log list', () => {
  it('pages: { list, total, page, size }, newest first by default', async () => {
    const first = await list(a.admin.token, 'size=5');
    expect(first).toMatchObject({ total: 12, page: 1, size: 5 });
    expect(first.list).toHaveLength(5);
    expect(times(first)).toEqual([12, 11, 10, 9, 8].map((d) => day(d).toISOString()));
    const third = await list(a.admin.token, 'size=5&page=3');
    expect(third).toMatchObject({ total: 12, page: 3, size: 5 });
    expect(times(third)).toEqual([2, 1].map((d) => day(d).toISOString()));
    expect((await list(a.admin.token, 'size=5&page=4')).list).toEqual([]);
    const whole = await list(a.admin.token);
    expect(whole).toMatchObject({ page: 1, size: 20, total: 12 });
  });

  it('returns each row with the SPEC userLog fields', async () => {
    const [row] = (await list(a.admin.token, 'size=1')).list;
    expect(row).toEqual({
      id: expect.any(Number),
      customerId: a.customerId,
      userId: a.admin.id,
      account: 'logs_a_admin',
      action: 'update',
      resource: 'roles',
      resourceId: '12',
      before: null,
      after: { n: 12 },
      ip: null,
      createdAt: day(12).toISOString(),
    });
  });

  it('sorts by an allowed field, ascending or descending', async () => {
    expect(times(await list(a.admin.token, 'sort=createdAt&size=3'))).toEqual(
      [1, 2, 3].map((d) => day(d).toISOString()),
    );
    expect(times(await list(a.admin.token, 'sort=-createdAt&size=3'))).toEqual(
      [12, 11, 10].map((d) => day(d).toISOString()),
    );
    const byAction = await list(a.admin.token, 'sort=action,-createdAt&size=100');
    expect(byAction.list.map((r) => r.action)).toEqual([
      ...Array(6).fill('create'),
      ...Array(6).fill('update'),
    ]);
    expect(byAction.list[0]!.createdAt).toBe(day(11).toISOString());
  });

  it('refuses an unknown or malformed sort with HTTP 400', async () => {
    for (const sort of ['account', 'createdAt,-ip', 'created at', '-', 'createdAt;drop']) {
      const res = await ctx.injectAs(a.admin.token, {
        method: 'GET',
        url: url(`sort=${encodeURIComponent(sort)}`),
      });
      expect(res.statusCode, sort).toBe(400);
      expect(expectError(res, ERROR_CODES.validation).fields).toEqual({ sort: 'validation.sort' });
    }
  });

  it('filters by account prefix, action, resource and time range', async () => {
    const member = await list(a.admin.token, 'account=logs_a_m&size=100');
    expect(member.total).toBe(4);
    expect(member.list.every((r) => r.account === 'logs_a_member')).toBe(true);
    expect((await list(a.admin.token, 'account=LOGS_A&size=100')).total).toBe(12);
    expect((await list(a.admin.token, 'account=a_admin')).total).toBe(0);

    const updates = await list(a.admin.token, 'action=update&size=100');
    expect(updates.total).toBe(6);
    expect(updates.list.every((r) => r.action === 'update')).toBe(true);
    expect((await list(a.admin.token, 'resource=menus')).total).toBe(3);

    const range = await list(
      a.admin.token,
      `createdAtFrom=${day(3).toISOString()}&createdAtTo=${day(5).toISOString()}&sort=createdAt`,
    );
    expect(times(range)).toEqual([3, 4, 5].map((d) => day(d).toISOString()));
    expect((await list(a.admin.token, `createdAtFrom=${day(12).toISOString()}`)).total).toBe(1);
    expect((await list(a.admin.token, `createdAtTo=2025-12-31`)).total).toBe(0);
    expect((await list(a.admin.token, `action=create&account=logs_a_member`)).total).toBe(2);
  });

  it('refuses a page size over 100 and other bad queries with HTTP 400', async () => {
    const cases: [string, string, string][] = [
      [`size=${MAX_PAGE_SIZE + 1}`, 'size', 'validation.max'],
      ['size=0', 'size', 'validation.min'],
      ['page=0', 'page', 'validation.min'],
      ['page=1.5', 'page', 'validation.integer'],
      ['createdAtFrom=not-a-date', 'createdAtFrom', 'validation.invalid'],
      ['customerId=x', 'customerId', 'validation.integer'],
    ];
    for (const [query, field, key] of cases) {
      const res = await ctx.injectAs(a.admin.token, { method: 'GET', url: url(query) });
      expect(res.statusCode, query).toBe(400);
      expect(expectError(res, ERROR_CODES.validation).fields?.[field], query).toBe(key);
    }
    expect((await list(a.admin.token, `size=${MAX_PAGE_SIZE}`)).size).toBe(MAX_PAGE_SIZE);
  });

  it('shows a tenant only its own rows, even when it names another customerId', async () => {
    const own = await list(a.admin.token, `customerId=${b.customerId}&size=100`);
    expect(own.total).toBe(12);
    expect(own.list.every((r) => r.customerId === a.customerId)).toBe(true);
    const other = await list(b.admin.token, 'size=100');
    expect(other.list.map((r) => r.resourceId).sort()).toEqual(['101', '102', '103']);
  });

  it('shows the platform administrator every tenant, and one tenant on request', async () => {
    const all = await list(admin, 'size=100&resource=roles');
    const tenants = new Set(all.list.map((r) => r.customerId));
    expect(tenants.has(a.customerId) && tenants.has(b.customerId)).toBe(true);
    const onlyB = await list(admin, `customerId=${b.customerId}&size=100`);
    expect(onlyB.total).toBe(3);
    expect(onlyB.list.every((r) => r.customerId === b.customerId)).toBe(true);
  });

  it('serves a deep page (past the first 1,000 rows) with the rows and order of shallow pages', async () => {
    const deep = await ctx.createTenant('logs_deep');
    // Its sign-ins are logged too; this test counts only the rows it inserts.
    await ctx.database.db.delete(userLogs).where(eq(userLogs.customerId, deep.customerId));
    // 1,100 rows on five distinct times and two actions: many ties for the id to break.
    await ctx.database.db.insert(userLogs).values(
      Array.from({ length: 1100 }, (_, i) => ({
        customerId: deep.customerId,
        action: i % 2 ? 'update' : 'create',
        resource: 'roles',
        resourceId: String(i),
        createdAt: day(1 + (i % 5)),
      })),
    );
    const ids = (page: Page) => page.list.map((row) => row.id);
    for (const sort of ['', '&sort=action', '&sort=createdAt', '&sort=-action,createdAt']) {
      // offset 990: read plainly, reaching past row 1,000 ...
      const shallow = await list(deep.admin.token, `size=90&page=12${sort}`);
      // ... offset 1,000 and 1,080: the page's ids picked first
      const deepPage = await list(deep.admin.token, `size=20&page=51${sort}`);
      expect(deepPage).toMatchObject({ total: 1100, page: 51, size: 20 });
      expect(ids(deepPage), sort).toEqual(ids(shallow).slice(10, 30));
      expect(deepPage.list.every((row) => row.customerId === deep.customerId)).toBe(true);
      const last = await list(deep.admin.token, `size=20&page=55${sort}`);
      expect(last.list).toHaveLength(20);
      expect((await list(deep.admin.token, `size=20&page=56${sort}`)).list).toEqual([]);
      // Keyset: each page after the last row of the one before holds what numbered pages hold.
      const byNumber = await list(deep.admin.token, `size=100&page=2${sort}`);
      const after = await list(deep.admin.token, `size=40&after=${byNumber.list[59]!.id}${sort}`);
      expect(after).toEqual({
        ...(await list(deep.admin.token, `size=40&page=5${sort}`)),
        page: 1,
      });
    }
    const lastRow = (await list(deep.admin.token, 'size=20&page=55')).list[19]!;
    expect((await list(deep.admin.token, `size=20&after=${lastRow.id}`)).list).toEqual([]);
  });

  it('pages a filter with few matches and one with many (two plans) like a sort of all matches', async () => {
    const tenant = await ctx.createTenant('logs_plans');
    await ctx.database.db.delete(userLogs).where(eq(userLogs.customerId, tenant.customerId));
    // 4,400 rows: half `update` (more than the 2,000 a filter reads and sorts), a few by `rare`.
    const rows = Array.from({ length: 4400 }, (_, i) => ({
      customerId: tenant.customerId,
      account: i % 97 === 0 ? `Rare${i % 2}` : `user${i % 7}`,
      action: i % 2 ? 'update' : 'create',
      resource: 'roles',
      createdAt: day(1 + (i % 9)),
    }));
    await ctx.database.db.insert(userLogs).values(rows);
    const all = await ctx.database.db
      .select({
        id: userLogs.id,
        account: userLogs.account,
        action: userLogs.action,
        createdAt: userLogs.createdAt,
      })
      .from(userLogs)
      .where(eq(userLogs.customerId, tenant.customerId));
    const expected = (keep: (row: (typeof all)[number]) => boolean) =>
      all
        .filter(keep)
        .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || y.id - x.id)
        .map((row) => row.id);
    const ids = (page: Page) => page.list.map((row) => row.id);
    const cases: [string, (row: (typeof all)[number]) => boolean][] = [
      ['action=update', (row) => row.action === 'update'],
      ['account=rare', (row) => row.account!.toLowerCase().startsWith('rare')],
      ['account=RARE1&action=update', (row) => row.account === 'Rare1' && row.action === 'update'],
      ['account=user3&action=create', (row) => row.account === 'user3' && row.action === 'create'],
    ];
    for (const [filter, keep] of cases) {
      const want = expected(keep);
      const first = await list(tenant.admin.token, `${filter}&size=20`);
      expect(first.total, filter).toBe(want.length);
      expect(ids(first), filter).toEqual(want.slice(0, 20));
      const deep = await list(tenant.admin.token, `${filter}&size=20&page=52`);
      expect(ids(deep), filter).toEqual(want.slice(1020, 1040));
      if (want.length > 30) {
        const after = await list(tenant.admin.token, `${filter}&size=20&after=${want[9]}`);
        expect(ids(after), filter).toEqual(want.slice(10, 30));
      }
    }
    // the platform administrator's walk: one tenant on request, or every tenant
    const platformUpdates = await list(admin, `customerId=${tenant.customerId}&action=update&size=20`);
    expect(ids(platformUpdates)).toEqual(expected((row) => row.action === 'update').slice(0, 20));
    const everyTenant = await list(admin, 'action=update&size=20');
    expect(everyTenant.list.map((row) => row.createdAt)).toEqual(
      everyTenant.list
        .map((row) => row.createdAt)
        .sort()
        .reverse(),
    );
  });

  it('refuses a malformed after= with HTTP 400', async () => {
    for (const after of ['x', '0', '-3', '1.5']) {
      const res = await ctx.injectAs(a.admin.token, { method: 'GET', url: url(`after=${after}`) });
      expect(res.statusCode, after).toBe(400);
      expect(expectError(res, ERROR_CODES.validation).fields).toEqual({ after: 'validation.integer' });
    }
  });

  it('estimates the total of a tenant’s whole log from the analysed table, without counting', async () => {
    const big = await ctx.createTenant('logs_big');
    await ctx.database.db.execute(sql`
      insert into user_logs (customer_id, action, resource, created_at)
      select ${big.customerId}, case when g % 2 = 0 then 'create' else 'update' end, 'roles',
        now() - make_interval(secs => g)
      from generate_series(1, 120000) g`);
    await ctx.database.db.execute(sql`analyze user_logs`);
    await ctx.app.rowEstimates.refresh(ctx.database.db);
    const estimate = ctx.app.rowEstimates.rows('user_logs', big.customerId)!;
    // ANALYZE samples: near the real count, not necessarily equal to it.
    expect(Math.abs(estimate - 120000)).toBeLessThan(12000);
    const whole = await list(big.admin.token, 'size=1');
    expect({ total: whole.total, totalEstimated: whole.totalEstimated }).toEqual({
      total: estimate,
      totalEstimated: true,
    });
    // A filter the estimate does not know: counted up to the bound, then reported as past it.
    const filtered = await list(big.admin.token, 'size=1&action=create');
    expect({ total: filtered.total, totalEstimated: filtered.totalEstimated }).toEqual({
      total: EXACT_COUNT_LIMIT + 1,
      totalEstimated: true,
    });
    // A small tenant of the same table is counted exactly.
    expect((await list(b.admin.token)).total).toBe(3);
  });

  it('refuses members with HTTP 403 and callers without a session with 50014', async () => {
    const res = await ctx.injectAs(a.member.token, { method: 'GET', url: url() });
    expect(res.statusCode).toBe(403);
    expectError(res, ERROR_CODES.forbidden, 'error.forbidden');
    const anonymous = await ctx.app.inject({ method: 'GET', url: url() });
    expect(anonymous.statusCode).toBe(401);
    expectError(anonymous, ERROR_CODES.sessionExpired);
  });
});

// Nothing is kept between requests (ADR 0012): every write to the log shows at once.
describe('user log read fresh on every request', () => {
  let c: Tenant;
  let d: Tenant;
  const logRow = (tenant: Tenant, resourceId: string) => ({
    customerId: tenant.customerId,
    userId: tenant.admin.id,
    account: 'direct_sql',
    action: 'delete',
    resource: 'roles',
    resourceId,
  });

  beforeAll(async () => {
    c = await ctx.createTenant('logs_cache_c');
    d = await ctx.createTenant('logs_cache_d');
  });

  it('answers a repeated query with the same body and content type', async () => {
    const first = await ctx.injectAs(c.admin.token, { method: 'GET', url: url('size=5') });
    const second = await ctx.injectAs(c.admin.token, { method: 'GET', url: url('size=5') });
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.body).toBe(first.body);
  });

  it('shows a change audited through the API on the next request', async () => {
    const before = await list(c.admin.token);
    expectOk(
      await ctx.injectAs(c.admin.token, {
        method: 'POST',
        url: api(PATHS.resource('groups')),
        payload: { name: '缓存分组' },
      }),
    );
    const after = await list(c.admin.token);
    expect(after.total).toBe(before.total + 1);
    expect(after.list[0]).toMatchObject({ action: 'create', resource: 'groups' });
  });

  it('shows rows written by plain SQL, and their removal, on the next request', async () => {
    const before = await list(c.admin.token);
    const [row] = await ctx.database.db.insert(userLogs).values(logRow(c, 'direct')).returning();
    const inserted = await list(c.admin.token);
    expect(inserted.total).toBe(before.total + 1);
    expect(inserted.list[0]).toMatchObject({ id: row!.id, account: 'direct_sql' });
    await ctx.database.db.delete(userLogs).where(eq(userLogs.id, row!.id));
    expect(await list(c.admin.token)).toEqual(before);
  });

  it('never answers one tenant with another’s page, nor the platform with a tenant’s', async () => {
    const emptyD = await list(d.admin.token);
    await ctx.database.db.insert(userLogs).values(logRow(d, 'only_d'));
    const ofC = await list(c.admin.token);
    const ofD = await list(d.admin.token);
    expect(ofC.list.some((r) => r.resourceId === 'only_d')).toBe(false);
    expect(ofD.list.some((r) => r.resourceId === 'only_d')).toBe(true);
    expect(ofD.total).toBe(emptyD.total + 1);
    expect(ofD.list.every((r) => r.customerId === d.customerId)).toBe(true);
    const platform = await list(admin);
    expect(platform.total).toBeGreaterThan(ofC.total + ofD.total);
  });
});

describe('user log export', () => {
  it('exports the filtered log as CSV with titles in the caller’s language, in id order (the engine’s export)', async () => {
    const res = await ctx.injectAs(a.admin.token, {
      method: 'GET',
      url: api(`${PATHS.resource('userLogs')}/export?format=csv&action=update`),
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/userLogs-.*\.csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Time,Account,Action,Object,Object id,IP,Before,After,User id');
    const list = expectOk<{ total: number }>(
      await ctx.injectAs(a.admin.token, {
        method: 'GET',
        url: api(`${PATHS.resource('userLogs')}?action=update`),
      }),
    );
    expect(lines.length - 1).toBe(list.total);
    const cells = lines.slice(1).map((line) => line.split(','));
    expect(cells.map((row) => row[3])).toEqual(Array(list.total).fill('update'));
    const ids = cells.map((row) => Number(row[0]));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
  });

  it('exports XLSX', async () => {
    const res = await ctx.injectAs(a.admin.token, {
      method: 'GET',
      url: api(`${PATHS.resource('userLogs')}/export?format=xlsx`),
    });
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('sign-ins in the user log (defect 17)', () => {
  it('lists sign-ins, failures and sign-outs with the address, searchable by action', async () => {
    const c = await ctx.createTenant('logs_c');
    const signIn = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: api(PATHS.login),
        remoteAddress: '10.77.0.1',
        payload: { account: c.member.account, password },
      });
    expectError(await signIn('wrong-password'), ERROR_CODES.wrongCredentials);
    const token = expectOk<{ accessToken: string }>(await signIn('Passw0rd!')).accessToken;
    expectOk(await ctx.injectAs(token, { method: 'POST', url: api(PATHS.logout) }));
    const entries = async (action: string) =>
      (await list(c.admin.token, `action=${action}&account=${c.member.account}`)).list.map((row) => ({
        action: row.action,
        account: row.account,
        userId: row.userId,
        resource: row.resource,
        ip: row.ip,
      }));
    const entry = (action: string, ip: string) => ({
      action,
      account: c.member.account,
      userId: c.member.id,
      resource: 'sessions',
      ip,
    });
    expect(await entries('loginFailed')).toEqual([entry('loginFailed', '10.77.0.1')]);
    // createTenant signed in once from the test's default address, then this test once more.
    expect(await entries('login')).toEqual([entry('login', '10.77.0.1'), entry('login', '127.0.0.1')]);
    expect(await entries('logout')).toEqual([entry('logout', '127.0.0.1')]);
  });
});
