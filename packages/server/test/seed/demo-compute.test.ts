import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPUTE, MAC_PATTERN } from '@console/contract/resources/device-accounts';
import { computeServers } from '../../src/modules/compute-servers/tables';
import { deviceAccounts } from '../../src/modules/device-accounts/tables';
import { build, DEMO_SEED_TIMEOUT, seedDemoTwice } from '../helper';

const ctx = build();

describe('demo compute servers seed', DEMO_SEED_TIMEOUT, () => {
  it('gives the demo hospital its compute servers on compute-type accounts, two enabled, once', async () => {
    const hospitalId = await seedDemoTwice(ctx);
    const rows = await ctx.database.db
      .select({ server: computeServers, account: deviceAccounts })
      .from(computeServers)
      .innerJoin(deviceAccounts, eq(deviceAccounts.id, computeServers.deviceAccountId))
      .where(eq(computeServers.customerId, hospitalId));
    expect(rows).toHaveLength(DEMO_COMPUTE.count);
    for (const { server, account } of rows) {
      expect(account.deviceType).toBe('compute');
      expect(account.customerId).toBe(hospitalId);
      expect(server.macAddress).toMatch(MAC_PATTERN);
      expect(server.maxPayload).toBeGreaterThanOrEqual(1);
      // live state is the simulation's, never seeded
      expect(server.online).toBe(false);
      expect(server.currentLoad).toBe(0);
    }
    expect(rows.filter((r) => r.server.enabled)).toHaveLength(2);
  });
});
