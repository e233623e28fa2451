import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  apiBase,
  MONITOR_APP_KEY,
  PATHS,
  PLATFORM_ORG_ID,
  RET_OK,
  USER_TYPES,
  ROLE_TYPES,
} from '@console/contract';
import type { LoginResult } from '@console/contract/resources/identity';
import { buildApp, type AppConfig } from '../src/app';
import type { Database } from '../src/db/client';
import type { EngineResource } from '../src/engine/resource';
import { hashPassword } from '../src/modules/identity/passwords';
import { customers, roles, users } from '../src/platform/identity-tables';
import { applications, customerApplications } from '../src/modules/applications/tables';
import { menuIdsOf } from '../src/modules/menus/service';
import { seed, type SeedOptions } from '../src/seed/seed';
import { cloneDatabase, TEST_ADMIN } from './database';

export { TEST_ADMIN };

/**
 * For the tests that seed the whole demo hospital (twice, to show it is done once): a minute and a
 * half, as a loaded CI machine needs over 20 s for them.
 */
export const DEMO_SEED_TIMEOUT = { timeout: 90_000 };

/** Seeds the demo twice (a seed must add nothing the second time) and returns the demo hospital's id. */
export async function seedDemoTwice(ctx: TestContext, extra: Partial<SeedOptions> = {}): Promise<number> {
  const options = {
    adminAccount: TEST_ADMIN.account,
    adminPassword: TEST_ADMIN.password,
    demo: true,
    ...extra,
  };
  await seed(ctx.database.db, options);
  await seed(ctx.database.db, options);
  const [hospital] = await ctx.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.account, 'demohospital'));
  return hospital!.id;
}
export const BASE = apiBase('platform');
export const api = (path: string) => `${BASE}${path}`;

export type App = Awaited<ReturnType<typeof buildApp>>;

