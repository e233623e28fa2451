import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_APP_KEY, ERROR_CODES, PATHS } from '@console/contract';
import type { CompanyAppMenus } from '@console/contract/resources/company-menus';
import type { MenuNode } from '@console/contract/resources/menus';
import { userLogs } from '../../src/platform/audit-tables';
import { menus } from '../../src/modules/menus/tables';
import { api, build, expectError, expectOk, expectValidationError, type Tenant } from '../helper';

const ctx = build();
let admin: string;
let tenant: Tenant;
let other: Tenant;
const menuIdOf: Record<string, number> = {};

beforeAll(async () => {
  admin = await ctx.adminToken();
  tenant = await ctx.createTenant('cmenus_a', [DEFAULT_APP_KEY, 'icu']);
  other = await ctx.createTenant('cmenus_b', [DEFAULT_APP_KEY]);
  for (const routeName of ['room', 'roomList', 'live', 'liveManage', 'icuWardManage']) {
    const [row] = await ctx.database.db.select().from(menus).where(eq(menus.routeName, routeName));
    menuIdOf[routeName] = row!.id;
  }
});

const url = (customerId: number) => api(PATHS.companyMenus.replace(':id', String(customerId)));
const read = (customerId: number, token = admin) =>
  ctx.injectAs(token, { method: 'GET', url: url(customerId) });
const choose = (customerId: number, payload: object, token = admin) =>
  ctx.injectAs(token, { method: 'PUT', url: url(customerId), payload });

async function appId(key: string, customerId = tenant.customerId): Promise<number> {
  const apps = expectOk<CompanyAppMenus[]>(await read(customerId));
  return apps.find((app) => app.key === key)!.appId;
}

function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

async function treeNames(token: string, appKey = DEFAULT_APP_KEY): Promise<string[]> {
  const res = await ctx.injectAs(token, {
    method: 'GET',
    url: `${api(PATHS.menuUserTree)}?appKey=${appKey}`,
  });
  return flatten(expectOk<MenuNode[]>(res)).map((node) => node.name);
}

