import * as XLSX from '@e965/xlsx';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import path from 'node:path';
import { BUILT_IN_INDICATORS } from '@console/contract/medical/alarm-levels';
import { deviceModules } from '../../src/modules/device-modules/tables';
import { monitoringIndicators } from '../../src/modules/monitoring-indicators/tables';
import { customers, users } from '../../src/platform/identity-tables';
import { diskCapacityGb } from '../../src/modules/companies/resource';
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
    // monitoring starts with the six built-in indicators and their adult defaults
    const indicators = await ctx.database.db
      .select({ code: monitoringIndicators.code, builtIn: monitoringIndicators.builtIn })
      .from(monitoringIndicators)
      .where(eq(monitoringIndicators.customerId, company.id as number));
    expect(indicators.map((i) => i.code).sort()).toEqual(BUILT_IN_INDICATORS.map((i) => i.code).sort());
    expect(indicators.every((i) => i.builtIn)).toBe(true);
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

describe('advanced settings (SPEC §3 company fields beyond the base form)', () => {
  const update = (id: number, payload: object, token = admin) =>
    ctx.injectAs(token, { method: 'PUT', url: url(`/${id}`), payload });
  const updateFields = async (id: number, payload: object) => envelope(await update(id, payload)).fields;
  let company: { id: number };
  beforeAll(async () => {
    company = expectOk<{ id: number }>(await create({ ...valid, account: 'advanced', storageGb: 10 }));
  });

  it('keeps storage within what the other companies leave of the disk, both sides of the bound', async () => {
    // The app stores under ./data (no dataDir in the test config): the same disk as here.
    const [row] = await ctx.database.db
      .select({ total: sql<number>`coalesce(sum(${customers.storageGb}), 0)::int` })
      .from(customers);
    const available = diskCapacityGb(path.resolve('data')) - (row!.total - 10);
    const over = await update(company.id, { storageGb: available + 1 });
    expect(envelope(over)).toMatchObject({
      errKey: 'error.storageExceeds',
      fields: { storageGb: 'error.storageExceeds' },
    });
    expect(envelope(over).errInfo).toBe(`设置的存储空间超出可用空间（可用 ${available}G）`);
    const en = await ctx.injectAs(admin, {
      method: 'PUT',
      url: url(`/${company.id}`),
      payload: { storageGb: available + 1 },
      headers: { 'accept-language': 'en' },
    });
    expect(envelope(en).errInfo).toBe(`storage exceeds available space (${available} GB available)`);
    expect(
      expectOk<{ storageGb: number }>(await update(company.id, { storageGb: available })).storageGb,
    ).toBe(available);
    // give the disk back for the other tests
    expectOk(await update(company.id, { storageGb: 10 }));
    expect(await updateFields(company.id, { storageGb: 9 })).toEqual({ storageGb: 'validation.storageMin' });
  });

  it('holds each number to its bounds', async () => {
    const bounds: [string, number, number, string, string][] = [
      ['storageAlarmPercent', 1, 100, 'validation.min', 'validation.max'],
      ['recordViewDays', 1, 3650, 'validation.min', 'validation.max'],
      ['inviteParticipantLimit', -1, 10_000, 'validation.min', 'validation.max'],
      ['pollingSeconds', 5, 3600, 'validation.min', 'validation.max'],
    ];
    for (const [field, min, max, below, above] of bounds) {
      expect(await updateFields(company.id, { [field]: min - 1 })).toEqual({ [field]: below });
      expect(await updateFields(company.id, { [field]: max + 1 })).toEqual({ [field]: above });
      expect(await updateFields(company.id, { [field]: 1.5 })).toEqual({ [field]: 'validation.integer' });
      expectOk(await update(company.id, { [field]: min }));
      const saved = expectOk<Record<string, number>>(await update(company.id, { [field]: max }));
      expect(saved[field]).toBe(max);
    }
  });

  it('offers the SPEC choices for retention, audio quality, live type and layout', async () => {
    expect(
      await updateFields(company.id, {
        retentionDays: 31,
        audioQuality: 'loud',
        liveType: 'private',
        defaultLayout: 'twelve',
      }),
    ).toEqual({
      retentionDays: 'validation.enum',
      audioQuality: 'validation.enum',
      liveType: 'validation.enum',
      defaultLayout: 'validation.enum',
    });
    const saved = expectOk<Record<string, unknown>>(
      await update(company.id, {
        retentionDays: 60,
        audioQuality: 'hifi',
        liveType: 'network',
        defaultLayout: 'onePlusN',
        liveAudit: true,
        allowFollow: false,
        publicLive: true,
        voiceExcitation: true,
        icuEnabled: true,
        livePassword: 'pw1234',
      }),
    );
    expect(saved).toMatchObject({
      retentionDays: 60,
      audioQuality: 'hifi',
      liveType: 'network',
      defaultLayout: 'onePlusN',
      liveAudit: true,
      allowFollow: false,
      publicLive: true,
      voiceExcitation: true,
      icuEnabled: true,
    });
    // The live password is kept for viewers to present (ADR 28), never returned.
    expect(saved).not.toHaveProperty('livePassword');
  });

  it('checks the secretary’s phone and mail and the summary template length', async () => {
    expect(
      await updateFields(company.id, {
        secretaryPhone: '123',
        secretaryEmail: 'secretary',
        summaryTemplate: 'x'.repeat(2001),
      }),
    ).toEqual({
      secretaryPhone: 'validation.phone',
      secretaryEmail: 'validation.email',
      summaryTemplate: 'validation.max',
    });
    expectOk(
      await update(company.id, {
        secretaryPhone: '13900139000',
        secretaryEmail: 'secretary@hospital.cn',
        summaryTemplate: 'x'.repeat(2000),
      }),
    );
  });

  it('takes device modules from the catalogue only, each once', async () => {
    const rows = await ctx.database.db
      .insert(deviceModules)
      .values([
        { name: '会议', englishName: 'Meeting', key: 'cmp_meeting' },
        { name: '监控', englishName: 'Monitor', key: 'cmp_monitor' },
      ])
      .returning();
    const [meeting, monitor] = rows.map((row) => row.id) as [number, number];
    expect(await updateFields(company.id, { deviceModules: [meeting, 2_000_000] })).toEqual({
      deviceModules: 'error.deviceModuleNotFound',
    });
    expect(await updateFields(company.id, { deviceModules: ['meeting'] })).toEqual({
      'deviceModules.0': 'validation.invalidType',
    });
    const saved = expectOk<{ deviceModules: number[] }>(
      await update(company.id, { deviceModules: [monitor, meeting, monitor] }),
    );
    expect(saved.deviceModules).toEqual([monitor, meeting]);
    // a module taken out of the catalogue is no longer the company's
    await ctx.database.db.delete(deviceModules).where(eq(deviceModules.id, monitor));
    const read = expectOk<{ deviceModules: number[] }>(
      await ctx.injectAs(admin, { method: 'GET', url: url(`/${company.id}`) }),
    );
    expect(read.deviceModules).toEqual([meeting]);
  });

  it('lets neither a company administrator nor another company change them', async () => {
    const res = await update(company.id, { pollingSeconds: 10 }, tenant.admin.token);
    expect(res.statusCode).toBe(403);
    expect((await update(tenant.customerId, { pollingSeconds: 10 }, tenant.admin.token)).statusCode).toBe(
      403,
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
