import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schoolQuestions } from '../../src/modules/school-questions/tables';
import { build, DEMO_SEED_TIMEOUT, seedDemoTwice } from '../helper';

const ctx = build();

describe('demo school Q&A seed', DEMO_SEED_TIMEOUT, () => {
  it('gives the demo hospital questions in every state, answered ones with who and when, once', async () => {
    const hospitalId = await seedDemoTwice(ctx);
    const rows = await ctx.database.db
      .select()
      .from(schoolQuestions)
      .where(eq(schoolQuestions.customerId, hospitalId));
    expect(rows.map((r) => r.state).sort()).toEqual(['answered', 'closed', 'open', 'open']);
    for (const row of rows.filter((r) => r.state !== 'open')) {
      expect(row.answer).toBeTruthy();
      expect(row.answeredAt).not.toBeNull();
    }
    expect(rows.find((r) => r.state === 'closed')?.closedAt).not.toBeNull();
  });
});
