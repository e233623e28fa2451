import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { translate } from '@console/contract/i18n/messages';
import { deviceAccounts } from '../../src/modules/device-accounts/tables';
import { verifyPassword } from '../../src/modules/identity/passwords';
import { customers } from '../../src/platform/identity-tables';
import { api, build, envelope, expectError, expectOk, expectValidationError, type Tenant } from '../helper';

const ctx = build();
const url = (suffix = '') => api(`${PATHS.resource('deviceAccounts')}${suffix}`);
let tenant: Tenant;
let other: Tenant;
let admin: string;
beforeAll(async () => {
  admin = await ctx.adminToken();
  tenant = await ctx.createTenant('dact');
  other = await ctx.createTenant('dacu');
});

let serial = 7_100_000;
const valid = () => ({
  account: String(serial++),
  name: '手术室终端',
  deviceType: 'terminal',
  loginAccount: 'or-1',
  password: 'secret1',
});
type Terminal = Record<string, unknown> & { id: number; customerId: number };
const create = (payload: object, token = tenant.admin.token, lang?: string) =>
  ctx.injectAs(token, {
    method: 'POST',
    url: url(),
    payload,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });
const update = (id: number, payload: object, token = tenant.admin.token) =>
  ctx.injectAs(token, { method: 'PUT', url: url(`/${id}`), payload });
const storedPassword = async (id: number) =>
  (await ctx.database.db.select().from(deviceAccounts).where(eq(deviceAccounts.id, id)))[0]!.password;
const setQuota = (customerId: number, maxAccount: number) =>
  ctx.database.db.update(customers).set({ maxAccount }).where(eq(customers.id, customerId));