export interface TestContext {
  app: App;
  database: Database;
  /** Log in and return the token (captcha off unless the file asked for it). */
  login(account: string, password: string): Promise<string>;
  /** `app.inject` with the token in the `token` header. */
  injectAs(token: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** A new customer with its admin (type 2) and a member (type 3), both logged in, password `Passw0rd!`. */
  createTenant(account: string, appKeys?: string[]): Promise<Tenant>;
  /** A user with password `Passw0rd!` (not logged in); platform organisation and type 1 by default. */
  createUser(values: NewUser): Promise<{ id: number; account: string }>;
  /** A fresh session of the seeded platform administrator. */
  adminToken(): Promise<string>;
}

export interface NewUser {
  account: string;
  customerId?: number;
  userType?: number;
  roleId?: number | null;
  initPwd?: boolean;
}

export interface BuildOptions {
  /** Runs after the app's own plugins, before `ready()`: extra routes or hooks for one file. */
  setup?: (app: App) => void | Promise<void>;
  /** Engine resources to serve instead of the app's own (fixture definitions). */
  resources?: EngineResource[];
  /** The app's logger (off unless a file checks what it logs). */
  logger?: FastifyServerOptions['logger'];
}

export interface Tenant {
  customerId: number;
  admin: { id: number; account: string; token: string };
  member: { id: number; account: string; token: string };
}

export const TENANT_PASSWORD = 'Passw0rd!';

/**
 * A signed-in ambulance editor of the tenant (SPEC §6: the ambulance hospital, device and task
 * pages are the editor role's): a staff account whose role's value is `editor`. Its token.
 */
export async function editorOf(ctx: TestContext, tenant: Tenant, account: string): Promise<string> {
  const [role] = await ctx.database.db
    .insert(roles)
    .values({ customerId: tenant.customerId, name: '调度员', value: 'editor', type: ROLE_TYPES.doctor })
    .returning();
  await ctx.createUser({
    account,
    customerId: tenant.customerId,
    userType: USER_TYPES.staff,
    roleId: role!.id,
  });
  return ctx.login(account, TENANT_PASSWORD);
}

/** The app on a fresh database (cloned from the seeded template), closed after the file. */
export function build(config: Partial<AppConfig> = {}, options: BuildOptions = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    const database = await cloneDatabase({
      dumpPath: inject('templateDumpPath') || undefined,
      url: inject('templateUrl') || undefined,
    });
    const app = await buildApp(
      { PRODUCT: 'platform', CAPTCHA: false, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...config },
      database,
      { logger: options.logger ?? false },
      options.resources,
    );
    await options.setup?.(app);
    await app.ready();
    ctx.app = app;
    ctx.database = database;
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  ctx.injectAs = (token, options) =>
    ctx.app.inject({ ...options, headers: { ...(token ? { token } : {}), ...(options.headers ?? {}) } });
  ctx.login = async (account, password) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: api(PATHS.login),
      payload: { account, password },
    });
    const body = res.json<{ retCode: string; retData: LoginResult; errInfo?: string }>();
    if (body.retCode !== RET_OK) throw new Error(`login ${account} failed: ${body.retCode} ${body.errInfo}`);
    return body.retData.accessToken;
  };
  ctx.createTenant = async (account, appKeys = ['platform']) => {
    const db = ctx.database.db;
    const [customer] = await db
      .insert(customers)
      .values({ name: `Tenant ${account}`, account })
      .returning();
    const customerId = customer!.id;
    const apps = await db.select().from(applications);
    const enabled = apps.filter((a) => appKeys.includes(a.key));
    if (enabled.length)
      await db.insert(customerApplications).values(enabled.map((a) => ({ customerId, applicationId: a.id })));
    const [adminRole] = await db
      .insert(roles)
      .values({ customerId, name: '管理员', value: 'admin', type: ROLE_TYPES.admin })
      .returning();
    // The member's role holds every menu of the tenant's applications, as the demo seed's roles do.
    const permissionIds = await menuIdsOf(db, [...appKeys, MONITOR_APP_KEY]);
    const [memberRole] = await db
      .insert(roles)
      .values({ customerId, name: '成员', value: 'cloudUser', type: ROLE_TYPES.cloudUser, permissionIds })
      .returning();
    const passwordHash = await hashPassword(TENANT_PASSWORD);
    const [admin] = await db
      .insert(users)
      .values({
        customerId,
        account: `${account}_admin`,
        passwordHash,
        userType: USER_TYPES.customerAdmin,
        roleId: adminRole!.id,
      })
      .returning();
    const [member] = await db
      .insert(users)
      .values({
        customerId,
        account: `${account}_member`,
        passwordHash,
        userType: USER_TYPES.member,
        roleId: memberRole!.id,
      })
      .returning();
    return {
      customerId,
      admin: {
        id: admin!.id,
        account: admin!.account,
        token: await ctx.login(admin!.account, TENANT_PASSWORD),
      },
      member: {
        id: member!.id,
        account: member!.account,
        token: await ctx.login(member!.account, TENANT_PASSWORD),
      },
    };
  };
  let passwordHash: Promise<string> | undefined;
  ctx.createUser = async (values) => {
    passwordHash ??= hashPassword(TENANT_PASSWORD);
    const [row] = await ctx.database.db
      .insert(users)
      .values({
        customerId: values.customerId ?? PLATFORM_ORG_ID,
        account: values.account,
        passwordHash: await passwordHash,
        userType: values.userType ?? USER_TYPES.platformAdmin,
        roleId: values.roleId ?? null,
        initPwd: values.initPwd ?? false,
      })
      .returning();
    return { id: row!.id, account: row!.account };
  };
  ctx.adminToken = () => ctx.login(TEST_ADMIN.account, TEST_ADMIN.password);
  return ctx;
}

/** Row count of a table (unrestricted connection). */
export async function countRows(ctx: TestContext, table: PgTable): Promise<number> {
  const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

/**
 * Every route the app registered, as `METHOD /full/path` (HEAD twins of GET routes left out),
 * read back from `printRoutes()` so nothing registered anywhere can be missed.
 */
export function listRoutes(app: App): string[] {
  const routes = new Set<string>();
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.add(`${method} ${path}`);
  }
  return [...routes].sort();
}

interface Envelope {
  retCode: string;
  retData?: unknown;
  errInfo?: string;
  errKey?: string;
  fields?: Record<string, string>;
}

export function envelope(res: LightMyRequestResponse): Envelope {
  expect(res.headers['content-type']).toMatch(/application\/json/);
  return res.json<Envelope>();
}

export function expectOk<T = unknown>(res: LightMyRequestResponse): T {
  const body = envelope(res);
  expect(body, `expected success, got ${JSON.stringify(body)}`).toMatchObject({ retCode: RET_OK });
  return body.retData as T;
}

export function expectError(res: LightMyRequestResponse, retCode: string, errKey?: string): Envelope {
  const body = envelope(res);
  expect(body.retCode, JSON.stringify(body)).toBe(retCode);
  if (errKey) expect(body.errKey).toBe(errKey);
  expect(body.errInfo).toBeTruthy();
  return body;
}

export function expectValidationError(res: LightMyRequestResponse, field: string, key: string) {
  const body = expectError(res, '400001');
  expect(body.fields?.[field], JSON.stringify(body.fields)).toBe(key);
}
