import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPUTE, DEMO_TERMINALS } from '@console/contract/resources/device-accounts';
import { deviceAccounts } from '../../src/modules/device-accounts/tables';
import { verifyPassword } from '../../src/modules/identity/passwords';
import { customers } from '../../src/platform/identity-tables';
import { videoSources } from '../../src/modules/video-sources/tables';
import { seed } from '../../src/seed/seed';
import { build, TEST_ADMIN, DEMO_SEED_TIMEOUT } from '../helper';

const ctx = build();
const PASSWORD = 'this-install-only-1';
const options = {
  adminAccount: TEST_ADMIN.account,
  adminPassword: TEST_ADMIN.password,
  demo: true,
  demoTerminalPassword: PASSWORD,
};

describe('demo terminals seed', DEMO_SEED_TIMEOUT, () => {
  it('gives the demo hospital its terminals with sources, once, with the install’s password', async () => {
    const logins = await seed(ctx.database.db, options);
    expect(logins).toContainEqual(
      expect.objectContaining({
        account: String(DEMO_TERMINALS.firstAccount),
        password: PASSWORD,
      }),
    );
    const [hospital] = await ctx.database.db
      .select({ id: customers.id, max: customers.maxAccount })
      .from(customers)
      .where(eq(customers.account, 'demohospital'));
    const terminals = await ctx.database.db
      .select()
      .from(deviceAccounts)
      .where(eq(deviceAccounts.customerId, hospital!.id));
    // the terminals and the AI compute servers' accounts (ADR 0035)
    expect(terminals).toHaveLength(DEMO_TERMINALS.count + DEMO_COMPUTE.count);
    expect(terminals.filter((t) => t.deviceType === 'compute')).toHaveLength(DEMO_COMPUTE.count);
    expect(terminals.length).toBeLessThanOrEqual(hospital!.max);
    // Presence comes from the demo simulation's terminals, never from seeded flags that would
    // show a stale count of online terminals long after the seed (nobody sends their heartbeats).
    expect(terminals.filter((t) => t.online)).toEqual([]);
    expect(terminals.filter((t) => t.lastSeenAt && t.lastSeenAt.getTime() > Date.now() - 3_600_000)).toEqual(
      [],
    );
    expect(terminals.some((t) => t.lastSeenAt) && terminals.some((t) => !t.lastSeenAt)).toBe(true);
    expect(await verifyPassword(terminals[0]!.password, PASSWORD)).toBe(true);
    const mains = await ctx.database.db
      .select({ terminal: videoSources.deviceAccountId, n: count() })
      .from(videoSources)
      .where(
        and(
          eq(videoSources.customerId, hospital!.id),
          eq(videoSources.primary, true),
          eq(videoSources.enabled, true),
        ),
      )
      .groupBy(videoSources.deviceAccountId);
    // every terminal (not the compute servers: no cameras) has exactly one main source, enabled
    expect(mains).toHaveLength(DEMO_TERMINALS.count);
    expect(mains.every((m) => m.n === 1)).toBe(true);

    // idempotent: nothing new, no login printed again
    const again = await seed(ctx.database.db, options);
    expect(again).toEqual([]);
    const [total] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(deviceAccounts);
    expect(total!.n).toBe(DEMO_TERMINALS.count + DEMO_COMPUTE.count);
  });
});
