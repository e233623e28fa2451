import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentCategories, documents } from '../../src/modules/documents/tables';
import { build, DEMO_SEED_TIMEOUT, seedDemoTwice } from '../helper';

const ctx = build();

describe('demo documents seed', DEMO_SEED_TIMEOUT, () => {
  it('gives the demo hospital categories with a default each, documents in every state, searchable, once', async () => {
    const hospitalId = await seedDemoTwice(ctx);
    const db = ctx.database.db;
    const categories = await db
      .select()
      .from(documentCategories)
      .where(eq(documentCategories.customerId, hospitalId));
    const rows = await db.select().from(documents).where(eq(documents.customerId, hospitalId));
    expect(categories.map((c) => c.key).sort()).toEqual(['guide', 'rules', 'training']);
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['draft', 'published', 'recovered']));
    for (const category of categories)
      expect(rows.filter((r) => r.categoryId === category.id && r.isDefault)).toHaveLength(1);
    expect(rows.every((r) => r.searchLatin !== '' || r.searchCjk !== '')).toBe(true);
    expect(rows.filter((r) => r.state === 'published').every((r) => r.publishedAt !== null)).toBe(true);
  });
});
