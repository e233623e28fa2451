import { eq, sql } from 'drizzle-orm';
import { vodCategoryDefinition, vodVideoDefinition } from '@console/contract/resources/vod';
import type { Tx } from '../../db/client';
import { engineResource, type Row, type Values } from '../../engine/resource';
import { BadRequest } from '../../platform/errors';
import type { FileStore } from '../uploads/storage';
import { retryProcessing } from './service';
import { vodCategories, vodVideos } from './tables';

async function categoryOf(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: vodCategories.id, product: vodCategories.product, parentId: vodCategories.parentId })
    .from(vodCategories)
    .where(eq(vodCategories.id, id));
  return row;
}

/**
 * A category (a video's, or a category's parent) must be of the same product scope: `/vod` and
 * `/schoolVod` never mix. A category of another tenant reads as missing here and is refused by the
 * engine's reference check right after.
 */
async function assertSameProduct(tx: Tx, categoryId: unknown, product: unknown, field: string) {
  if (typeof categoryId !== 'number') return;
  const category = await categoryOf(tx, categoryId);
  if (category && category.product !== product) throw BadRequest('error.vodCategoryProduct', field);
}

async function countChild(tx: Tx, parentId: unknown, delta: 1 | -1) {
  if (typeof parentId !== 'number') return;
  await tx
    .update(vodCategories)
    .set({ childCount: sql`greatest(${vodCategories.childCount} + ${delta}, 0)` })
    .where(eq(vodCategories.id, parentId));
}

/**
 * Video categories: a tree per product scope. The parent is of the same scope and never the
 * category itself or one beneath it; `childCount` follows every insert, move and delete in the
 * same transaction; a category with children or videos is not deleted (the description's guards).
 */
export const vodCategoryResource = engineResource(vodCategoryDefinition, vodCategories, {
  async beforeCreate(tx, _caller, values) {
    await assertSameProduct(tx, values.parentId, values.product, 'parentId');
    await countChild(tx, values.parentId, 1);
    return values;
  },
  async beforeUpdate(tx, _caller, values, before) {
    if (!('parentId' in values) || values.parentId === before.parentId) return values;
    const parentId = values.parentId;
    if (typeof parentId === 'number') {
      await assertSameProduct(tx, parentId, before.product, 'parentId');
      // Walk up from the new parent: meeting this category means a cycle.
      const seen = new Set<number>();
      for (let at: number | null | undefined = parentId; typeof at === 'number' && !seen.has(at);) {
        if (at === before.id) throw BadRequest('error.vodCategoryCycle', 'parentId');
        seen.add(at);
        at = (await categoryOf(tx, at))?.parentId;
      }
    }
    await countChild(tx, before.parentId, -1);
    await countChild(tx, parentId, 1);
    return values;
  },
  async beforeDelete(tx, _caller, row) {
    await countChild(tx, row.parentId, -1);
  },
});

/** The cover must be a VOD image this tenant uploaded (docs/adr/0008). */
async function assertCover(files: FileStore, url: unknown, customerId: unknown) {
  if (typeof url !== 'string' || url === '' || typeof customerId !== 'number') return;
  if (!(await files.holds(url, customerId, 'vodImage'))) throw BadRequest('error.vodCover', 'imageUrl');
}

/**
 * Videos on demand (SPEC §3–§5). Publishing needs a video that is ready (uploaded and checked);
 * the file itself arrives by tus (`uploads.ts`) and is checked by the `vod-process` job, which
 * writes only the video's own columns, so edits made meanwhile are kept. `retry` runs a failed
 * check again on the file still held.
 */
export function vodVideoResource(options: { files: FileStore }) {
  return engineResource(
    vodVideoDefinition,
    vodVideos,
    {
      async beforeCreate(tx, caller, values) {
        await assertSameProduct(tx, values.categoryId, values.product, 'categoryId');
        await assertCover(options.files, values.imageUrl, values.customerId ?? caller.customerId);
        return values;
      },
      async beforeUpdate(tx, _caller, values: Values, before: Row) {
        if (values.published === true && before.videoState !== 'ready')
          throw BadRequest('error.vodPublishWithoutVideo');
        if ('categoryId' in values && values.categoryId !== before.categoryId)
          await assertSameProduct(tx, values.categoryId, before.product, 'categoryId');
        if ('imageUrl' in values && values.imageUrl !== before.imageUrl)
          await assertCover(options.files, values.imageUrl, before.customerId);
        return values;
      },
      actions: {
        retry: (tx, _caller, row) => retryProcessing(tx, row),
      },
    },
    { address: 'videoUrl' },
  );
}
