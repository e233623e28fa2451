import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../src/platform/identity-tables';
import { alarmEvents, alarms } from '../../src/modules/alarms/tables';
import { seed } from '../../src/seed/seed';
import { build, TEST_ADMIN, DEMO_SEED_TIMEOUT } from '../helper';

const ctx = build();
const options = { adminAccount: TEST_ADMIN.account, adminPassword: TEST_ADMIN.password, demo: true };

describe('demo alarms seed', DEMO_SEED_TIMEOUT, () => {
  it('gives the demo hospital an acknowledged and a cleared, audited alarm with their history, once', async () => {
    await seed(ctx.database.db, options);
    await seed(ctx.database.db, options);
    const db = ctx.database.db;
    const [hospital] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.account, 'demohospital'));
    const rows = await db
      .select()
      .from(alarms)
      .where(eq(alarms.customerId, hospital!.id))
      .orderBy(asc(alarms.id));
    expect(rows.map((r) => [r.code, r.level, r.state, r.audit, r.acknowledgedBy])).toEqual([
      ['heartRate', 'alarm', 'acknowledged', null, 'doctor'],
      ['spo2', 'warning', 'cleared', 'false', 'doctor'],
    ]);
    const history = await db
      .select({ alarmId: alarmEvents.alarmId, kind: alarmEvents.kind })
      .from(alarmEvents)
      .where(eq(alarmEvents.customerId, hospital!.id))
      .orderBy(asc(alarmEvents.id));
    expect(history).toEqual([
      { alarmId: rows[0]!.id, kind: 'raised' },
      { alarmId: rows[0]!.id, kind: 'acknowledged' },
      { alarmId: rows[1]!.id, kind: 'raised' },
      { alarmId: rows[1]!.id, kind: 'escalated' },
      { alarmId: rows[1]!.id, kind: 'acknowledged' },
      { alarmId: rows[1]!.id, kind: 'cleared' },
      { alarmId: rows[1]!.id, kind: 'audited' },
    ]);
  });
});
