import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appServiceUsers, gateways, gatewayUsers } from '../../src/modules/gateways/tables';
import { build, DEMO_SEED_TIMEOUT, seedDemoTwice } from '../helper';

const ctx = build();

describe('demo gateways seed', DEMO_SEED_TIMEOUT, () => {
  it('gives the demo hospital two gateways with users in every approval state, sealed keys, once', async () => {
    const hospitalId = await seedDemoTwice(ctx, { secrets: ctx.app.secrets });
    const rows = await ctx.database.db.select().from(gateways).where(eq(gateways.customerId, hospitalId));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(ctx.app.secrets.open(row.setupKey)).toMatch(/^[A-Z2-7]{32}$/);
    const users = await ctx.database.db
      .select()
      .from(gatewayUsers)
      .where(eq(gatewayUsers.customerId, hospitalId));
    expect(new Set(users.map((u) => u.auditState))).toEqual(new Set(['approved', 'pending', 'rejected']));
    expect(users.some((u) => u.online)).toBe(true);
    const applications = await ctx.database.db
      .select()
      .from(appServiceUsers)
      .where(eq(appServiceUsers.customerId, hospitalId));
    expect(applications.map((row) => row.auditState).sort()).toEqual(['approved', 'approved', 'pending']);
  });
});
