import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schoolMessageReceipts, schoolMessages } from '../../src/modules/school-messages/tables';
import { users } from '../../src/platform/identity-tables';
import { build, DEMO_SEED_TIMEOUT, seedDemoTwice } from '../helper';

const ctx = build();

describe('demo school messages seed', DEMO_SEED_TIMEOUT, () => {
  it('gives the demo hospital sent messages with receipts (terminals, members), a scheduled and a cancelled one, once', async () => {
    const hospitalId = await seedDemoTwice(ctx);
    const rows = await ctx.database.db
      .select()
      .from(schoolMessages)
      .where(eq(schoolMessages.customerId, hospitalId));
    expect(rows.map((row) => row.state).sort()).toEqual(['cancelled', 'scheduled', 'sent', 'sent']);
    for (const sent of rows.filter((row) => row.state === 'sent')) {
      const receipts = await ctx.database.db
        .select()
        .from(schoolMessageReceipts)
        .where(eq(schoolMessageReceipts.messageId, sent.id));
      expect(receipts).toHaveLength(sent.recipientCount);
      expect(receipts.filter((r) => r.readAt).length).toBe(sent.readCount);
    }
    // The members' one: the demo member has it unread in the console inbox.
    const toMembers = rows.find((row) => row.memberIds.length > 0)!;
    const unread = await ctx.database.db
      .select({ userId: schoolMessageReceipts.userId })
      .from(schoolMessageReceipts)
      .innerJoin(users, eq(users.id, schoolMessageReceipts.userId))
      .where(and(eq(schoolMessageReceipts.messageId, toMembers.id), isNull(schoolMessageReceipts.readAt)));
    expect(unread).toHaveLength(1);
    expect(rows.find((row) => row.state === 'scheduled')!.sendAt!.getTime()).toBeGreaterThan(Date.now());
  });
});
