import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alarmEvents, alarms } from '../../src/modules/alarms/tables';
import { build, DEMO_SEED_TIMEOUT, seedDemoTwice } from '../helper';

const ctx = build();

describe('demo alarms seed', DEMO_SEED_TIMEOUT, () => {
  it('gives the demo hospital an acknowledged and a cleared, audited alarm with their history, once', async () => {
    const hospitalId = await seedDemoTwice(ctx);
    const db = ctx.database.db;
    const rows = await db
      .select()
      .from(alarms)
      .where(eq(alarms.customerId, hospitalId))
      .orderBy(asc(alarms.id));
    expect(rows.map((r) => [r.code, r.level, r.state, r.audit, r.acknowledgedBy])).toEqual([
      ['heartRate', 'alarm', 'acknowledged', null, 'doctor'],
      ['spo2', 'warning', 'cleared', 'false', 'doctor'],
    ]);
    const history = await db
      .select({ alarmId: alarmEvents.alarmId, kind: alarmEvents.kind })
      .from(alarmEvents)
      .where(eq(alarmEvents.customerId, hospitalId))
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
