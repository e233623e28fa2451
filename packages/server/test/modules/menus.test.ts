import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_APP_KEY, ERROR_CODES, PATHS } from '@console/contract';
import type { MenuNode, MenuRecord, MenuTreeRecord } from '@console/contract/resources/menus';
import { flattenCatalogue } from '@console/contract/routes/catalogue';
import { userLogs } from '../../src/platform/audit-tables';
import { roles } from '../../src/platform/identity-tables';
import { customerApplications } from '../../src/modules/applications/tables';
import { menus } from '../../src/modules/menus/tables';
import {
  api,
  BASE,
  build,
  countRows,
  expectError,
  expectOk,
  expectValidationError,
  type Tenant,
} from '../helper';

const ctx = build();
let admin: string;
let tenant: Tenant;

beforeAll(async () => {
  admin = await ctx.adminToken();
  tenant = await ctx.createTenant('menus_a', [DEFAULT_APP_KEY]);
});

function tree(token: string, appKey?: string) {
  const query = appKey === undefined ? '' : `?appKey=${encodeURIComponent(appKey)}`;
  return ctx.injectAs(token, { method: 'GET', url: `${api(PATHS.menuUserTree)}${query}` });
}

async function treeOf(token: string, appKey?: string) {
  return expectOk<MenuNode[]>(await tree(token, appKey));
}

