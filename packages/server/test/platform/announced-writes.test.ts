import { sql } from 'drizzle-orm';
import { describe, expect, inject, it, beforeAll } from 'vitest';
import { PATHS } from '@console/contract';
import { CACHE_LISTENER_NAME } from '../../src/db/client';
import { userLogs } from '../../src/modules/audit/tables';
import { api, build, expectOk, type Tenant } from '../helper';

/**
 * On PostgreSQL the caches hear writes through one listening connection (ADR 0010). The API
 * suite's cache tests (sessions, menus, user log) show that a write through the server's pool is
 * heard before the writer goes on; this shows what happens when that connection is lost.
 */
describe.skipIf(!inject('templateUrl'))('cache notifications on PostgreSQL', () => {
  const ctx = build();
  let tenant: Tenant;
  const total = async () =>
    expectOk<{ total: number }>(
      await ctx.injectAs(tenant.admin.token, { method: 'GET', url: api(PATHS.resource('userLogs')) }),
    ).total;

  beforeAll(async () => {
    tenant = await ctx.createTenant('announce_lost');
  });

  it('stops trusting the caches once the listening connection is gone', async () => {
    expect(ctx.app.dataChanges.inline).toBe(true);
    const before = await total();
    await ctx.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${CACHE_LISTENER_NAME} and datname = current_database()`,
    );
    await expect.poll(() => ctx.app.dataChanges.inline, { timeout: 10_000 }).toBe(false);
    // Pages read before are not answered any more, and new writes show without any notification.
    await ctx.database.db.insert(userLogs).values({
      customerId: tenant.customerId,
      action: 'delete',
      resource: 'roles',
    });
    expect(await total()).toBe(before + 1);
  });
});
