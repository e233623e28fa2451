import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveSessions, lives } from '../../src/modules/lives/tables';
import { build, DEMO_SEED_TIMEOUT, seedDemoTwice } from '../helper';

const ctx = build();

describe('demo live streams seed', DEMO_SEED_TIMEOUT, () => {
  it('gives the demo hospital scheduled streams and one that ran, with its ledger, once', async () => {
    const hospitalId = await seedDemoTwice(ctx);
    const rows = await ctx.database.db.select().from(lives).where(eq(lives.customerId, hospitalId));
    expect(rows.map((r) => r.status).sort()).toEqual(['ended', 'notStarted', 'notStarted']);
    expect(new Set(rows.map((r) => r.playName)).size).toBe(3);
    for (const row of rows) expect(row.inviteCode).toMatch(/^\d{6}$/);
    const ended = rows.find((r) => r.status === 'ended')!;
    const ledger = await ctx.database.db.select().from(liveSessions).where(eq(liveSessions.liveId, ended.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]!.endReason).toBe('stopped');
  });
});
