import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { menus } from '../../src/modules/menus/tables';
import { api, build, envelope, expectOk, type Tenant } from '../helper';

const ctx = build();
const url = (suffix = '') => api(`${PATHS.resource('roles')}${suffix}`);
let tenant: Tenant;
let other: Tenant;
let platformMenu: number;
let ambulanceMenu: number;
beforeAll(async () => {
  tenant = await ctx.createTenant('rolet', ['platform']);
  other = await ctx.createTenant('roleo', ['platform']);
  const rows = await ctx.database.db.select({ id: menus.id, appKey: menus.appKey }).from(menus);
  platformMenu = rows.find((m) => m.appKey === 'platform')!.id;
  ambulanceMenu = rows.find((m) => m.appKey === 'ambulance')!.id;
});

const valid = () => ({ name: '护士长', value: 'doctor', type: 3, sort: 1, permissionIds: [platformMenu] });
const create = (payload: object, token = tenant.admin.token) =>
  ctx.injectAs(token, { method: 'POST', url: url(), payload });
const fieldsOf = async (payload: object) => envelope(await create(payload)).fields;

describe('roles', () => {
  it('creates a role in the caller’s own company', async () => {
    expect(expectOk(await create(valid()))).toMatchObject({
      name: '护士长',
      customerId: tenant.customerId,
      permissionIds: [platformMenu],
      status: 1,
    });
  });

  it('requires a name of at most 8 characters', async () => {
    expect(await fieldsOf({ ...valid(), name: '' })).toEqual({ name: 'validation.required' });
    expect(await fieldsOf({ ...valid(), name: '一二三四五六七八九' })).toEqual({
      name: 'validation.roleName',
    });
    expectOk(await create({ ...valid(), name: '一二三四五六七八' }));
  });

  it('takes a sort of up to 8 digits', async () => {
    expect(await fieldsOf({ ...valid(), name: 's1', sort: 100_000_000 })).toEqual({
      sort: 'validation.sortDigits',
    });
    expectOk(await create({ ...valid(), name: 's2', sort: 99_999_999 }));
  });

  it('needs at least one menu, and only menus the company may grant', async () => {
    expect(await fieldsOf({ ...valid(), name: 'm1', permissionIds: [] })).toEqual({
      permissionIds: 'validation.permissionRequired',
    });
    expect(await fieldsOf({ ...valid(), name: 'm2', permissionIds: undefined })).toEqual({
      permissionIds: 'validation.permissionRequired',
    });
    expect(await fieldsOf({ ...valid(), name: 'm3', permissionIds: [ambulanceMenu] })).toEqual({
      permissionIds: 'error.menuNotAllowed',
    });
    expect(await fieldsOf({ ...valid(), name: 'm4', permissionIds: [9_999_999] })).toEqual({
      permissionIds: 'error.menuNotAllowed',
    });
  });

  it('keeps each company’s roles to itself', async () => {
    const mine = expectOk<{ id: number }>(await create({ ...valid(), name: '独有' }));
    expect(
      (await ctx.injectAs(other.admin.token, { method: 'GET', url: url(`/${mine.id}`) })).statusCode,
    ).toBe(404);
    const list = expectOk<{ list: { customerId: number }[] }>(
      await ctx.injectAs(other.admin.token, { method: 'GET', url: url('?size=100') }),
    );
    expect(list.list.every((r) => r.customerId === other.customerId)).toBe(true);
    expect((await create(valid(), tenant.member.token)).statusCode).toBe(403);
  });

  it('refuses to delete a role users still hold', async () => {
    const list = expectOk<{ list: { id: number; value: string }[] }>(
      await ctx.injectAs(tenant.admin.token, { method: 'GET', url: url('?value=admin') }),
    );
    const res = await ctx.injectAs(tenant.admin.token, {
      method: 'DELETE',
      url: url(`/${list.list[0]!.id}`),
    });
    expect(envelope(res).errKey).toBe('error.roleInUse');
    const free = expectOk<{ id: number }>(await create({ ...valid(), name: '临时' }));
    expectOk(await ctx.injectAs(tenant.admin.token, { method: 'DELETE', url: url(`/${free.id}`) }));
  });
});
