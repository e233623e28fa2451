import { eq, getTableName, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { deviceAccounts } from '../../src/modules/device-accounts/tables';
import { linkReferences } from '../../src/engine/references';
import { appResources } from '../../src/resources';
import { api, build, expectOk, type Tenant } from '../helper';

/**
 * Engine lists made from their own table alone are kept in memory until a write to that table
 * (ADR 0010, migration 0017). Every such list must be announced, or it would never be dropped.
 */
const ctx = build();
const url = (query: string) => api(`${PATHS.resource('deviceAccounts')}?${query}`);
let a: Tenant;
let b: Tenant;

interface Page {
  total: number;
  list: { id: number; name: string; customerId: number }[];
}
const list = async (tenant: Tenant, query = 'size=5') =>
  expectOk<Page>(await ctx.injectAs(tenant.admin.token, { method: 'GET', url: url(query) }));

async function terminal(tenant: Tenant, account: string) {
  const [row] = await ctx.database.db
    .insert(deviceAccounts)
    .values({
      customerId: tenant.customerId,
      account,
      name: `终端${account}`,
      deviceType: 'terminal',
      loginAccount: account,
      password: 'x',
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  a = await ctx.createTenant('list_cache_a');
  b = await ctx.createTenant('list_cache_b');
});

describe('engine list pages kept in memory', () => {
  it('has every list without computed fields announced by its table', async () => {
    const rows = await ctx.database.db.execute<{ name: string; def: string }>(
      sql`select c.relname as name, pg_get_triggerdef(t.oid) as def
          from pg_trigger t join pg_class c on c.oid = t.tgrelid where not t.tgisinternal`,
    );
    const defs = (Array.isArray(rows) ? rows : (rows as { rows: { name: string; def: string }[] }).rows).map(
      (row) => `${row.name} ${row.def}`,
    );
    const resources = appResources({ dataDir: '/nonexistent', files: {} as never });
    linkReferences(resources);
    const plain = resources.filter((r) => !r.hooks?.present && !r.links?.length);
    expect(plain.length).toBeGreaterThan(5);
    for (const resource of plain) {
      const table = getTableName(resource.table);
      expect(
        defs.some(
          (def) => def.startsWith(`${table} `) && def.includes(`app_cache_changed('table:${table}')`),
        ),
        `${resource.definition.key}: no trigger announces table:${table}`,
      ).toBe(true);
    }
  });

  it('shows rows written, changed and removed by plain SQL on the next request', async () => {
    const before = await list(a);
    const row = await terminal(a, '70000001');
    const added = await list(a);
    expect(added.total).toBe(before.total + 1);
    expect(added.list[0]).toMatchObject({ id: row.id, name: '终端70000001' });
    await ctx.database.db.update(deviceAccounts).set({ name: '改名' }).where(eq(deviceAccounts.id, row.id));
    expect((await list(a)).list[0]).toMatchObject({ id: row.id, name: '改名' });
    await ctx.database.db.delete(deviceAccounts).where(eq(deviceAccounts.id, row.id));
    expect(await list(a)).toEqual(before);
  });

  it('never answers one tenant with another’s page', async () => {
    await terminal(a, '70000002');
    const ofA = await list(a);
    const ofB = await list(b);
    expect(ofA.list.every((r) => r.customerId === a.customerId)).toBe(true);
    expect(ofB.list.every((r) => r.customerId === b.customerId)).toBe(true);
    expect(ofB.list.some((r) => r.name === '终端70000002')).toBe(false);
  });
});