describe('device accounts', () => {
  it('creates a terminal with the SPEC defaults, a hashed password and presence read-only fields', async () => {
    const row = expectOk<Terminal>(await create({ ...valid(), modules: ['meeting', 'monitor', 'meeting'] }));
    expect(row).toMatchObject({
      customerId: tenant.customerId,
      screenCount: 1,
      defaultMode: 'meeting',
      autoJoin: false,
      enabled: true,
      online: false,
      lastSeenAt: null,
      modules: ['meeting', 'monitor'],
    });
    expect(row).not.toHaveProperty('password');
    const hash = await storedPassword(row.id);
    expect(hash).not.toBe('secret1');
    expect(await verifyPassword(hash, 'secret1')).toBe(true);
    // the list and the detail carry presence too
    const page = expectOk<{ list: Terminal[] }>(
      await ctx.injectAs(tenant.admin.token, { method: 'GET', url: url('?online=false') }),
    );
    expect(page.list.find((t) => t.id === row.id)).toMatchObject({ online: false, lastSeenAt: null });
  });

  it('lets a platform administrator create a terminal for a company he names, and only an existing one', async () => {
    const row = expectOk<Terminal>(await create({ ...valid(), customerId: other.customerId }, admin));
    expect(row.customerId).toBe(other.customerId);
    expectValidationError(
      await create({ ...valid(), customerId: 999_999 }, admin),
      'customerId',
      'error.customerNotFound',
    );
    // only a platform administrator chooses the company: anyone else naming another is refused
    const before = await ctx.database.db
      .select({ id: deviceAccounts.id })
      .from(deviceAccounts)
      .where(eq(deviceAccounts.customerId, other.customerId));
    const refused = await create({ ...valid(), customerId: other.customerId });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused)).toMatchObject({
      errKey: 'error.companyPlatformOnly',
      fields: { customerId: 'error.companyPlatformOnly' },
    });
    const sheet = XLSX.utils.json_to_sheet([valid()]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'terminals');
    const imported = await ctx.injectAs(tenant.admin.token, {
      method: 'POST',
      url: url(`/import?customerId=${other.customerId}`),
      payload: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
      headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    });
    expect(imported.statusCode).toBe(403);
    expect(envelope(imported).errKey).toBe('error.companyPlatformOnly');
    const after = await ctx.database.db
      .select({ id: deviceAccounts.id })
      .from(deviceAccounts)
      .where(eq(deviceAccounts.customerId, other.customerId));
    expect(after).toEqual(before);
    // naming his own company is no choice at all: accepted
    const own = expectOk<Terminal>(await create({ ...valid(), customerId: tenant.customerId }));
    expect(own.customerId).toBe(tenant.customerId);
    expect(translate('error.companyPlatformOnly', 'en')).toBe(
      'Only a platform administrator can choose the company',
    );
  });

  it('says "Account cannot be empty and must be numeric" for a missing, empty or non-numeric account', async () => {
    for (const account of [undefined, '', '  ', 'abc', '12a'])
      expectValidationError(await create({ ...valid(), account }), 'account', 'validation.numericAccount');
    expect(translate('validation.numericAccount', 'en')).toBe('Account cannot be empty and must be numeric');
  });

  it('requires name, device type and login account, and a password of at least 6 characters', async () => {
    expect(envelope(await create({ account: String(serial++) })).fields).toEqual({
      name: 'validation.required',
      deviceType: 'validation.required',
      loginAccount: 'validation.required',
      password: 'validation.required',
    });
    expectValidationError(await create({ ...valid(), name: '  ' }), 'name', 'validation.required');
    expectValidationError(
      await create({ ...valid(), password: '12345' }),
      'password',
      'validation.passwordMin6',
    );
    expectValidationError(
      await create({ ...valid(), deviceType: 'toaster' }),
      'deviceType',
      'validation.enum',
    );
  });

  it('checks the MAC address and the module keys', async () => {
    for (const mac of ['00:1A:2B:3C:4D', '00:1A:2B:3C:4D:5G', '00:1A-2B:3C:4D:5E'])
      expectValidationError(
        await create({ ...valid(), macAddress: mac }),
        'macAddress',
        'validation.macAddress',
      );
    expectOk(await create({ ...valid(), macAddress: '00-1a-2b-3c-4d-5e' }));
    expectValidationError(
      await create({ ...valid(), modules: ['ok', 'bad key'] }),
      'modules.1',
      'validation.moduleKey',
    );
    expectValidationError(
      await create({ ...valid(), modules: 'meeting' }),
      'modules',
      'validation.invalidType',
    );
  });

  it('never takes presence from the API: online and lastSeenAt are the server’s', async () => {
    expectValidationError(await create({ ...valid(), online: true }), 'online', 'validation.unknownField');
    const row = expectOk<Terminal>(await create(valid()));
    expectValidationError(
      await update(row.id, { lastSeenAt: '2026-01-01T00:00:00Z' }),
      'lastSeenAt',
      'validation.unknownField',
    );
  });

  it('keeps the password when an update leaves it out and hashes a new one', async () => {
    const row = expectOk<Terminal>(await create({ ...valid(), screenCount: 2, defaultMode: 'monitor' }));
    const before = await storedPassword(row.id);
    // a partial update keeps every other field, defaulted ones included
    expect(expectOk<Terminal>(await update(row.id, { name: '改名' }))).toMatchObject({
      name: '改名',
      screenCount: 2,
      defaultMode: 'monitor',
      enabled: true,
    });
    expect(await storedPassword(row.id)).toBe(before);
    expectValidationError(await update(row.id, { password: '123' }), 'password', 'validation.passwordMin6');
    expectOk(await update(row.id, { password: 'newpass1' }));
    expect(await verifyPassword(await storedPassword(row.id), 'newpass1')).toBe(true);
  });

  it('refuses an account another tenant already uses', async () => {
    const first = valid();
    expectOk(await create(first, other.admin.token));
    const res = await create({ ...valid(), account: first.account });
    expect(res.statusCode).toBe(409);
    expect(envelope(res)).toMatchObject({
      errKey: 'error.accountExists',
      fields: { account: 'error.accountExists' },
    });
  });

  it('enables and disables a terminal, once each way', async () => {
    const row = expectOk<Terminal>(await create(valid()));
    const action = (name: string) =>
      ctx.injectAs(tenant.admin.token, { method: 'POST', url: url(`/${row.id}/${name}`) });
    expect(expectOk<Terminal>(await action('disable')).enabled).toBe(false);
    expectError(await action('disable'), '400001', 'error.transitionNotAllowed');
    expect(expectOk<Terminal>(await action('enable')).enabled).toBe(true);
  });

  it('never lets a company exceed its maxAccount, and says the limit in both languages', async () => {
    const quota = await ctx.createTenant('dacq');
    const used = expectOk<{ total: number }>(
      await ctx.injectAs(quota.admin.token, { method: 'GET', url: url() }),
    ).total;
    await setQuota(quota.customerId, used + 2);
    expectOk(await create(valid(), quota.admin.token));
    expectOk(await create(valid(), quota.admin.token));
    const zh = await create(valid(), quota.admin.token);
    expect(zh.statusCode).toBe(400);
    expect(envelope(zh)).toMatchObject({
      errKey: 'error.deviceQuotaReached',
      errInfo: `设备数量已达到企业上限（${used + 2} 台），不能再添加`,
    });
    const en = await create(valid(), quota.admin.token, 'en');
    expect(envelope(en).errInfo).toBe(
      `The company has reached its device limit (${used + 2}); no more devices can be added`,
    );
    // -1 is unlimited
    await setQuota(quota.customerId, -1);
    expectOk(await create(valid(), quota.admin.token));
  });

  it('refuses the rows of an import beyond the quota', async () => {
    const quota = await ctx.createTenant('dacr');
    await setQuota(quota.customerId, 1);
    const sheet = XLSX.utils.json_to_sheet([valid(), valid()]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'terminals');
    const payload = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const importAs = (keepValid: boolean) =>
      ctx.injectAs(quota.admin.token, {
        method: 'POST',
        url: url(`/import?keepValid=${keepValid}`),
        payload,
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      });
    expect(expectOk(await importAs(false))).toMatchObject({ imported: 0, committed: false, failed: 1 });
    const report = expectOk<{ imported: number; rows: { row: number; fields: Record<string, string> }[] }>(
      await importAs(true),
    );
    expect(report.imported).toBe(1);
    expect(report.rows).toEqual([{ row: 3, fields: { _: 'error.deviceQuotaReached' } }]);
  });

  it('is for administrators: a restricted member gets 403', async () => {
    expect((await ctx.injectAs(tenant.member.token, { method: 'GET', url: url() })).statusCode).toBe(403);
    expect((await create(valid(), tenant.member.token)).statusCode).toBe(403);
  });

  it('shows platform administrators every tenant’s terminals, filterable by company', async () => {
    const all = expectOk<{ list: Terminal[] }>(
      await ctx.injectAs(admin, { method: 'GET', url: url('?size=100') }),
    );
    const tenants = new Set(all.list.map((t) => t.customerId));
    expect(tenants.has(tenant.customerId) && tenants.has(other.customerId)).toBe(true);
    const one = expectOk<{ list: Terminal[] }>(
      await ctx.injectAs(admin, { method: 'GET', url: url(`?customerId=${other.customerId}`) }),
    );
    expect(one.list.length).toBeGreaterThan(0);
    expect(one.list.every((t) => t.customerId === other.customerId)).toBe(true);
  });

  it('finds a terminal by any part of its account, name, login account or MAC, in any case, and only in the tenant', async () => {
    const found = expectOk<Terminal>(
      await create({
        ...valid(),
        name: 'ICU 床旁 Monitor-Zeta',
        loginAccount: 'Bedside_Zeta%1',
        macAddress: 'AA:BB:CC:0D:0E:7F',
      }),
    );
    expectOk(await create({ ...valid(), name: 'ICU 床旁 Monitor-Zeta' }, other.admin.token));
    const search = async (keyword: string) =>
      expectOk<{ list: Terminal[] }>(
        await ctx.injectAs(tenant.admin.token, {
          method: 'GET',
          url: url(`?size=100&keyword=${encodeURIComponent(keyword)}`),
        }),
      ).list.map((t) => t.id);
    for (const keyword of [
      String(found.account).slice(2),
      'monitor-zeta',
      '床旁',
      'BEDSIDE_zeta%',
      '0d:0e:7f',
    ])
      expect(await search(keyword), keyword).toEqual([found.id]);
    // `%` and `_` are the characters themselves, not patterns; the fields are not run together.
    expect(await search('Bedside%Zeta')).toEqual([]);
    expect(await search('zeta\nbedside')).toEqual([]);
    expect(found).not.toHaveProperty('searchFolded');
  });
});

