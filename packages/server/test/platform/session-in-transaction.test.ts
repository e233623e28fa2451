import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS } from '@console/contract';
import { withValues } from '../../src/db/one-message';
import { sessions, users } from '../../src/platform/identity-tables';
import { callerOfSession } from '../../src/platform/caller';
import { hashToken, lookUpSession } from '../../src/platform/sessions';
import { api, build, expectError, expectOk } from '../helper';

/**
 * ADR 50: a tenant read checks its session in the transaction's first statement, from the caller
 * this instance last saw for the token; these are the cases where that guess is wrong.
 */
const ctx = build();
const onPostgres = Boolean(process.env.DATABASE_URL);

const groups = (token: string) =>
  ctx.injectAs(token, { method: 'GET', url: api(`${PATHS.resource('groups')}?page=1&size=20`) });
const userLogs = (token: string) =>
  ctx.injectAs(token, { method: 'GET', url: api(`${PATHS.resource('userLogs')}?page=1&size=20`) });

describe('a session checked by the read itself', () => {
  it('refuses a session revoked since this instance last saw it', async () => {
    const tenant = await ctx.createTenant('sit_revoked');
    expectOk(await userLogs(tenant.admin.token));
    expectOk(await groups(tenant.admin.token));
    await ctx.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(tenant.admin.token)));
    expectError(await userLogs(tenant.admin.token), ERROR_CODES.sessionExpired);
    expectError(await groups(tenant.admin.token), ERROR_CODES.sessionExpired);
  });

  it('reads for a user changed since as the user now is, and refuses one disabled since', async () => {
    const tenant = await ctx.createTenant('sit_changed');
    expectOk(await userLogs(tenant.admin.token));
    // a member now: no user log for it
    await ctx.database.db.update(users).set({ userType: 3 }).where(eq(users.id, tenant.admin.id));
    expectError(await userLogs(tenant.admin.token), ERROR_CODES.forbidden);
    await ctx.database.db.update(users).set({ userType: 2 }).where(eq(users.id, tenant.admin.id));
    expectOk(await userLogs(tenant.admin.token));
    await ctx.database.db.update(users).set({ status: 0 }).where(eq(users.id, tenant.admin.id));
    expectError(await userLogs(tenant.admin.token), ERROR_CODES.sessionExpired);
  });

  it('renews a session it reads for, at most once a minute', async () => {
    const tenant = await ctx.createTenant('sit_renew');
    expectOk(await userLogs(tenant.admin.token));
    const tokenHash = hashToken(tenant.admin.token);
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: anHourAgo, expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.tokenHash, tokenHash));
    expectOk(await userLogs(tenant.admin.token));
    const [renewed] = await ctx.database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(renewed!.lastSeenAt.getTime()).toBeGreaterThan(anHourAgo.getTime());
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3_600_000);
  });

  it.runIf(onPostgres)(
    'refuses a statement started after the one message has gone (PostgreSQL)',
    async () => {
      const tenant = await ctx.createTenant('sit_waves');
      const row = await lookUpSession(ctx.database.db, hashToken(tenant.admin.token), new Date());
      const caller = callerOfSession(row!.session, '127.0.0.1');
      const read = await ctx.app.readTogether(caller, (tx) => tx.execute(sql`select 1 as one`));
      expect((read as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
      const refused = await ctx.app
        .readTogether(caller, async (tx) => {
          await tx.execute(sql`select 1`);
          return tx.execute(sql`select 2`);
        })
        .catch((error: unknown) => error);
      // Drizzle names the failed statement and keeps the refusal as its cause
      expect(String((refused as { cause?: unknown }).cause)).toMatch(/after the message/);
    },
  );
  it.runIf(onPostgres)('sends a statement whose value has no literal after the opening message', async () => {
    const tenant = await ctx.createTenant('sit_binary');
    const row = await lookUpSession(ctx.database.db, hashToken(tenant.admin.token), new Date());
    const caller = callerOfSession(row!.session, '127.0.0.1');
    const read = await ctx.app.inTenant(caller, (tx) =>
      tx.execute(
        sql`select length(${Buffer.from('abc')}::bytea) as n, current_setting('app.customer_id') as tenant`,
      ),
    );
    expect((read as { rows: unknown[] }).rows).toEqual([{ n: 3, tenant: String(tenant.customerId) }]);
  });
});

describe('values written into one message', () => {
  it('writes each value as the literal of its parameter text, outside quoted names and strings', () => {
    expect(withValues(`select "a$1", '$1', $1, $2, $3, $4`, [7, "it's \\ ok", null, true])).toBe(
      `select "a$1", '$1', '7',  E'it''s \\\\ ok', null, 'true'`,
    );
    expect(() => withValues('select $2', [1])).toThrow(/no value/);
    expect(withValues('select $1, $2', [[1, 2], { a: 1 }])).toBe(`select '{"1","2"}', '{"a":1}'`);
    expect(() => withValues('select $1', [Buffer.from('x')])).toThrow(/binary/);
    // a NUL byte would end the message's text: refused as PostgreSQL refuses it in a parameter
    expect(() => withValues('select $1', ['a\u0000b'])).toThrow(expect.objectContaining({ code: '22021' }));
    expect(() => withValues('select $1', [['a', '\u0000']])).toThrow(
      expect.objectContaining({ code: '22021' }),
    );
  });

  it('answers a NUL byte in a value with 400, in a tenant transaction and in a read made in one message', async () => {
    const admin = await ctx.adminToken();
    // menu/set and the terminal wall read in a tenant transaction, the menu tree in one message
    const menu = await ctx.injectAs(admin, {
      method: 'POST',
      url: api(PATHS.menuSet),
      payload: { appKey: '\u0000', name: '!', path: '/a' },
    });
    expect(menu.json()).toMatchObject({ retCode: ERROR_CODES.badRequest });
    const wall = await ctx.injectAs(admin, {
      method: 'GET',
      url: api(`${PATHS.resource('terminalMonitor')}?deviceType=%00`),
    });
    expect(wall.statusCode).toBe(400);
    expect(wall.json()).toMatchObject({ retCode: ERROR_CODES.badRequest });
    const tree = await ctx.injectAs(admin, { method: 'GET', url: api(`${PATHS.menuUserTree}?appKey=a%00b`) });
    expect(tree.json()).toMatchObject({ retCode: ERROR_CODES.badRequest });
  });
});
