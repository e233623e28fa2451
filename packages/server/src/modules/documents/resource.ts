import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { accessAllows, viewerOf } from '@console/contract';
import { documentCategoryDefinition, documentDefinition } from '@console/contract/resources/documents';
import type { Tx } from '../../db/client';
import { engineResource, type Row, type Values } from '../../engine/resource';
import type { Caller } from '../../platform/caller';
import { BadRequest } from '../../platform/errors';
import { sanitiseHtml, textOf } from './sanitise';
import { documentSearch, matchesQuery } from './search-text';
import { documentCategories, documents } from './tables';

/**
 * Document categories: the staff read them with the number of published documents in each (the
 * document centre's left column); a category holding documents is not deleted.
 */
export const documentCategoryResource = engineResource(documentCategoryDefinition, documentCategories, {
  async present(tx, _caller, rows) {
    if (rows.length === 0) return rows;
    const counts = await tx
      .select({ categoryId: documents.categoryId, n: count() })
      .from(documents)
      .where(
        and(
          inArray(
            documents.categoryId,
            rows.map((row) => row.id),
          ),
          eq(documents.state, 'published'),
        ),
      )
      .groupBy(documents.categoryId);
    const byCategory = new Map(counts.map((c) => [c.categoryId, c.n]));
    return rows.map((row) => ({ ...row, publishedCount: byCategory.get(row.id) ?? 0 }));
  },
});

const writes = (caller: Caller) => accessAllows(viewerOf(caller), 'customerAdmin');

/** Sanitised content (never empty of text or image) and the search text of the row as it will be. */
function prepared(values: Values, before?: Row): Values {
  const out = { ...values };
  if (typeof values.content === 'string') {
    out.content = sanitiseHtml(values.content);
    if (textOf(out.content as string) === '' && !/<img\s/i.test(out.content as string))
      throw BadRequest('validation.required', 'content');
  }
  return { ...out, ...documentSearch({ ...before, ...out }) };
}

/** Setting a document as its category's default takes the flag from the former one (same transaction). */
async function takeDefault(tx: Tx, categoryId: unknown, exceptId?: number) {
  if (typeof categoryId !== 'number') return;
  await tx
    .update(documents)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(documents.categoryId, categoryId),
        eq(documents.isDefault, true),
        exceptId === undefined ? undefined : ne(documents.id, exceptId),
      ),
    );
}

/**
 * Documents: written as drafts, published (with the time) and recovered (withdrawn) by
 * administrators; the staff read the published ones only. The content is sanitised on every
 * write and the search text follows every change (ADR 0036). The category is the tenant's own
 * (the engine's reference check).
 */
export const documentResource = engineResource(documentDefinition, documents, {
  where: (caller) => (writes(caller) ? undefined : eq(documents.state, 'published')),
  async beforeCreate(tx, _caller, values) {
    const out = prepared({ ...values, state: 'draft', publishedAt: null });
    if (out.isDefault === true) await takeDefault(tx, out.categoryId);
    return out;
  },
  async beforeUpdate(tx, _caller, values, before) {
    if (values.state === 'published') return { ...values, publishedAt: new Date() };
    if (values.state === 'recovered') return values;
    const out = prepared(values, before);
    const categoryId = out.categoryId ?? before.categoryId;
    if ((out.isDefault ?? before.isDefault) === true) await takeDefault(tx, categoryId, before.id);
    return out;
  },
  filters: {
    fullText: (value) => matchesQuery(documents.searchVector, value),
  },
});
