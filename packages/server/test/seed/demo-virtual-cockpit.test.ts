import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callGroups, callLogs, chatPhrases } from '../../src/modules/virtual-cockpit/tables';
import { build, DEMO_SEED_TIMEOUT, seedDemoTwice } from '../helper';

const ctx = build();

describe('demo virtual cockpit seed', DEMO_SEED_TIMEOUT, () => {
  it('gives the demo hospital two call groups, phrases and calls in every final state, once', async () => {
    const hospitalId = await seedDemoTwice(ctx);
    const db = ctx.database.db;
    const groups = await db.select().from(callGroups).where(eq(callGroups.customerId, hospitalId));
    expect(groups.map((g) => g.name).sort()).toEqual(['急诊指挥组', '院前急救组'].sort());
    for (const group of groups) {
      expect(group.deviceAccountIds.length).toBeGreaterThanOrEqual(2);
      expect(group.deviceAccountIds).toContain(group.chairmanId);
    }
    const phrases = await db.select().from(chatPhrases).where(eq(chatPhrases.customerId, hospitalId));
    expect(phrases).toHaveLength(6);
    const calls = await db.select().from(callLogs).where(eq(callLogs.customerId, hospitalId));
    expect([...new Set(calls.map((c) => c.state))].sort()).toEqual(['cancel', 'finish', 'reject', 'timeout']);
    for (const c of calls.filter((c) => c.state === 'finish'))
      expect(c.duration).toBe(Math.round((c.endTime!.getTime() - c.startTime!.getTime()) / 1000));
  });
});