function flatten<T extends { children: T[] }>(nodes: T[]): T[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

const names = (nodes: MenuNode[]) => flatten(nodes).map((n) => n.name);

function setMenu(token: string, payload: Record<string, unknown>) {
  return ctx.injectAs(token, { method: 'POST', url: api(PATHS.menuSet), payload });
}

async function createMenu(payload: Record<string, unknown>) {
  return expectOk<MenuRecord>(await setMenu(admin, { appKey: DEFAULT_APP_KEY, ...payload }));
}

function del(token: string, id: number, path: string = PATHS.menuDel) {
  return ctx.injectAs(token, { method: 'POST', url: api(path), payload: { id } });
}

async function logsOf(id: number, action: string) {
  return ctx.database.db
    .select()
    .from(userLogs)
    .where(
      and(eq(userLogs.resource, 'menus'), eq(userLogs.resourceId, String(id)), eq(userLogs.action, action)),
    );
}

async function menuRow(id: number) {
  const [row] = await ctx.database.db.select().from(menus).where(eq(menus.id, id));
  return row;
}

describe('menu/user/tree', () => {
  it('gives the platform administrator the platform menu with SPEC §3 node fields', async () => {
    const nodes = await treeOf(admin);
    expect(nodes.length).toBeGreaterThan(3);
    const dashboard = nodes.find((n) => n.name === 'platformDashboard')!;
    expect(Object.keys(dashboard).sort()).toEqual(
      ['children', 'hidden', 'id', 'meta', 'name', 'parentId', 'path', 'showByRole'].sort(),
    );
    expect(dashboard).toMatchObject({
      parentId: null,
      path: '/dashboard',
      hidden: false,
      showByRole: 'ALL',
      meta: { title: '首页', titleEn: 'Dashboard', icon: 'DashboardOutlined', roles: [], affix: true },
    });
    expect(Object.keys(dashboard.meta).sort()).toEqual(['affix', 'icon', 'roles', 'title', 'titleEn']);
    expect(dashboard.children[0]).toMatchObject({
      name: 'dashboardIndex',
      parentId: dashboard.id,
      path: 'index',
    });
    // Detail pages come as hidden nodes.
    const detail = flatten(nodes).find((n) => n.name === 'companyDetail')!;
    expect(detail.hidden).toBe(true);
  });

  it('uses the default application when appKey is empty or absent', async () => {
    const explicit = await treeOf(admin, DEFAULT_APP_KEY);
    expect(await treeOf(admin, '')).toEqual(explicit);
    expect(await treeOf(admin)).toEqual(explicit);
    expect(names(await treeOf(admin, 'icu'))).not.toEqual(names(explicit));
  });

  it('keeps ADMIN menus from a customer administrator and member', async () => {
    expect(names(await treeOf(admin))).toContain('baseinfo');
    expect(names(await treeOf(tenant.admin.token))).not.toContain('baseinfo');
    expect(names(await treeOf(tenant.admin.token))).not.toContain('companyManage');
    expect(names(await treeOf(tenant.member.token))).not.toContain('baseinfo');
  });

  it('shows CUSTOMER menus to customer administrators (user type 2) only', async () => {
    const menu = await createMenu({
      name: '客户专区',
      routeName: 'customerOnly',
      path: '/customerOnly',
      showByRole: 'CUSTOMER',
    });
    expect(names(await treeOf(tenant.admin.token))).toContain('customerOnly');
    expect(names(await treeOf(admin))).not.toContain('customerOnly');
    expect(names(await treeOf(tenant.member.token))).not.toContain('customerOnly');
    expect(flatten(await treeOf(tenant.admin.token)).find((n) => n.id === menu.id)?.showByRole).toBe(
      'CUSTOMER',
    );
  });

  it('honours route roles: cloudAdmin pages only for cloudAdmin, admin pages only for admin', async () => {
    const platform = names(await treeOf(admin));
    const customer = names(await treeOf(tenant.admin.token));
    const member = names(await treeOf(tenant.member.token));
    for (const cloudAdminOnly of ['upgrade', 'mailManage', 'smsManage', 'wechatPublicManage']) {
      expect(platform).toContain(cloudAdminOnly);
      expect(customer).not.toContain(cloudAdminOnly);
      expect(member).not.toContain(cloudAdminOnly);
    }
    expect(customer).toContain('myApplication');
    expect(platform).not.toContain('myApplication');
    expect(member).not.toContain('myApplication');
    // A page for anyone signed in; the activity log's API is the administrators' (ADR 0014).
    for (const list of [platform, customer, member]) expect(list).toContain('dashboardIndex');
    expect([platform, customer, member].map((list) => list.includes('userLog'))).toEqual([true, true, false]);
  });

  it('honours the limit: role menus follow role.permissionIds, superAdmin menus only the platform', async () => {
    const roleMenu = await createMenu({
      name: '角色菜单',
      routeName: 'roleLimited',
      path: '/roleLimited',
      limit: 'role',
    });
    const superMenu = await createMenu({
      name: '超管菜单',
      routeName: 'superLimited',
      path: '/superLimited',
      limit: 'superAdmin',
    });
    const enterpriseMenu = await createMenu({
      name: '企业菜单',
      routeName: 'enterpriseLimited',
      path: '/enterpriseLimited',
      limit: 'enterprise',
    });
    expect(names(await treeOf(tenant.member.token))).not.toContain('roleLimited');
    const [memberRole] = await ctx.database.db
      .select()
      .from(roles)
      .where(and(eq(roles.customerId, tenant.customerId), eq(roles.value, 'cloudUser')));
    await ctx.database.db
      .update(roles)
      .set({ permissionIds: [roleMenu.id, enterpriseMenu.id] })
      .where(eq(roles.id, memberRole!.id));
    // The company's administrator is not limited by a role; super-admin menus stay the platform's.
    const customer = names(await treeOf(tenant.admin.token));
    expect(customer).toContain('roleLimited');
    expect(customer).not.toContain('superLimited');
    expect(customer).toContain('enterpriseLimited');
    // The member sees exactly what the role holds, enterprise menus never.
    expect(names(await treeOf(tenant.member.token))).toEqual(['roleLimited']);
    const platform = names(await treeOf(admin));
    for (const name of ['roleLimited', 'superLimited', 'enterpriseLimited']) expect(platform).toContain(name);
    expect([superMenu.limit, enterpriseMenu.limit]).toEqual(['superAdmin', 'enterprise']);
  });

  it('hides unpublished and disabled menus and drops a group left without pages', async () => {
    const group = await createMenu({ name: '分组', routeName: 'emptiedGroup', path: '/emptiedGroup' });
    await createMenu({ name: '页', routeName: 'draftPage', path: 'draft', parentId: group.id, publish: 0 });
    await createMenu({ name: '停用', routeName: 'offPage', path: '/offPage', status: 0 });
    const platform = names(await treeOf(admin));
    expect(platform).not.toContain('draftPage');
    expect(platform).not.toContain('offPage');
    expect(platform).not.toContain('emptiedGroup');
  });

  it('answers [] for an application not enabled for the tenant', async () => {
    expect(await treeOf(tenant.admin.token, 'icu')).toEqual([]);
    expect(await treeOf(tenant.admin.token, 'noSuchApp')).toEqual([]);
    expect((await treeOf(admin, 'icu')).length).toBeGreaterThan(0);
  });

  it('validates the query and needs a session', async () => {
    expectValidationError(await tree(admin, 'x'.repeat(33)), 'appKey', 'validation.max');
    expectError(await tree(''), ERROR_CODES.sessionExpired);
  });
});

// Trees are kept in memory per kind of caller (ADR 0009): every write they depend on must show at once.
describe('menu trees kept in memory', () => {
  it('shows a menu renamed through menu/set', async () => {
    const menu = await createMenu({ name: '缓存前', routeName: 'cachedRename', path: '/cachedRename' });
    const before = flatten(await treeOf(tenant.admin.token)).find((n) => n.name === 'cachedRename');
    expect(before?.meta.title).toBe('缓存前');
    expectOk(
      await setMenu(admin, {
        id: menu.id,
        appKey: DEFAULT_APP_KEY,
        name: '缓存后',
        routeName: 'cachedRename',
        path: '/cachedRename',
      }),
    );
    const after = flatten(await treeOf(tenant.admin.token)).find((n) => n.name === 'cachedRename');
    expect(after?.meta.title).toBe('缓存后');
  });

  it('drops a menu disabled by any writer, not only the menu routes', async () => {
    await createMenu({ name: '直写', routeName: 'cachedDirect', path: '/cachedDirect' });
    expect(names(await treeOf(tenant.admin.token))).toContain('cachedDirect');
    await ctx.database.db.update(menus).set({ status: 0 }).where(eq(menus.routeName, 'cachedDirect'));
    expect(names(await treeOf(tenant.admin.token))).not.toContain('cachedDirect');
  });

  it('answers [] once the application is disabled for the tenant', async () => {
    const other = await ctx.createTenant('menus_cache_app', [DEFAULT_APP_KEY]);
    expect((await treeOf(other.admin.token)).length).toBeGreaterThan(0);
    await ctx.database.db
      .update(customerApplications)
      .set({ enabled: false })
      .where(eq(customerApplications.customerId, other.customerId));
    expect(await treeOf(other.admin.token)).toEqual([]);
  });
});

describe('menu/tree (editor)', () => {
  it('gives the platform administrator every record as a tree', async () => {
    const records = expectOk<MenuTreeRecord[]>(
      await ctx.injectAs(admin, {
        method: 'GET',
        url: `${api(PATHS.menuAllTree)}?appKey=${DEFAULT_APP_KEY}`,
      }),
    );
    const all = flatten(records);
    expect(all.every((r) => r.appKey === DEFAULT_APP_KEY)).toBe(true);
    expect(all.find((r) => r.routeName === 'myApplication')).toMatchObject({ roles: ['admin'], system: 1 });
    const everything = expectOk<MenuTreeRecord[]>(
      await ctx.injectAs(admin, { method: 'GET', url: api(PATHS.menuAllTree) }),
    );
    expect(flatten(everything)).toHaveLength(await countRows(ctx, menus));
  });
});

describe('menu/set', () => {
  it('creates a menu and records it in the user log', async () => {
    const before = await countRows(ctx, menus);
    const menu = await createMenu({
      name: '新菜单',
      english: 'New menu',
      routeName: 'newMenu',
      path: '/newMenu',
      order: 3,
    });
    expect(menu).toMatchObject({
      appKey: DEFAULT_APP_KEY,
      name: '新菜单',
      english: 'New menu',
      path: '/newMenu',
      parentId: null,
      order: 3,
      status: 1,
      publish: 1,
      system: 0,
      showToBar: 1,
      showByRole: 'ALL',
      limit: 'unlimited',
      roles: [],
      affix: false,
    });
    expect(await countRows(ctx, menus)).toBe(before + 1);
    const [log] = await logsOf(menu.id, 'create');
    expect(log).toMatchObject({ account: 'admin', customerId: 1, before: null });
    expect(log?.after).toMatchObject({ id: menu.id, name: '新菜单', path: '/newMenu' });
  });

  it('updates a menu when id is given, logging before and after', async () => {
    const menu = await createMenu({ name: '旧名', routeName: 'renamed', path: '/renamed' });
    const updated = expectOk<MenuRecord>(
      await setMenu(admin, {
        id: menu.id,
        appKey: DEFAULT_APP_KEY,
        name: '新名',
        path: '/renamed2',
        roles: ['editor'],
      }),
    );
    expect(updated).toMatchObject({ id: menu.id, name: '新名', path: '/renamed2', roles: ['editor'] });
    expect(await menuRow(menu.id)).toMatchObject({ name: '新名', path: '/renamed2' });
    const [log] = await logsOf(menu.id, 'update');
    expect(log?.before).toMatchObject({ name: '旧名', path: '/renamed' });
    expect(log?.after).toMatchObject({ name: '新名', path: '/renamed2' });
  });

  it('answers 404 for an unknown id', async () => {
    expectError(
      await setMenu(admin, { id: 99_999_999, appKey: DEFAULT_APP_KEY, name: 'x', path: '/x' }),
      ERROR_CODES.notFound,
    );
  });

  it('accepts absolute, relative, param and http paths', async () => {
    for (const path of ['/a', 'relative', 'detail/:id', 'edit/{id}/', 'https://example.com/a?b=c', '/']) {
      expectOk(await setMenu(admin, { appKey: DEFAULT_APP_KEY, name: 'p', path }));
    }
  });

  it('validates: path required and well formed, name required, no unknown fields', async () => {
    const before = await countRows(ctx, menus);
    expectValidationError(
      await setMenu(admin, { appKey: DEFAULT_APP_KEY, name: 'x' }),
      'path',
      'validation.required',
    );
    expectValidationError(
      await setMenu(admin, { appKey: DEFAULT_APP_KEY, name: 'x', path: '  ' }),
      'path',
      'validation.required',
    );
    for (const path of ['a b', '/a//b', 'a\\b', '/a b/c', 'ftp://x']) {
      expectValidationError(
        await setMenu(admin, { appKey: DEFAULT_APP_KEY, name: 'x', path }),
        'path',
        'validation.menuPath',
      );
    }
    expectValidationError(
      await setMenu(admin, { appKey: DEFAULT_APP_KEY, path: '/x' }),
      'name',
      'validation.required',
    );
    expectValidationError(
      await setMenu(admin, { appKey: DEFAULT_APP_KEY, name: ' ', path: '/x' }),
      'name',
      'validation.required',
    );
    expectValidationError(
      await setMenu(admin, { appKey: DEFAULT_APP_KEY, name: 'x'.repeat(33), path: '/x' }),
      'name',
      'validation.max',
    );
    expectValidationError(
      await setMenu(admin, { appKey: DEFAULT_APP_KEY, name: 'x', path: '/x', customerId: 2 }),
      'customerId',
      'validation.unknownField',
    );
    expectValidationError(
      await setMenu(admin, { appKey: DEFAULT_APP_KEY, name: 'x', path: '/x', showByRole: 'ROOT' }),
      'showByRole',
      'validation.enum',
    );
    expectValidationError(
      await setMenu(admin, { appKey: DEFAULT_APP_KEY, name: 'x', path: '/x', status: 2 }),
      'status',
      'validation.flag',
    );
    expectValidationError(
      await setMenu(admin, { appKey: DEFAULT_APP_KEY, name: 'x', path: '/x', routeName: 'a-b' }),
      'routeName',
      'validation.routeName',
    );
    expectValidationError(
      await setMenu(admin, { name: 'x', path: '/x' }),
      'appKey',
      'validation.invalidType',
    );
    expect(await countRows(ctx, menus)).toBe(before);
  });

  it('refuses a parent from another application or a missing one', async () => {
    const [icuMenu] = await ctx.database.db.select().from(menus).where(eq(menus.appKey, 'icu')).limit(1);
    const before = await countRows(ctx, menus);
    let body = expectError(
      await setMenu(admin, { appKey: DEFAULT_APP_KEY, name: 'x', path: 'x', parentId: icuMenu!.id }),
      ERROR_CODES.validation,
      'error.menuParentInvalid',
    );
    expect(body.fields).toEqual({ parentId: 'error.menuParentInvalid' });
    body = expectError(
      await setMenu(admin, { appKey: DEFAULT_APP_KEY, name: 'x', path: 'x', parentId: 99_999_999 }),
      ERROR_CODES.validation,
      'error.menuParentInvalid',
    );
    expect(await countRows(ctx, menus)).toBe(before);
  });

  it('refuses a cycle: a menu under itself or under its own descendant', async () => {
    const top = await createMenu({ name: '顶', path: '/top' });
    const mid = await createMenu({ name: '中', path: 'mid', parentId: top.id });
    const leaf = await createMenu({ name: '底', path: 'leaf', parentId: mid.id });
    const move = (parentId: number) =>
      setMenu(admin, { id: top.id, appKey: DEFAULT_APP_KEY, name: '顶', path: '/top', parentId });
    expectError(await move(top.id), ERROR_CODES.validation, 'error.menuCycle');
    expectError(await move(leaf.id), ERROR_CODES.validation, 'error.menuCycle');
    expect((await menuRow(top.id))?.parentId).toBeNull();
    // Moving a leaf elsewhere in the same tree is fine.
    expectOk(
      await setMenu(admin, {
        id: leaf.id,
        appKey: DEFAULT_APP_KEY,
        name: '底',
        path: 'leaf',
        parentId: top.id,
      }),
    );
  });
});

describe('menu/del and /v1/menu/delete', () => {
  for (const path of [PATHS.menuDel, PATHS.menuDelete]) {
    describe(`${BASE}${path}`, () => {
      it('deletes a menu without children and logs what it was', async () => {
        const menu = await createMenu({ name: '删除我', path: '/deleteMe' });
        expectOk(await del(admin, menu.id, path));
        expect(await menuRow(menu.id)).toBeUndefined();
        const [log] = await logsOf(menu.id, 'delete');
        expect(log?.before).toMatchObject({ id: menu.id, name: '删除我' });
        expect(log?.after).toBeNull();
      });

      it('refuses while sub-menus exist', async () => {
        const parent = await createMenu({ name: '父', path: '/parent' });
        const child = await createMenu({ name: '子', path: 'child', parentId: parent.id });
        expectError(await del(admin, parent.id, path), ERROR_CODES.validation, 'error.menuHasChildren');
        expect(await menuRow(parent.id)).toBeDefined();
        expect(await logsOf(parent.id, 'delete')).toHaveLength(0);
        expectOk(await del(admin, child.id, path));
        expectOk(await del(admin, parent.id, path));
      });

      it('refuses a system menu', async () => {
        const system = await createMenu({ name: '系统', path: '/system', system: 1 });
        expectError(await del(admin, system.id, path), ERROR_CODES.forbidden, 'error.systemMenu');
        const [catalogueMenu] = await ctx.database.db
          .select()
          .from(menus)
          .where(eq(menus.routeName, 'userLog'));
        expectError(await del(admin, catalogueMenu!.id, path), ERROR_CODES.forbidden, 'error.systemMenu');
        expect(await menuRow(catalogueMenu!.id)).toBeDefined();
      });

      it('answers 404 for an unknown id and validates the body', async () => {
        expectError(await del(admin, 99_999_999, path), ERROR_CODES.notFound);
        const res = await ctx.injectAs(admin, { method: 'POST', url: api(path), payload: { id: 'x' } });
        expectValidationError(res, 'id', 'validation.required');
        const extra = await ctx.injectAs(admin, {
          method: 'POST',
          url: api(path),
          payload: { id: 1, name: 'x' },
        });
        expectValidationError(extra, 'name', 'validation.unknownField');
      });
    });
  }
});

describe('menu writes are for the platform only', () => {
  it('refuses customer administrators and members with 403001 and changes nothing', async () => {
    const [target] = await ctx.database.db.select().from(menus).where(eq(menus.routeName, 'userLog'));
    const before = await countRows(ctx, menus);
    for (const token of [tenant.admin.token, tenant.member.token]) {
      const calls = [
        setMenu(token, { appKey: DEFAULT_APP_KEY, name: 'x', path: '/x' }),
        setMenu(token, { id: target!.id, appKey: DEFAULT_APP_KEY, name: 'x', path: '/x' }),
        del(token, target!.id, PATHS.menuDel),
        del(token, target!.id, PATHS.menuDelete),
        ctx.injectAs(token, { method: 'POST', url: api(PATHS.menuInitialize) }),
        ctx.injectAs(token, { method: 'GET', url: api(PATHS.menuAllTree) }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(200);
        expectError(res, ERROR_CODES.forbidden, 'error.forbidden');
      }
    }
    expect(await countRows(ctx, menus)).toBe(before);
    expect((await menuRow(target!.id))?.name).toBe(target!.name);
  });
});

describe('menu/initialize', () => {
  it('re-syncs the system menus from the catalogue and is idempotent', async () => {
    const catalogueSize = flattenCatalogue().length;
    const [userLog] = await ctx.database.db.select().from(menus).where(eq(menus.routeName, 'userLog'));
    const handMade = await createMenu({ name: '手工', path: '/handMade' });
    // Drift: a renamed system menu and a lost one.
    await ctx.database.db.update(menus).set({ name: '改过' }).where(eq(menus.id, userLog!.id));
    const [lost] = await ctx.database.db
      .delete(menus)
      .where(eq(menus.routeName, 'globalSetting'))
      .returning();
    const before = await countRows(ctx, menus);

    const init = () => ctx.injectAs(admin, { method: 'POST', url: api(PATHS.menuInitialize) });
    const first = expectOk<{ count: number }>(await init());
    expect(first.count).toBe(catalogueSize);
    expect(await countRows(ctx, menus)).toBe(before + 1);
    expect((await menuRow(userLog!.id))?.name).toBe(userLog!.name);
    const [restored] = await ctx.database.db.select().from(menus).where(eq(menus.routeName, 'globalSetting'));
    expect(restored).toMatchObject({ parentId: lost!.parentId, path: lost!.path, system: 1 });
    expect(await menuRow(handMade.id)).toBeDefined();

    const afterFirst = await countRows(ctx, menus);
    expect(expectOk<{ count: number }>(await init()).count).toBe(catalogueSize);
    expect(await countRows(ctx, menus)).toBe(afterFirst);
  });
});
