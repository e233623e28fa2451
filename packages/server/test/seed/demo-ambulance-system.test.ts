import { describe, expect, it } from 'vitest';
import { AMBULANCE_SETTINGS_PATH } from '@console/contract/resources/ambulance-system';
import {
  ambulanceExternalSystems,
  ambulanceFunctions,
  ambulanceInterfaceLogs,
} from '../../src/modules/ambulance-system/tables';
import { api, build, DEMO_SEED_TIMEOUT, expectOk, seedDemoTwice } from '../helper';

const ctx = build();

describe('demo ambulance system seed', DEMO_SEED_TIMEOUT, () => {
  it('fills every /ambulance/system screen once: settings, functions, two systems with their calls', async () => {
    const hospitalId = await seedDemoTwice(ctx, { secrets: ctx.app.secrets });
    const token = await ctx.adminToken();
    const settings = expectOk<{ gpsIntervalSeconds: number }>(
      await ctx.injectAs(token, { method: 'GET', url: api(AMBULANCE_SETTINGS_PATH) }),
    );
    expect(settings.gpsIntervalSeconds).toBe(5);

    const functions = await ctx.database.db.select().from(ambulanceFunctions);
    expect(functions.map((row) => row.companyId)).toEqual([hospitalId]);
    expect(functions[0]!.functions).toContain('externalApi');
    expect(functions[0]!.functions).not.toContain('preArrivalNotice');

    const systems = await ctx.database.db.select().from(ambulanceExternalSystems);
    expect(systems.map((row) => [row.companyId, row.keyHash?.length, row.keyPrefix?.slice(0, 4)])).toEqual([
      [hospitalId, 64, 'amb_'],
      [hospitalId, 64, 'amb_'],
    ]);
    const logs = await ctx.database.db.select().from(ambulanceInterfaceLogs);
    expect(logs).toHaveLength(39);
    expect(new Set(logs.map((row) => row.outcome))).toEqual(new Set(['ok', 'refused']));
    expect(new Set(logs.map((row) => row.systemId))).toEqual(new Set([...systems.map((s) => s.id), null]));
    expect(logs.every((row) => row.path === '/ambulanceApi/positions')).toBe(true);
  });
});
