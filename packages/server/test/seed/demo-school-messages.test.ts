import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schoolMessageReceipts, schoolMessages } from '../../src/modules/school-messages/tables';
import { build, DEMO_SEED_TIMEOUT, seedDemoTwice } from '../helper';

const ctx = build();

describe('demo school messages seed', DEMO_SEED_TIMEOUT, () => {
  it('gives the demo hospital a sent message with receipts, a scheduled and a cancelled one, once', async () => {
    const hospitalId = await seedDemoTwice(ctx);
    const rows = await ctx.database.db
      .select()
      .from(schoolMessages)
      .where(eq(schoolMessages.customerId, hospitalId));
    expect(rows.map((row) => row.state).sort()).toEqual(['cancelled', 'scheduled', 'sent']);
    const sent = rows.find((row) => row.state === 'sent')!;
    const receipts = await ctx.database.db
      .select()
      .from(schoolMessageReceipts)
      .where(eq(schoolMessageReceipts.messageId, sent.id));
    expect(receipts).toHaveLength(sent.recipientCount);
    expect(receipts.filter((r) => r.readAt).length).toBe(sent.readCount);
    expect(rows.find((row) => row.state === 'scheduled')!.sendAt!.getTime()).toBeGreaterThan(Date.now());
  });
});