describe('company menu permissions', () => {
  it('lists the enabled applications with their menu trees, every menu allowed at first', async () => {
    const apps = expectOk<CompanyAppMenus[]>(await read(tenant.customerId));
    expect(apps.map((app) => app.key).sort()).toEqual([DEFAULT_APP_KEY, 'icu'].sort());
    for (const app of apps) {
      expect(app.menuIds).toBeNull();
      expect(app.tree.length).toBeGreaterThan(0);
    }
  });

  it('limits the menu tree of the company’s users to the chosen menus, parents included', async () => {
    const before = await treeNames(tenant.admin.token);
    expect(before).toEqual(expect.arrayContaining(['room', 'roomList', 'live', 'liveManage']));

    const apps = expectOk<CompanyAppMenus[]>(
      await choose(tenant.customerId, { appId: await appId(DEFAULT_APP_KEY), menuIds: [menuIdOf.roomList] }),
    );
    // the parent of a chosen menu is stored with it
    expect(apps.find((app) => app.key === DEFAULT_APP_KEY)!.menuIds).toEqual(
      [menuIdOf.room!, menuIdOf.roomList!].sort((a, b) => a - b),
    );

    // meeting rooms and live streams are the company administrators' pages (their API is)
    const names = await treeNames(tenant.admin.token);
    expect(names).toContain('roomList');
    expect(names).toContain('room');
    expect(names).not.toContain('liveManage');
    expect(names).not.toContain('live');
    expect(await treeNames(tenant.member.token)).not.toContain('liveManage');
    // another application of the same company, and another company, keep every menu
    expect(await treeNames(tenant.admin.token, 'icu')).toContain('icuWardManage');
    expect(await treeNames(other.admin.token)).toContain('liveManage');
    // the platform organisation is no company: its administrators still see everything
    expect(await treeNames(admin)).toContain('liveManage');
  });

  it('gives every menu back with null, and logs each change', async () => {
    const id = await appId(DEFAULT_APP_KEY);
    expectOk(await choose(tenant.customerId, { appId: id, menuIds: [menuIdOf.liveManage] }));
    expect(await treeNames(tenant.admin.token)).not.toContain('roomList');
    const apps = expectOk<CompanyAppMenus[]>(await choose(tenant.customerId, { appId: id, menuIds: null }));
    expect(apps.find((app) => app.key === DEFAULT_APP_KEY)!.menuIds).toBeNull();
    expect(await treeNames(tenant.admin.token)).toEqual(expect.arrayContaining(['roomList', 'liveManage']));
    const logs = await ctx.database.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.action, 'setCompanyMenus'), eq(userLogs.customerId, tenant.customerId)));
    expect(logs.length).toBeGreaterThanOrEqual(3);
  });

  it('asks for at least one menu, of that application, for an application the company has', async () => {
    const id = await appId(DEFAULT_APP_KEY);
    expectValidationError(
      await choose(tenant.customerId, { appId: id, menuIds: [] }),
      'menuIds',
      'validation.permissionRequired',
    );
    expectValidationError(
      await choose(tenant.customerId, { appId: id }),
      'menuIds',
      'validation.invalidType',
    );
    expectValidationError(
      await choose(tenant.customerId, { appId: id, menuIds: [menuIdOf.icuWardManage] }),
      'menuIds',
      'error.menuNotAllowed',
    );
    expectValidationError(
      await choose(tenant.customerId, { appId: id, menuIds: [2_000_000] }),
      'menuIds',
      'error.menuNotAllowed',
    );
    // aiIcu is in the catalogue but not enabled for this company
    const [aiIcu] = await ctx.database.db.select().from(menus).where(eq(menus.appKey, 'aiIcu')).limit(1);
    expect(aiIcu).toBeDefined();
    const apps = expectOk<{ id: number; key: string }[]>(
      await ctx.injectAs(admin, {
        method: 'POST',
        url: api(PATHS.application.listSysApplication),
        payload: {},
      }),
    );
    const aiIcuApp = apps.find((app) => app.key === 'aiIcu')!;
    expectValidationError(
      await choose(tenant.customerId, { appId: aiIcuApp.id, menuIds: [aiIcu!.id] }),
      'appId',
      'error.appNotEnabled',
    );
    expectValidationError(
      await choose(tenant.customerId, { menuIds: null, extra: 1 }),
      'extra',
      'validation.unknownField',
    );
  });

  it('is for platform administrators only, about companies that exist', async () => {
    const id = await appId(DEFAULT_APP_KEY);
    for (const token of [tenant.admin.token, other.admin.token, tenant.member.token]) {
      expect((await read(tenant.customerId, token)).statusCode).toBe(403);
      expect((await choose(tenant.customerId, { appId: id, menuIds: null }, token)).statusCode).toBe(403);
    }
    expectError(await read(1), ERROR_CODES.notFound, 'error.customerNotFound');
    expectError(await read(999_999), ERROR_CODES.notFound, 'error.customerNotFound');
    expectError(
      await choose(999_999, { appId: id, menuIds: null }),
      ERROR_CODES.notFound,
      'error.customerNotFound',
    );
    expectValidationError(await read(0), 'id', 'validation.invalid');
  });

  it('offers only enabled applications, and keeps a choice while an application is off', async () => {
    const icu = await appId('icu');
    expectOk(await choose(tenant.customerId, { appId: icu, menuIds: [menuIdOf.icuWardManage] }));
    expectOk(
      await ctx.injectAs(admin, {
        method: 'POST',
        url: api(PATHS.application.updateCustomerSysApp),
        payload: { customerId: tenant.customerId, appId: icu, enabled: false },
      }),
    );
    const apps = expectOk<CompanyAppMenus[]>(await read(tenant.customerId));
    expect(apps.map((app) => app.key)).toEqual([DEFAULT_APP_KEY]);
    expectValidationError(
      await choose(tenant.customerId, { appId: icu, menuIds: null }),
      'appId',
      'error.appNotEnabled',
    );
    expectOk(
      await ctx.injectAs(admin, {
        method: 'POST',
        url: api(PATHS.application.updateCustomerSysApp),
        payload: { customerId: tenant.customerId, appId: icu, enabled: true },
      }),
    );
    const again = expectOk<CompanyAppMenus[]>(await read(tenant.customerId));
    expect(again.find((app) => app.key === 'icu')!.menuIds).toContain(menuIdOf.icuWardManage);
  });
});
