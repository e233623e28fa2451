import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { deviceAccounts } from '../../src/modules/device-accounts/tables';
import { deviceModuleAliases } from '../../src/modules/device-modules/tables';
import { api, build, envelope, expectOk, type Tenant } from '../helper';

const ctx = build();
const modules = (suffix = '') => api(`${PATHS.resource('deviceModules')}${suffix}`);
const aliases = (suffix = '') => api(`${PATHS.resource('deviceModuleAliases')}${suffix}`);
let admin: string;
let tenant: Tenant;

beforeAll(async () => {
  admin = await ctx.adminToken();
  tenant = await ctx.createTenant('modt', ['platform']);
});

const post = (path: string, payload: object, token = admin) =>
  ctx.injectAs(token, { method: 'POST', url: path, payload });

describe('device modules', () => {
  it('comes seeded with the catalogue terminals choose from, in order', async () => {
    const page = expectOk<{ list: { key: string }[] }>(
      await ctx.injectAs(tenant.admin.token, { method: 'GET', url: modules('?size=100') }),
    );
    expect(page.list.map((m) => m.key)).toEqual(['meeting', 'monitor', 'visit', 'live', 'whiteboard', 'ai']);
  });

  it('requires name, English name and a key of letters, digits and underscores', async () => {
    expect(envelope(await post(modules(), { englishName: 'x', key: 'k1' })).fields).toEqual({
      name: 'validation.required',
    });
    expect(envelope(await post(modules(), { name: 'x', key: 'k1' })).fields).toEqual({
      englishName: 'validation.required',
    });
    expect(envelope(await post(modules(), { name: 'x', englishName: 'x' })).fields).toEqual({
      key: 'validation.required',
    });
    expect(envelope(await post(modules(), { name: 'x', englishName: 'x', key: 'no-dash' })).fields).toEqual({
      key: 'validation.moduleKey',
    });
    expect(
      expectOk(await post(modules(), { name: '录播', englishName: 'Recording', key: 'record_2' })),
    ).toMatchObject({
      key: 'record_2',
      sort: 0,
    });
  });

  it('keeps keys unique and fixed once made', async () => {
    const clash = await post(modules(), { name: 'x', englishName: 'x', key: 'MEETING' });
    expect(clash.statusCode).toBe(409);
    expect(envelope(clash).fields).toEqual({ key: 'error.moduleKeyExists' });
    const made = expectOk<{ id: number }>(
      await post(modules(), { name: 'k', englishName: 'k', key: 'fixed_key' }),
    );
    const res = await ctx.injectAs(admin, {
      method: 'PUT',
      url: modules(`/${made.id}`),
      payload: { key: 'other' },
    });
    expect(envelope(res).fields).toEqual({ key: 'validation.unknownField' });
  });

  it('is read by every administrator and written by the platform only', async () => {
    expect(
      (await post(modules(), { name: 'x', englishName: 'x', key: 'tenant_made' }, tenant.admin.token))
        .statusCode,
    ).toBe(403);
    const [first] = expectOk<{ list: { id: number }[] }>(
      await ctx.injectAs(tenant.admin.token, { method: 'GET', url: modules() }),
    ).list;
    expect(
      (
        await ctx.injectAs(tenant.admin.token, {
          method: 'PUT',
          url: modules(`/${first!.id}`),
          payload: { sort: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await ctx.injectAs(tenant.admin.token, { method: 'DELETE', url: modules(`/${first!.id}`) }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.injectAs(tenant.member.token, { method: 'GET', url: modules() })).statusCode).toBe(403);
  });

  it('cannot delete a module a terminal still uses; otherwise its aliases go with it', async () => {
    const used = expectOk<{ id: number }>(
      await post(modules(), { name: '用', englishName: 'Used', key: 'used_mod' }),
    );
    await ctx.database.db.insert(deviceAccounts).values({
      customerId: tenant.customerId,
      account: '7300001',
      name: 't',
      deviceType: 'terminal',
      loginAccount: 't',
      password: 'x',
      modules: ['used_mod'],
    });
    const refused = await ctx.injectAs(admin, { method: 'DELETE', url: modules(`/${used.id}`) });
    expect(envelope(refused)).toMatchObject({ errKey: 'error.moduleInUse' });

    const free = expectOk<{ id: number }>(
      await post(modules(), { name: '空', englishName: 'Free', key: 'free_mod' }),
    );
    expectOk(
      await post(aliases(), { moduleId: free.id, alias: '别', englishAlias: 'Alias', productId: 'FREE-1' }),
    );
    expectOk(await ctx.injectAs(admin, { method: 'DELETE', url: modules(`/${free.id}`) }));
    expect(
      await ctx.database.db
        .select()
        .from(deviceModuleAliases)
        .where(eq(deviceModuleAliases.moduleId, free.id)),
    ).toEqual([]);
  });
});

describe('module aliases', () => {
  let moduleId = 0;
  beforeAll(async () => {
    moduleId = expectOk<{ id: number }>(
      await post(modules(), { name: '别名', englishName: 'Aliased', key: 'aliased' }),
    ).id;
  });

  it('requires alias and English alias; the product id is optional', async () => {
    expect(envelope(await post(aliases(), { moduleId, englishAlias: 'x' })).fields).toEqual({
      alias: 'validation.required',
    });
    expect(envelope(await post(aliases(), { moduleId, alias: 'x' })).fields).toEqual({
      englishAlias: 'validation.required',
    });
    expectOk(await post(aliases(), { moduleId, alias: '无产品', englishAlias: 'No product' }));
    expectOk(await post(aliases(), { moduleId, alias: '无产品 2', englishAlias: 'No product 2' }));
  });

  it('keeps a product id unique across the catalogue', async () => {
    expectOk(await post(aliases(), { moduleId, alias: 'A', englishAlias: 'A', productId: 'P-100' }));
    const clash = await post(aliases(), { moduleId, alias: 'B', englishAlias: 'B', productId: 'p-100' });
    expect(clash.statusCode).toBe(409);
    expect(envelope(clash).fields).toEqual({ productId: 'error.productIdExists' });
    const seeded = await post(aliases(), { moduleId, alias: 'C', englishAlias: 'C', productId: 'MT-100' });
    expect(envelope(seeded).fields).toEqual({ productId: 'error.productIdExists' });
  });

  it('belongs to an existing module, and lists by module', async () => {
    expect(
      envelope(await post(aliases(), { moduleId: 9_999_999, alias: 'x', englishAlias: 'x' })).fields,
    ).toEqual({
      moduleId: 'error.deviceModuleNotFound',
    });
    const page = expectOk<{ list: { moduleId: number }[] }>(
      await ctx.injectAs(tenant.admin.token, { method: 'GET', url: aliases(`?moduleId=${moduleId}`) }),
    );
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((a) => a.moduleId === moduleId)).toBe(true);
    expect(
      (await post(aliases(), { moduleId, alias: 't', englishAlias: 't' }, tenant.admin.token)).statusCode,
    ).toBe(403);
  });
});
