import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_CATALOGUE, ERROR_CODES, MONITOR_APP_KEY, PATHS, USER_TYPES } from '@console/contract';
import type { Application, CustomerApplication } from '@console/contract/resources/applications';
import type { MenuNode } from '@console/contract/resources/menus';
import { applications, customerApplications, userAppSettings } from '../../src/modules/applications/tables';
import { userLogs } from '../../src/platform/audit-tables';
import { menus } from '../../src/modules/menus/tables';
import {
  api,
  build,
  countRows,
  expectError,
  expectOk,
  expectValidationError,
  TENANT_PASSWORD,
  type Tenant,
} from '../helper';

const P = PATHS.application;
const ctx = build();
let admin: string;
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  admin = await ctx.adminToken();
  tenant = await ctx.createTenant('apps_a', ['platform', 'icu']);
  other = await ctx.createTenant('apps_b', ['platform', 'aiIcu']);
});

function call(token: string, path: string, payload?: unknown) {
  return ctx.injectAs(token, {
    method: 'POST',
    url: api(path),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function appId(key: string) {
  const [row] = await ctx.database.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.key, key));
  return row!.id;
}

const keys = (apps: { key: string }[]) => apps.map((a) => a.key);
const enabledKeys = (apps: CustomerApplication[]) => apps.filter((a) => a.enabled).map((a) => a.key);
const catalogueKeys = APPLICATION_CATALOGUE.map((a) => a.key);

let seq = 0;
const newApp = (extra: Record<string, unknown> = {}) => {
  seq += 1;
  return { key: `testApp${seq}`, name: `测试${seq}`, english: `Test ${seq}`, ...extra };
};

async function logsOf(resource: string, resourceId: number | string, action: string) {
  return ctx.database.db
    .select()
    .from(userLogs)
    .where(
      and(
        eq(userLogs.resource, resource),
        eq(userLogs.resourceId, String(resourceId)),
        eq(userLogs.action, action),
      ),
    );
}

describe('listSysApplication', () => {
  it('lists the catalogue in order for the platform, with or without a body', async () => {
    const apps = expectOk<Application[]>(await call(admin, P.listSysApplication, {}));
    expect(keys(apps).slice(0, catalogueKeys.length)).toEqual(catalogueKeys);
    expect(apps[0]).toMatchObject({
      key: 'platform',
      name: '云平台管理',
      english: 'Cloud platform',
      aloneMenuManage: 1,
      appType: 'system',
    });
    expect(Object.keys(apps[0]!).sort()).toEqual(
      [
        'aloneMenuManage',
        'appId',
        'appType',
        'createTime',
        'english',
        'icon',
        'id',
        'key',
        'name',
        'path',
        'signature',
        'sort',
      ].sort(),
    );
    expect(expectOk<Application[]>(await call(admin, P.listSysApplication))).toEqual(apps);
  });

  it('filters by keyword over key, name and English name', async () => {
    expect(
      keys(expectOk<Application[]>(await call(admin, P.listSysApplication, { keyword: 'AMBUL' }))),
    ).toEqual(['ambulance']);
    expect(
      keys(expectOk<Application[]>(await call(admin, P.listSysApplication, { keyword: '手术' }))),
    ).toEqual(['surgicalTeaching']);
    expect(expectOk<Application[]>(await call(admin, P.listSysApplication, { keyword: 'zzz-none' }))).toEqual(
      [],
    );
  });

  it('validates and is for the platform only', async () => {
    expectValidationError(
      await call(admin, P.listSysApplication, { page: 1 }),
      'page',
      'validation.unknownField',
    );
    expectValidationError(
      await call(admin, P.listSysApplication, { keyword: 'x'.repeat(65) }),
      'keyword',
      'validation.max',
    );
    expectError(
      await call(tenant.admin.token, P.listSysApplication, {}),
      ERROR_CODES.forbidden,
      'error.forbidden',
    );
    expectError(await call(tenant.member.token, P.listSysApplication, {}), ERROR_CODES.forbidden);
  });
});

describe('info', () => {
  it('gives any application to the platform and 404 for an unknown id', async () => {
    const id = await appId('ambulance');
    expect(expectOk<Application>(await call(admin, P.info, { id }))).toMatchObject({ id, key: 'ambulance' });
    expectError(await call(admin, P.info, { id: 99_999_999 }), ERROR_CODES.notFound, 'error.appNotFound');
  });

  it('gives a tenant only its enabled applications', async () => {
    expect(
      expectOk<Application>(await call(tenant.admin.token, P.info, { id: await appId('icu') })).key,
    ).toBe('icu');
    expect(
      expectOk<Application>(await call(tenant.member.token, P.info, { id: await appId(MONITOR_APP_KEY) }))
        .key,
    ).toBe(MONITOR_APP_KEY);
    expectError(
      await call(tenant.admin.token, P.info, { id: await appId('aiIcu') }),
      ERROR_CODES.notFound,
      'error.appNotFound',
    );
  });

  it('validates the id', async () => {
    expectValidationError(await call(admin, P.info, {}), 'id', 'validation.required');
    expectValidationError(await call(admin, P.info, { id: '1' }), 'id', 'validation.required');
    expectValidationError(await call(admin, P.info, { id: 0 }), 'id', 'validation.integer');
    expectValidationError(await call(admin, P.info, { id: 1.5 }), 'id', 'validation.integer');
    expectValidationError(await call(admin, P.info, { id: 1, key: 'x' }), 'key', 'validation.unknownField');
  });
});

describe.each([
  ['register', P.register],
  ['addSystemApplication', P.addSystemApplication],
])('%s', (_name, path) => {
  it('creates an application with defaults and logs it', async () => {
    const input = newApp({ path: '/somewhere', icon: 'star' });
    const app = expectOk<Application>(await call(admin, path, input));
    expect(app).toMatchObject({
      ...input,
      aloneMenuManage: 0,
      appType: 'system',
      sort: 0,
      appId: null,
      signature: null,
    });
    expect(app.createTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const [row] = await ctx.database.db.select().from(applications).where(eq(applications.id, app.id));
    expect(row?.key).toBe(input.key);
    const [log] = await logsOf('applications', app.id, 'create');
    expect(log?.after).toMatchObject({ key: input.key, name: input.name });
  });

  it('never logs the signature', async () => {
    const app = expectOk<Application>(await call(admin, path, newApp({ signature: 's3cret-signature' })));
    const [log] = await logsOf('applications', app.id, 'create');
    expect(JSON.stringify(log)).not.toContain('s3cret-signature');
  });

  it('refuses a duplicate key with the conflict code on HTTP 200', async () => {
    const before = await countRows(ctx, applications);
    const res = await call(admin, path, newApp({ key: 'icu' }));
    expect(res.statusCode).toBe(200);
    const body = expectError(res, ERROR_CODES.conflict, 'error.appKeyExists');
    expect(body.fields).toEqual({ key: 'error.appKeyExists' });
    expect(await countRows(ctx, applications)).toBe(before);
  });

  it('validates key, name, English name and refuses unknown fields', async () => {
    const before = await countRows(ctx, applications);
    for (const key of ['1app', 'my-app', 'my app', '_app', '应用']) {
      expectValidationError(await call(admin, path, newApp({ key })), 'key', 'validation.appKey');
    }
    expectValidationError(await call(admin, path, newApp({ key: 'a'.repeat(33) })), 'key', 'validation.max');
    expectValidationError(await call(admin, path, newApp({ key: undefined })), 'key', 'validation.required');
    expectValidationError(
      await call(admin, path, newApp({ name: undefined })),
      'name',
      'validation.required',
    );
    expectValidationError(await call(admin, path, newApp({ name: '  ' })), 'name', 'validation.required');
    expectValidationError(
      await call(admin, path, newApp({ name: 'x'.repeat(33) })),
      'name',
      'validation.max',
    );
    expectValidationError(
      await call(admin, path, newApp({ english: undefined })),
      'english',
      'validation.required',
    );
    expectValidationError(
      await call(admin, path, newApp({ aloneMenuManage: 2 })),
      'aloneMenuManage',
      'validation.flag',
    );
    expectValidationError(
      await call(admin, path, newApp({ appType: 'mobile' })),
      'appType',
      'validation.enum',
    );
    expectValidationError(await call(admin, path, newApp({ sort: -1 })), 'sort', 'validation.min');
    expectValidationError(await call(admin, path, newApp({ id: 5 })), 'id', 'validation.unknownField');
    expect(await countRows(ctx, applications)).toBe(before);
    // Bounds that pass: a one-letter key and a 32-character one.
    const longest = `k${seq}`.padEnd(32, 'x');
    expect(expectOk<Application>(await call(admin, path, newApp({ key: longest }))).key).toHaveLength(32);
    const shortest = path === P.register ? 'R' : 'A';
    expect(expectOk<Application>(await call(admin, path, newApp({ key: shortest }))).key).toBe(shortest);
  });

  it('is for the platform only', async () => {
    const before = await countRows(ctx, applications);
    expectError(await call(tenant.admin.token, path, newApp()), ERROR_CODES.forbidden, 'error.forbidden');
    expectError(await call(tenant.member.token, path, newApp()), ERROR_CODES.forbidden);
    expect(await countRows(ctx, applications)).toBe(before);
  });
});

describe('update', () => {
  it('updates given fields and logs before and after', async () => {
    const app = expectOk<Application>(await call(admin, P.register, newApp()));
    const updated = expectOk<Application>(
      await call(admin, P.update, { id: app.id, name: '改名', aloneMenuManage: 1 }),
    );
    expect(updated).toMatchObject({
      id: app.id,
      key: app.key,
      name: '改名',
      english: app.english,
      aloneMenuManage: 1,
    });
    const [log] = await logsOf('applications', app.id, 'update');
    expect(log?.before).toMatchObject({ name: app.name });
    expect(log?.after).toMatchObject({ name: '改名' });
  });

  it('moves the menus along when the key changes', async () => {
    const app = expectOk<Application>(await call(admin, P.register, newApp()));
    await ctx.database.db.insert(menus).values({ appKey: app.key, name: 'm', path: '/m' });
    const key = `${app.key}Renamed`;
    expectOk(await call(admin, P.update, { id: app.id, key }));
    expect(await ctx.database.db.select().from(menus).where(eq(menus.appKey, app.key))).toEqual([]);
    expect(await ctx.database.db.select().from(menus).where(eq(menus.appKey, key))).toHaveLength(1);
  });

  it('refuses a key another application has, an unknown id, bad fields and non-platform callers', async () => {
    const app = expectOk<Application>(await call(admin, P.register, newApp()));
    expectError(
      await call(admin, P.update, { id: app.id, key: 'ambulance' }),
      ERROR_CODES.conflict,
      'error.appKeyExists',
    );
    // Keeping its own key is not a clash.
    expectOk(await call(admin, P.update, { id: app.id, key: app.key }));
    expectError(
      await call(admin, P.update, { id: 99_999_999, name: 'x' }),
      ERROR_CODES.notFound,
      'error.appNotFound',
    );
    expectValidationError(await call(admin, P.update, { name: 'x' }), 'id', 'validation.required');
    expectValidationError(
      await call(admin, P.update, { id: app.id, key: 'bad key' }),
      'key',
      'validation.appKey',
    );
    expectValidationError(
      await call(admin, P.update, { id: app.id, name: '' }),
      'name',
      'validation.required',
    );
    expectValidationError(
      await call(admin, P.update, { id: app.id, createTime: 'x' }),
      'createTime',
      'validation.unknownField',
    );
    expectError(await call(tenant.admin.token, P.update, { id: app.id, name: 'x' }), ERROR_CODES.forbidden);
    const [row] = await ctx.database.db.select().from(applications).where(eq(applications.id, app.id));
    expect(row?.name).toBe(app.name);
  });
});

describe('remove', () => {
  it('is refused while a company has the application enabled, then removes it with its menus', async () => {
    const app = expectOk<Application>(await call(admin, P.register, newApp()));
    const [root] = await ctx.database.db
      .insert(menus)
      .values({ appKey: app.key, name: 'root', path: '/r' })
      .returning();
    const [mid] = await ctx.database.db
      .insert(menus)
      .values({ appKey: app.key, name: 'mid', path: 'm', parentId: root!.id })
      .returning();
    await ctx.database.db
      .insert(menus)
      .values({ appKey: app.key, name: 'leaf', path: 'l', parentId: mid!.id });
    expectOk(
      await call(admin, P.updateCustomerSysApp, {
        customerId: tenant.customerId,
        appId: app.id,
        enabled: true,
      }),
    );

    expectError(await call(admin, P.remove, { id: app.id }), ERROR_CODES.validation, 'error.appInUse');
    expect(await ctx.database.db.select().from(applications).where(eq(applications.id, app.id))).toHaveLength(
      1,
    );

    expectOk(
      await call(admin, P.updateCustomerSysApp, {
        customerId: tenant.customerId,
        appId: app.id,
        enabled: false,
      }),
    );
    expectOk(await call(admin, P.remove, { id: app.id }));
    expect(await ctx.database.db.select().from(applications).where(eq(applications.id, app.id))).toEqual([]);
    expect(await ctx.database.db.select().from(menus).where(eq(menus.appKey, app.key))).toEqual([]);
    expect(await logsOf('applications', app.id, 'delete')).toHaveLength(1);
  });

  it('answers 404 for an unknown id, validates, and is for the platform only', async () => {
    expectError(await call(admin, P.remove, { id: 99_999_999 }), ERROR_CODES.notFound, 'error.appNotFound');
    expectValidationError(await call(admin, P.remove, {}), 'id', 'validation.required');
    expectValidationError(
      await call(admin, P.remove, { id: 1, force: true }),
      'force',
      'validation.unknownField',
    );
    const app = expectOk<Application>(await call(admin, P.register, newApp()));
    expectError(await call(tenant.admin.token, P.remove, { id: app.id }), ERROR_CODES.forbidden);
    expect(await ctx.database.db.select().from(applications).where(eq(applications.id, app.id))).toHaveLength(
      1,
    );
  });
});

describe('setCustomerSysApp / listCustomerSysApp / updateCustomerSysApp', () => {
  it('replaces the set of applications of a company and logs the keys before and after', async () => {
    const company = await ctx.createTenant('apps_set', ['platform']);
    const ids = [await appId('icu'), await appId('ambulance'), await appId('icu')];
    const list = expectOk<CustomerApplication[]>(
      await call(admin, P.setCustomerSysApp, { customerId: company.customerId, appIds: ids }),
    );
    expect(keys(list)).toEqual(expect.arrayContaining(catalogueKeys));
    expect(enabledKeys(list).sort()).toEqual(['ambulance', 'icu']);
    const [log] = await logsOf('customerApplications', company.customerId, 'setCustomerApps');
    expect(log).toMatchObject({ customerId: company.customerId, before: ['platform'] });
    expect((log?.after as string[]).sort()).toEqual(['ambulance', 'icu']);
    expect(
      enabledKeys(
        expectOk(await call(admin, P.setCustomerSysApp, { customerId: company.customerId, appIds: [] })),
      ),
    ).toEqual([]);
  });

  it('refuses an unknown company or application and bad bodies', async () => {
    expectError(
      await call(admin, P.setCustomerSysApp, { customerId: 99_999_999, appIds: [] }),
      ERROR_CODES.notFound,
      'error.customerNotFound',
    );
    const body = expectError(
      await call(admin, P.setCustomerSysApp, { customerId: tenant.customerId, appIds: [99_999_999] }),
      ERROR_CODES.validation,
      'error.appNotFound',
    );
    expect(body.fields).toEqual({ appIds: 'error.appNotFound' });
    expectValidationError(
      await call(admin, P.setCustomerSysApp, { customerId: tenant.customerId }),
      'appIds',
      'validation.invalidType',
    );
    expectValidationError(
      await call(admin, P.setCustomerSysApp, { customerId: tenant.customerId, appIds: ['x'] }),
      'appIds.0',
      'validation.required',
    );
    expectValidationError(
      await call(admin, P.setCustomerSysApp, { customerId: tenant.customerId, appIds: [], extra: 1 }),
      'extra',
      'validation.unknownField',
    );
    // The tenant still has what it had.
    const list = expectOk<CustomerApplication[]>(
      await call(admin, P.listCustomerSysApp, { customerId: tenant.customerId }),
    );
    expect(enabledKeys(list).sort()).toEqual(['icu', 'platform']);
  });

  it('lists the flags for a company: platform for any, a customer admin for its own only', async () => {
    const list = expectOk<CustomerApplication[]>(
      await call(admin, P.listCustomerSysApp, { customerId: tenant.customerId }),
    );
    expect(list).toHaveLength(await countRows(ctx, applications));
    expect(enabledKeys(list).sort()).toEqual(['icu', 'platform']);
    const own = expectOk<CustomerApplication[]>(
      await call(tenant.admin.token, P.listCustomerSysApp, { customerId: tenant.customerId }),
    );
    expect(own).toEqual(list);
    // The platform organisation has everything.
    const platform = expectOk<CustomerApplication[]>(
      await call(admin, P.listCustomerSysApp, { customerId: 1 }),
    );
    expect(platform.every((a) => a.enabled)).toBe(true);
    expectError(
      await call(tenant.admin.token, P.listCustomerSysApp, { customerId: other.customerId }),
      ERROR_CODES.forbidden,
      'error.forbidden',
    );
    expectError(
      await call(tenant.member.token, P.listCustomerSysApp, { customerId: tenant.customerId }),
      ERROR_CODES.forbidden,
    );
    expectValidationError(await call(admin, P.listCustomerSysApp, {}), 'customerId', 'validation.required');
  });

  it('enables and disables one application for a company', async () => {
    const company = await ctx.createTenant('apps_one', ['platform']);
    const ambulance = await appId('ambulance');
    let list = expectOk<CustomerApplication[]>(
      await call(admin, P.updateCustomerSysApp, {
        customerId: company.customerId,
        appId: ambulance,
        enabled: true,
        sort: 3,
      }),
    );
    expect(enabledKeys(list).sort()).toEqual(['ambulance', 'platform']);
    const [row] = await ctx.database.db
      .select()
      .from(customerApplications)
      .where(
        and(
          eq(customerApplications.customerId, company.customerId),
          eq(customerApplications.applicationId, ambulance),
        ),
      );
    expect(row).toMatchObject({ enabled: true, sort: 3 });
    list = expectOk(
      await call(admin, P.updateCustomerSysApp, {
        customerId: company.customerId,
        appId: ambulance,
        enabled: false,
      }),
    );
    expect(enabledKeys(list)).toEqual(['platform']);
    expect(await logsOf('customerApplications', company.customerId, 'updateCustomerApp')).toHaveLength(2);
  });

  it('validates updateCustomerSysApp and keeps it for the platform', async () => {
    const icu = await appId('icu');
    expectValidationError(
      await call(admin, P.updateCustomerSysApp, { customerId: tenant.customerId, appId: icu }),
      'enabled',
      'validation.required',
    );
    expectValidationError(
      await call(admin, P.updateCustomerSysApp, {
        customerId: tenant.customerId,
        appId: icu,
        enabled: 'yes',
      }),
      'enabled',
      'validation.required',
    );
    expectError(
      await call(admin, P.updateCustomerSysApp, {
        customerId: tenant.customerId,
        appId: 99_999_999,
        enabled: true,
      }),
      ERROR_CODES.notFound,
      'error.appNotFound',
    );
    expectError(
      await call(admin, P.updateCustomerSysApp, { customerId: 99_999_999, appId: icu, enabled: true }),
      ERROR_CODES.notFound,
      'error.customerNotFound',
    );
    expectError(
      await call(tenant.admin.token, P.updateCustomerSysApp, {
        customerId: tenant.customerId,
        appId: icu,
        enabled: false,
      }),
      ERROR_CODES.forbidden,
    );
    expectError(
      await call(tenant.admin.token, P.setCustomerSysApp, { customerId: tenant.customerId, appIds: [] }),
      ERROR_CODES.forbidden,
    );
    const list = expectOk<CustomerApplication[]>(
      await call(admin, P.listCustomerSysApp, { customerId: tenant.customerId }),
    );
    expect(enabledKeys(list).sort()).toEqual(['icu', 'platform']);
  });
});

describe('updateUserAppInfo', () => {
  it('stores the caller’s default application among its enabled ones', async () => {
    const data = expectOk(await call(tenant.admin.token, P.updateUserAppInfo, { defaultAppKey: 'icu' }));
    expect(data).toEqual({ defaultAppKey: 'icu' });
    expectOk(await call(tenant.admin.token, P.updateUserAppInfo, { defaultAppKey: MONITOR_APP_KEY }));
    const rows = await ctx.database.db
      .select()
      .from(userAppSettings)
      .where(eq(userAppSettings.userId, tenant.admin.id));
    expect(rows).toEqual([
      expect.objectContaining({ customerId: tenant.customerId, defaultAppKey: MONITOR_APP_KEY }),
    ]);
    // A switch of view is not a change: nothing in the user log (defect 17).
    expect(await logsOf('userAppSettings', tenant.admin.id, 'updateUserApp')).toEqual([]);
    expectOk(await call(admin, P.updateUserAppInfo, { defaultAppKey: 'surgicalTeaching' }));
  });

  it('refuses an application the caller’s company does not have and bad keys', async () => {
    const body = expectError(
      await call(tenant.member.token, P.updateUserAppInfo, { defaultAppKey: 'aiIcu' }),
      ERROR_CODES.validation,
      'error.appNotFound',
    );
    expect(body.fields).toEqual({ defaultAppKey: 'error.appNotFound' });
    expectValidationError(
      await call(tenant.member.token, P.updateUserAppInfo, {}),
      'defaultAppKey',
      'validation.required',
    );
    expectValidationError(
      await call(tenant.member.token, P.updateUserAppInfo, { defaultAppKey: 'no way' }),
      'defaultAppKey',
      'validation.appKey',
    );
    expectValidationError(
      await call(tenant.member.token, P.updateUserAppInfo, { defaultAppKey: 'icu', userId: other.admin.id }),
      'userId',
      'validation.unknownField',
    );
    expect(
      await ctx.database.db
        .select()
        .from(userAppSettings)
        .where(eq(userAppSettings.userId, tenant.member.id)),
    ).toEqual([]);
  });
});

describe('listByOrgId', () => {
  it('gives the platform administrator the whole catalogue', async () => {
    const all = expectOk<Application[]>(await call(admin, P.listByOrg, {}));
    expect(all).toHaveLength(await countRows(ctx, applications));
    expect(keys(all)).toEqual(expect.arrayContaining(catalogueKeys));
    expect(expectOk<Application[]>(await call(admin, P.listByOrg))).toEqual(all);
  });

  it('gives a company its enabled applications plus the monitor entry', async () => {
    const expected = ['platform', 'icu', MONITOR_APP_KEY];
    expect(keys(expectOk<Application[]>(await call(tenant.admin.token, P.listByOrg, {}))).sort()).toEqual(
      expected.sort(),
    );
    expect(
      keys(
        expectOk<Application[]>(await call(tenant.admin.token, P.listByOrg, { orgId: tenant.customerId })),
      ).sort(),
    ).toEqual(expected.sort());
    // The platform administrator may ask for any organisation.
    expect(
      keys(expectOk<Application[]>(await call(admin, P.listByOrg, { orgId: other.customerId }))).sort(),
    ).toEqual(['platform', 'aiIcu', MONITOR_APP_KEY].sort());
  });

  it('gives a restricted member only applications whose menu tree has entries for it', async () => {
    const company = await ctx.createTenant('apps_member', ['platform', 'icu']);
    const bare = expectOk<Application>(await call(admin, P.register, newApp()));
    expectOk(
      await call(admin, P.updateCustomerSysApp, {
        customerId: company.customerId,
        appId: bare.id,
        enabled: true,
      }),
    );
    const staff = await ctx.createUser({
      account: 'apps_staff',
      customerId: company.customerId,
      userType: USER_TYPES.staff,
    });
    const staffToken = await ctx.login(staff.account, TENANT_PASSWORD);

    const adminKeys = keys(expectOk<Application[]>(await call(company.admin.token, P.listByOrg, {})));
    expect(adminKeys).toContain(bare.key);
    expect(keys(expectOk<Application[]>(await call(staffToken, P.listByOrg, {})))).toEqual(adminKeys);

    const memberKeys = keys(expectOk<Application[]>(await call(company.member.token, P.listByOrg, {})));
    expect(memberKeys).not.toContain(bare.key);
    expect(memberKeys).toContain('platform');
    for (const key of adminKeys) {
      const tree = expectOk<MenuNode[]>(
        await ctx.injectAs(company.member.token, {
          method: 'GET',
          url: `${api(PATHS.menuUserTree)}?appKey=${key}`,
        }),
      );
      expect(memberKeys.includes(key), key).toBe(tree.length > 0);
    }
  });

  it('refuses a company administrator asking for another organisation', async () => {
    expectError(
      await call(tenant.admin.token, P.listByOrg, { orgId: other.customerId }),
      ERROR_CODES.forbidden,
      'error.forbidden',
    );
    expectError(await call(tenant.member.token, P.listByOrg, { orgId: 1 }), ERROR_CODES.forbidden);
    expectValidationError(
      await call(tenant.admin.token, P.listByOrg, { orgId: 'x' }),
      'orgId',
      'validation.required',
    );
    expectValidationError(
      await call(tenant.admin.token, P.listByOrg, { customerId: 1 }),
      'customerId',
      'validation.unknownField',
    );
  });
});
