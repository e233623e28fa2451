import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { users } from '../../src/modules/identity/tables';
import { api, build, envelope, expectOk, type Tenant } from '../helper';

const ctx = build();
const url = (suffix = '') => api(`${PATHS.resource('companies')}${suffix}`);
let admin: string;
let tenant: Tenant;
beforeAll(async () => {
  admin = await ctx.adminToken();
  tenant = await ctx.createTenant('cmpt');
});

const valid = { name: '协和医院', account: 'xiehe', maxRoom: 10, maxAccount: -1 };
const create = (payload: object, token = admin) =>
  ctx.injectAs(token, { method: 'POST', url: url(), payload });
const fieldsOf = async (payload: object) => envelope(await create(payload)).fields;

describe('companies', () => {
  it('creates a company with a generated 8-character apply code and the SPEC defaults', async () => {
    const company = expectOk<Record<string, unknown>>(await create(valid));
    expect(company).toMatchObject({
      name: '协和医院',
      account: 'xiehe',
      maxRoom: 10,
      maxAccount: -1,
      retentionDays: 30,
      audioQuality: 'standard',
    });
    expect(company.applyCode).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('requires name, account, max rooms and max devices', async () => {
    expect(await fieldsOf({})).toEqual({
      name: 'validation.required',
      account: 'validation.required',
      maxRoom: 'validation.required',
      maxAccount: 'validation.required',
    });
  });

  it('takes -1 as unlimited and nothing below it', async () => {
    expect(await fieldsOf({ ...valid, account: 'a1', maxRoom: -2 })).toEqual({ maxRoom: 'validation.min' });
    expectOk(await create({ ...valid, account: 'a2', maxRoom: -1 }));
  });

  it('checks the apply code, phone and mail patterns', async () => {
    expect(await fieldsOf({ ...valid, account: 'b1', applyCode: 'ABC1234' })).toEqual({
      applyCode: 'validation.applyCode',
    });
    expect(await fieldsOf({ ...valid, account: 'b2', applyCode: 'ABC1234-' })).toEqual({
      applyCode: 'validation.applyCode',
    });
    expect(
      expectOk<{ applyCode: string }>(await create({ ...valid, account: 'b3', applyCode: 'ABCD1234' }))
        .applyCode,
    ).toBe('ABCD1234');
    expect(await fieldsOf({ ...valid, account: 'b4', phone: '12345', email: 'not-mail' })).toEqual({
      phone: 'validation.phone',
      email: 'validation.email',
    });
    expectOk(await create({ ...valid, account: 'b5', phone: '13800138000', email: 'it@hospital.cn' }));
  });

  it('refuses an account that exists, whatever its case', async () => {
    const res = await create({ ...valid, account: 'XieHe' });
    expect(res.statusCode).toBe(409);
    expect(envelope(res)).toMatchObject({
      errKey: 'error.accountExists',
      errInfo: '账号已存在',
      fields: { account: 'error.accountExists' },
    });
    const en = await ctx.injectAs(admin, {
      method: 'POST',
      url: url(),
      payload: { ...valid, account: 'xiehe' },
      headers: { 'accept-language': 'en' },
    });
    expect(envelope(en).errInfo).toBe('account already exists');
  });

  it('allocates at least 10G and never more than the disk has left', async () => {
    expect(await fieldsOf({ ...valid, account: 'c1', storageGb: 9 })).toEqual({
      storageGb: 'validation.storageMin',
    });
    expectOk(await create({ ...valid, account: 'c2', storageGb: 10 }));
    const res = await create({ ...valid, account: 'c3', storageGb: 900_000 });
    expect(envelope(res)).toMatchObject({
      errKey: 'error.storageExceeds',
      fields: { storageGb: 'error.storageExceeds' },
    });
    expect(envelope(res).errInfo).toMatch(/可用 \d+G/);
  });

  it('offers the SPEC retention options only', async () => {
    expect(await fieldsOf({ ...valid, account: 'd1', retentionDays: 10 })).toEqual({
      retentionDays: 'validation.enum',
    });
    for (const days of [7, 15, 30, 60])
      expectOk(await create({ ...valid, account: `d${days}`, retentionDays: days }));
  });

  it('lists companies without the platform organisation', async () => {
    const page = expectOk<{ list: { id: number }[] }>(
      await ctx.injectAs(admin, { method: 'GET', url: url('?size=100') }),
    );
    expect(page.list.map((c) => c.id)).not.toContain(1);
    expect((await ctx.injectAs(admin, { method: 'GET', url: url('/1') })).statusCode).toBe(404);
    expect((await ctx.injectAs(admin, { method: 'DELETE', url: url('/1') })).statusCode).toBe(404);
  });

  it('is for platform administrators only', async () => {
    expect((await create({ ...valid, account: 'e1' }, tenant.admin.token)).statusCode).toBe(403);
    expect((await ctx.injectAs(tenant.admin.token, { method: 'GET', url: url() })).statusCode).toBe(403);
    expect(
      (await ctx.injectAs(tenant.admin.token, { method: 'GET', url: url(`/${tenant.customerId}`) }))
        .statusCode,
    ).toBe(403);
  });

  it('deletes a company with its users', async () => {
    const doomed = await ctx.createTenant('doomed');
    expectOk(await ctx.injectAs(admin, { method: 'DELETE', url: url(`/${doomed.customerId}`) }));
    expect(await ctx.database.db.select().from(users).where(eq(users.customerId, doomed.customerId))).toEqual(
      [],
    );
  });
});

describe('companies through the engine, round trips', () => {
  it('clears an optional field with null on update', async () => {
    const company = expectOk<{ id: number }>(
      await create({ ...valid, account: 'nulls', phone: '13800138000' }),
    );
    const updated = expectOk<{ phone: string | null }>(
      await ctx.injectAs(admin, { method: 'PUT', url: url(`/${company.id}`), payload: { phone: null } }),
    );
    expect(updated.phone).toBeNull();
    // Required fields cannot be nulled.
    const res = await ctx.injectAs(admin, {
      method: 'PUT',
      url: url(`/${company.id}`),
      payload: { name: null },
    });
    expect(envelope(res).fields).toEqual({ name: 'validation.required' });
  });

  it('says a missing choice is required and a wrong one is not allowed', async () => {
    expect(await fieldsOf({ ...valid, account: 'ch1', audioQuality: 'loud' })).toEqual({
      audioQuality: 'validation.enum',
    });
  });

  it('imports back what it exported', async () => {
    const xlsx = await ctx.injectAs(admin, { method: 'GET', url: url('/export?format=xlsx&keyword=xiehe') });
    const exported = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(exported.Sheets[exported.SheetNames[0]!]!, {
      header: 1,
    });
    // Give the exported company a new account so the import creates a second one.
    const header = rows[0] as string[];
    const copy = [...(rows[1] as unknown[])];
    copy[header.indexOf('企业账号')] = 'xiehecopy';
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, copy]), 'Sheet1');
    const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const report = expectOk(
      await ctx.injectAs(admin, {
        method: 'POST',
        url: url('/import'),
        payload: file,
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      }),
    );
    expect(report).toMatchObject({ total: 1, imported: 1, failed: 0, committed: true });
  });
});
