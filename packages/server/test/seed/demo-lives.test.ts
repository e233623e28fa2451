import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveChatMessages, liveViewers } from '../../src/modules/live-chat/tables';
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
    // chat (ADR 28): visible lines on each stream, one pending on the moderated one, check-ins
    const chat = await ctx.database.db
      .select()
      .from(liveChatMessages)
      .where(eq(liveChatMessages.customerId, hospitalId));
    const moderated = rows.find((r) => r.danmakuAudit)!;
    expect(chat.filter((m) => m.state === 'pending').map((m) => m.liveId)).toEqual([moderated.id]);
    expect(new Set(chat.filter((m) => m.state === 'visible').map((m) => m.liveId)).size).toBe(3);
    const checkedIn = await ctx.database.db
      .select()
      .from(liveViewers)
      .where(eq(liveViewers.customerId, hospitalId));
    expect(checkedIn.filter((v) => v.checkedInAt).length).toBe(2);
  });
});
