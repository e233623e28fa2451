import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_INDICATOR_CODES } from '@console/contract/medical/alarm-levels';
import { beds } from '../../src/modules/beds/tables';
import { criticalDevices } from '../../src/modules/critical-devices/tables';
import { deviceAccounts } from '../../src/modules/device-accounts/tables';
import { monitoringIndicators } from '../../src/modules/monitoring-indicators/tables';
import { customers } from '../../src/platform/identity-tables';
import { seed } from '../../src/seed/seed';
import { build, TEST_ADMIN, DEMO_SEED_TIMEOUT } from '../helper';

const ctx = build();
const options = { adminAccount: TEST_ADMIN.account, adminPassword: TEST_ADMIN.password, demo: true };

describe('demo intensive-care monitoring seed', DEMO_SEED_TIMEOUT, () => {
  it('gives ICU companies the built-in indicators and every demo bed a monitor of its own bedside terminal, once', async () => {
    await seed(ctx.database.db, options);
    await seed(ctx.database.db, options);
    const db = ctx.database.db;
    const icu = await db.select({ id: customers.id }).from(customers).where(eq(customers.icuEnabled, true));
    expect(icu.length).toBeGreaterThan(1);
    for (const company of icu) {
      const rows = await db
        .select({ code: monitoringIndicators.code, builtIn: monitoringIndicators.builtIn })
        .from(monitoringIndicators)
        .where(eq(monitoringIndicators.customerId, company.id));
      expect(rows.map((row) => row.code).sort()).toEqual([...BUILT_IN_INDICATOR_CODES].sort());
      expect(rows.every((row) => row.builtIn)).toBe(true);
    }
    const [hospital] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.account, 'demohospital'));
    const bedRows = await db.select().from(beds).where(eq(beds.customerId, hospital!.id));
    const devices = await db
      .select()
      .from(criticalDevices)
      .where(eq(criticalDevices.customerId, hospital!.id));
    expect(devices.map((d) => d.bedId).sort()).toEqual(bedRows.map((b) => b.id).sort());
    const bedWard = new Map(bedRows.map((b) => [b.id, b.wardId]));
    expect(devices.every((d) => bedWard.get(d.bedId) === d.wardId && d.type === 'monitor')).toBe(true);
    const accountIds = devices.map((d) => d.deviceAccountId!);
    expect(new Set(accountIds).size).toBe(bedRows.length);
    const terminals = await db
      .select({ deviceType: deviceAccounts.deviceType, customerId: deviceAccounts.customerId })
      .from(deviceAccounts)
      .where(inArray(deviceAccounts.id, accountIds));
    expect(terminals).toHaveLength(bedRows.length);
    expect(terminals.every((t) => t.deviceType === 'bedside' && t.customerId === hospital!.id)).toBe(true);
  });
});