describe('company deletion', () => {
  const companies = (suffix = '') => api(`${PATHS.resource('companies')}${suffix}`);

  it('is blocked while the company has devices, saying how many', async () => {
    const company = await ctx.createTenant('dacd');
    const terminals = [
      expectOk<Terminal>(await create(valid(), company.admin.token)),
      expectOk<Terminal>(await create(valid(), company.admin.token)),
    ];
    const zh = await ctx.injectAs(admin, { method: 'DELETE', url: companies(`/${company.customerId}`) });
    expect(zh.statusCode).toBe(400);
    expect(envelope(zh)).toMatchObject({
      errKey: 'error.companyHasDevices',
      errInfo: '该企业下还有 2 台设备，请先删除设备',
    });
    const en = await ctx.injectAs(admin, {
      method: 'DELETE',
      url: companies(`/${company.customerId}`),
      headers: { 'accept-language': 'en' },
    });
    expect(envelope(en).errInfo).toBe('The company has 2 device(s); delete them first');
    // without devices the guard no longer stands in the way
    for (const terminal of terminals)
      expectOk(await ctx.injectAs(company.admin.token, { method: 'DELETE', url: url(`/${terminal.id}`) }));
    const empty = expectOk<{ id: number }>(
      await ctx.injectAs(admin, {
        method: 'POST',
        url: companies(),
        payload: { name: '无设备医院', account: 'nodevices', maxRoom: 1, maxAccount: 1 },
      }),
    );
    expectOk(await ctx.injectAs(admin, { method: 'DELETE', url: companies(`/${empty.id}`) }));
  });
});

