import { describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { UPGRADE_ROLLOUTS_PATH, type Rollout, type RolloutTarget } from '@console/contract/upgrades';
import { upgradePackages, upgradePins } from '../../src/modules/upgrades/tables';
import { api, build, DEMO_SEED_TIMEOUT, expectOk, seedDemoTwice } from '../helper';

const ctx = build();

describe('demo upgrades seed', DEMO_SEED_TIMEOUT, () => {
  it('gives /setting/upgrade an approved package with a stopped rollout, one awaiting approval and a pin, once', async () => {
    const hospitalId = await seedDemoTwice(ctx);
    const packages = await ctx.database.db.select().from(upgradePackages);
    expect(packages.map((p) => [p.type, p.state]).sort()).toEqual([
      ['fileList', 'awaitingApproval'],
      ['terminal', 'approved'],
    ]);
    expect(await ctx.database.db.select({ companyId: upgradePins.companyId }).from(upgradePins)).toEqual([
      { companyId: hospitalId },
    ]);
    const token = await ctx.adminToken();
    const firmware = packages.find((p) => p.type === 'terminal')!;
    const [rollout] = expectOk<Rollout[]>(
      await ctx.injectAs(token, {
        method: 'GET',
        url: api(`${UPGRADE_ROLLOUTS_PATH}?packageId=${firmware.id}`),
      }),
    );
    expect(rollout).toMatchObject({ state: 'stopped', currentWave: 2, stopReason: 'errorThreshold:2' });
    expect(rollout!.waves.map((w) => w.counts.total)).toEqual([3, 6, rollout!.counts.total - 9]);
    const targets = expectOk<{ list: RolloutTarget[] }>(
      await ctx.injectAs(token, {
        method: 'GET',
        url: api(`${UPGRADE_ROLLOUTS_PATH}/${rollout!.id}/targets?size=200`),
      }),
    ).list;
    expect(new Set(targets.map((t) => t.state))).toEqual(
      new Set(['done', 'failed', 'installing', 'scheduled']),
    );
    expect(targets.every((t) => t.customerId === hospitalId && t.account)).toBe(true);
    // the package list shows both
    const list = expectOk<{ total: number }>(
      await ctx.injectAs(token, { method: 'GET', url: api(PATHS.resource('upgradePackages')) }),
    );
    expect(list.total).toBe(2);
  });
});
