import { randomBytes } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ERROR_CODES, PATHS, USER_TYPES } from '@console/contract';
import { buildApp } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/prepare';
import { users } from '../../src/platform/identity-tables';
import { FIXTURE_SQL, thingResource } from '../engine/fixture-resource';
import { TEST_ADMIN } from '../database';
import { connectConsole, eventually, listenForConsoles, ready, type TestConsole } from '../realtime';
import type { LiveOnline } from '@console/contract/live-chat';
import { API_KEY_CALLS_PER_MINUTE } from '@console/contract/resources/ambulance-system';
import { api, build, expectError, expectOk, TENANT_PASSWORD, type App, type Tenant } from '../helper';

/**
 * Two server instances on one PostgreSQL, nothing cached between requests (ADR 0012): what one
 * writes, the other answers on the very next request. Runs only on PostgreSQL (`DATABASE_URL`).
 */
const templateUrl = inject('templateUrl');

function withDatabase(name: string): string {
  const u = new URL(templateUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(text: string) {
  const client = new pg.Client({ connectionString: templateUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function workbook(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.skipIf(!templateUrl)('two server instances on one PostgreSQL', () => {
  // Instance A is the file's usual app; B opens the same database.
  const a = build({}, { resources: [thingResource] });
  let b: App;
  let database: Database;
  let tenant: Tenant;
  const things = api(PATHS.resource('things'));
  const getUser = (app: App, token: string) =>
    app.inject({ method: 'GET', url: api(PATHS.sysUserGet), headers: { token } });
  const listThings = async (app: App, token: string) =>
    expectOk<{ total: number; list: { name: string }[] }>(
      await app.inject({ method: 'GET', url: `${things}?size=100&sort=name`, headers: { token } }),
    );

  beforeAll(async () => {
    for (const statement of FIXTURE_SQL) await a.database.db.execute(statement);
    // On PostgreSQL `execute` answers node-postgres's result.
    const result = await a.database.db.execute(sql`select current_database() as name`);
    const [row] = (result as unknown as pg.QueryResult<{ name: string }>).rows;
    database = await openDatabase({ url: withDatabase(row!.name) });
    b = await buildApp(
      { PRODUCT: 'platform', CAPTCHA: false, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' },
      database,
      { logger: false },
      [thingResource],
    );
    await b.ready();
    tenant = await a.createTenant('two_instances');
  });
  afterAll(async () => {
    await b?.close();
    await database?.close();
  });

  it('shows a write through one instance on the next request through the other', async () => {
    const before = await listThings(b, tenant.admin.token);
    const created = await a.injectAs(tenant.admin.token, {
      method: 'POST',
      url: things,
      payload: { name: 'Lamp', code: 'LMP', kind: 'small', secret: 'sesame!', secretAgain: 'sesame!' },
    });
    expectOk(created);
    const after = await listThings(b, tenant.admin.token);
    expect(after.total).toBe(before.total + 1);
    expect(after.list.map((thing) => thing.name)).toEqual([...before.list.map((t) => t.name), 'Lamp'].sort());
  });

  it('shows the rows an import kept beside a refused one, to the writer and to the other instance', async () => {
    const before = await listThings(a.app, tenant.admin.token);
    const file = workbook([
      ['名称', 'Code', 'kind', '数量'],
      ['Shelf', 'SHF', 'small', 2],
      ['', 'BAD', 'small', 1],
      ['Stool', 'STL', 'large', '3'],
    ]);
    const report = expectOk(
      await a.injectAs(tenant.admin.token, {
        method: 'POST',
        url: `${things}/import?keepValid=true`,
        payload: file,
        headers: { 'content-type': XLSX_TYPE },
      }),
    );
    expect(report).toMatchObject({ total: 3, imported: 2, failed: 1, committed: true });
    const expected = [...before.list.map((t) => t.name), 'Shelf', 'Stool'].sort();
    expect((await listThings(a.app, tenant.admin.token)).list.map((t) => t.name)).toEqual(expected);
    expect((await listThings(b, tenant.admin.token)).list.map((t) => t.name)).toEqual(expected);
  });

  it('refuses on the other instance a session ended by logout on one', async () => {
    const token = await a.login(tenant.member.account, TENANT_PASSWORD);
    expectOk(await getUser(b, token));
    expectOk(await a.injectAs(token, { method: 'POST', url: api(PATHS.logout) }));
    expectError(await getUser(b, token), ERROR_CODES.sessionExpired);
  });

  it('refuses on the other instance the other sessions of a user whose password changed on one', async () => {
    const current = await a.login(tenant.member.account, TENANT_PASSWORD);
    const other = await a.login(tenant.member.account, TENANT_PASSWORD);
    expectOk(await getUser(b, other));
    expectOk(
      await a.injectAs(current, {
        method: 'POST',
        url: api(PATHS.changePassword),
        payload: { oldPassword: TENANT_PASSWORD, password: 'N3w-Passw0rd', repassword: 'N3w-Passw0rd' },
      }),
    );
    expectError(await getUser(b, other), ERROR_CODES.sessionExpired);
    expectOk(await getUser(b, current));
  });
});

describe.skipIf(!templateUrl)('live viewers on two instances sharing one PostgreSQL bus', () => {
  // Both instances run on DATABASE_URL, so their events travel over PostgreSQL's LISTEN/NOTIFY.
  const ctx = build();
  const instances: { app: App; database: Database; wsUrl: string }[] = [];
  const consoles: TestConsole[] = [];
  let tenant: Tenant;
  let staffToken = '';
  let liveId = 0;
  const online = async (app: App) =>
    expectOk<LiveOnline>(
      await app.inject({
        method: 'GET',
        url: api(`${PATHS.resource('lives')}/${liveId}/online`),
        headers: { token: tenant.admin.token },
      }),
    ).online;
  const watch = async (index: number, token: string) => {
    const c = await connectConsole(instances[index]!.wsUrl, token);
    consoles.push(c);
    await ready(c);
    expect(await c.subscribe(`live:${liveId}`)).toBe('subscribed');
    return c;
  };

  beforeAll(async () => {
    const result = await ctx.database.db.execute(sql`select current_database() as name`);
    const url = withDatabase((result as unknown as pg.QueryResult<{ name: string }>).rows[0]!.name);
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url });
      const app = await buildApp(
        {
          PRODUCT: 'platform',
          CAPTCHA: false,
          LOG_LEVEL: 'silent',
          WEB_DIST: '/nonexistent',
          DATABASE_URL: url,
        },
        database,
        { logger: false },
      );
      const { wsUrl } = await listenForConsoles(app, api('/ws'));
      instances.push({ app, database, wsUrl });
    }
    tenant = await ctx.createTenant('viewers_two');
    const staff = await ctx.createUser({
      account: 'viewers_two_staff',
      customerId: tenant.customerId,
      userType: USER_TYPES.staff,
    });
    staffToken = await ctx.login(staff.account, TENANT_PASSWORD);
    const live = expectOk<{ id: number }>(
      await ctx.injectAs(tenant.admin.token, {
        method: 'POST',
        url: api(PATHS.resource('lives')),
        payload: { name: 'Grand rounds' },
      }),
    );
    liveId = live.id;
    expectOk(
      await ctx.injectAs(staffToken, {
        method: 'POST',
        url: api(`${PATHS.resource('lives')}/${liveId}/join`),
        payload: {},
      }),
    );
  });
  afterAll(async () => {
    for (const c of consoles) c.close();
    for (const { app, database } of instances.splice(0)) {
      await app.close();
      await database.close();
    }
  });

  const [first, second] = [0, 1];
  const countsOn = (index: number) => online(instances[index]!.app);
  const both = async (expected: { accounts: number; devices: number }) => {
    for (const index of [first, second])
      expect(
        await eventually(
          () => countsOn(index),
          (v) => v.accounts === expected.accounts,
          5000,
        ),
      ).toEqual(expected);
  };

  it('counts the viewers of both instances on each, an account watching through both once', async () => {
    await watch(first, tenant.admin.token);
    await both({ accounts: 1, devices: 0 });
    const staffOnSecond = await watch(second, staffToken);
    await both({ accounts: 2, devices: 0 });
    // The administrator opens the stream in a tab on the other instance too: still one viewer.
    await watch(second, tenant.admin.token);
    await both({ accounts: 2, devices: 0 });
    // A console on the first instance hears the count change made by a viewer on the second.
    const auditor = await connectConsole(instances[first]!.wsUrl, tenant.admin.token);
    consoles.push(auditor);
    await ready(auditor);
    expect(await auditor.subscribe(`liveAudit:${liveId}`)).toBe('subscribed');
    staffOnSecond.close();
    await auditor.waitEvent(
      (e) => e.type === 'live' && e.change === 'viewers' && e.online?.accounts === 1,
      5000,
    );
    await both({ accounts: 1, devices: 0 });
  });

  it('stops counting the viewers of an instance that closes', async () => {
    const staffOnSecond = await watch(second, staffToken);
    await both({ accounts: 2, devices: 0 });
    const { app, database } = instances.pop()!;
    await app.close();
    await database.close();
    expect(
      await eventually(
        () => countsOn(first),
        (v) => v.accounts === 1,
        5000,
      ),
    ).toEqual({ accounts: 1, devices: 0 });
    await staffOnSecond.closed;
  });
});

describe.skipIf(!templateUrl)('an ambulance API key limited across two instances', () => {
  const ctx = build();
  let other: App;
  let database: Database;

  beforeAll(async () => {
    const result = await ctx.database.db.execute(sql`select current_database() as name`);
    database = await openDatabase({
      url: withDatabase((result as unknown as pg.QueryResult<{ name: string }>).rows[0]!.name),
    });
    other = await buildApp(
      { PRODUCT: 'platform', CAPTCHA: false, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' },
      database,
      { logger: false },
    );
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await database?.close();
  });

  it(`takes ${API_KEY_CALLS_PER_MINUTE} calls a minute of a key in all, whichever instance answers`, async () => {
    const tenant = await ctx.createTenant('apikey_two');
    const newSystem = async (name: string) =>
      expectOk<{ apiKey: string }>(
        await ctx.injectAs(await ctx.adminToken(), {
          method: 'POST',
          url: api(PATHS.resource('ambulanceExternalSystems')),
          payload: { name, companyId: tenant.customerId, scopes: ['positions:read'] },
        }),
      ).apiKey;
    const call = (app: App, key: string) =>
      app.inject({
        method: 'GET',
        url: api(`${PATHS.ambulanceApi}/positions`),
        headers: { 'x-api-key': key },
      });
    const minute = () => Math.floor(Date.now() / 60_000);
    // Alternating: each instance alone would take the whole limit again. A run the minute turned
    // in counts two windows: it is run again (the next one cannot turn too, it lasts seconds).
    for (let attempt = 0; ; attempt++) {
      const key = await newSystem(`Dispatch centre ${attempt}`);
      const started = minute();
      let calls = 0;
      let status = 200;
      while (status === 200 && calls < 2 * API_KEY_CALLS_PER_MINUTE) {
        status = (await call(calls % 2 === 0 ? ctx.app : other, key)).statusCode;
        calls += 1;
      }
      if (minute() !== started && attempt === 0) continue;
      expect(status).toBe(429);
      expect(calls).toBe(API_KEY_CALLS_PER_MINUTE + 1);
      break;
    }
  });
});

describe.skipIf(!templateUrl)('two instances starting together on an empty database', () => {
  const name = `console_test_start_${randomBytes(4).toString('hex')}`;
  const databases: Database[] = [];

  beforeAll(async () => {
    await admin(`create database ${name}`);
  });
  afterAll(async () => {
    for (const database of databases) await database.close();
    await admin(`drop database if exists ${name}`);
  });

  it('migrates and seeds once, one after the other', async () => {
    for (let i = 0; i < 2; i++) databases.push(await openDatabase({ url: withDatabase(name) }));
    const options = { adminAccount: TEST_ADMIN.account, adminPassword: TEST_ADMIN.password, demo: false };
    const started = await Promise.all(databases.map((database) => prepareDatabase(database, options)));
    // The first seeds the administrator (its login is printed); the second finds it.
    expect(started.map((logins) => logins.length).sort()).toEqual([0, 1]);
    const admins = await databases[0]!.db.select({ account: users.account }).from(users);
    expect(admins).toEqual([{ account: TEST_ADMIN.account }]);
  });
});