describe('company max devices', () => {
  const companies = (suffix = '') => api(`${PATHS.resource('companies')}${suffix}`);

  it('cannot go below the devices the company has, and says how many it has', async () => {
    const company = await ctx.createTenant('dacm');
    await setQuota(company.customerId, 5);
    expectOk(await create(valid(), company.admin.token));
    expectOk(await create(valid(), company.admin.token));
    const put = (maxAccount: number, lang = 'zh-CN') =>
      ctx.injectAs(admin, {
        method: 'PUT',
        url: companies(`/${company.customerId}`),
        payload: { maxAccount },
        headers: { 'accept-language': lang },
      });
    const zh = await put(1);
    expect(zh.statusCode).toBe(400);
    expect(envelope(zh)).toMatchObject({
      errKey: 'error.maxDevicesBelowCount',
      errInfo: '该企业已有 2 台设备，最大设备数不能小于 2',
      fields: { maxAccount: 'error.maxDevicesBelowCount' },
    });
    expect(envelope(await put(0, 'en')).errInfo).toBe(
      'The company already has 2 device(s); max devices cannot be less than 2',
    );
    expect(expectOk<{ maxAccount: number }>(await put(2)).maxAccount).toBe(2);
    expect(expectOk<{ maxAccount: number }>(await put(-1)).maxAccount).toBe(-1);
  });
});
