import fs from 'node:fs';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { customers } from '../../platform/identity-tables';
import { type UploadPurpose } from '@console/contract/uploads';
import type { FileStore, StoredFileRef } from './storage';
import { uploadedFiles } from './tables';
import type { UploadUse } from './uses';

/** A file no record refers to is kept this long (a form being filled in), then removed. */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
/** How often the orphan job looks. */
export const ORPHAN_SWEEP_MS = 60 * 60 * 1000;
export const JOB_UPLOAD_ORPHANS = 'upload-orphans';
const GIB = 1024 ** 3;
const SWEEP_BATCH = 500;

/** The company's storage (`storageGb`, SPEC company storage settings) in bytes; undefined: no limit. */
async function quotaOf(tx: Tx, customerId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ storageGb: customers.storageGb })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.storageGb ? row.storageGb * GIB : undefined;
}

async function usedBy(tx: Tx, customerId: number): Promise<number> {
  const [row] = await tx
    .select({ used: sql<string>`coalesce(sum(${uploadedFiles.size}), 0)` })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.customerId, customerId));
  return Number(row?.used ?? 0);
}

const storageFull = (quota: number) =>
  new AppError('400001', 'error.storageQuota', 413, { params: { quota: `${quota / GIB} GB` } });

/** Refuses (413) when the company's files already fill its storage: checked before a file is read. */
export async function assertStorageLeft(tx: Tx, customerId: number): Promise<void> {
  const quota = await quotaOf(tx, customerId);
  if (quota !== undefined && (await usedBy(tx, customerId)) >= quota) throw storageFull(quota);
}

/** Refuses (413) a file of `bytes` announced in advance (a resumable upload's length) that cannot fit. */
export async function assertRoomFor(tx: Tx, customerId: number, bytes: number): Promise<void> {
  const quota = await quotaOf(tx, customerId);
  if (quota !== undefined && (await usedBy(tx, customerId)) + bytes > quota) throw storageFull(quota);
}

/**
 * Counts a received file against its company's storage, or refuses it (413) when it does not
 * fit. One company's uploads take turns here (a transaction lock), so two at once cannot both
 * take the last room.
 */
export async function recordUpload(tx: Tx, ref: StoredFileRef, size: number, at: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('uploads'), ${ref.customerId})`);
  const quota = await quotaOf(tx, ref.customerId);
  if (quota !== undefined && (await usedBy(tx, ref.customerId)) + size > quota) throw storageFull(quota);
  await tx.insert(uploadedFiles).values({ ...ref, size, createdAt: at });
}

/**
 * Removes the files older than {@link ORPHAN_AGE_MS} that no upload field refers to (by URL):
 * the file first, then its row, so a failure leaves the row for the next round.
 */
export async function removeOrphans(
  db: Db,
  store: FileStore,
  uses: readonly UploadUse[],
  now: Date,
): Promise<StoredFileRef[]> {
  const removed: StoredFileRef[] = [];
  const before = new Date(now.getTime() - ORPHAN_AGE_MS);
  let afterId = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(uploadedFiles)
      .where(and(lte(uploadedFiles.createdAt, before), sql`${uploadedFiles.id} > ${afterId}`))
      .orderBy(uploadedFiles.id)
      .limit(SWEEP_BATCH);
    if (batch.length === 0) return removed;
    afterId = batch.at(-1)!.id;
    const urls = new Map(
      batch.map((row) => {
        const ref = { customerId: row.customerId, purpose: row.purpose as UploadPurpose, name: row.name };
        return [store.urlOf(ref), { id: row.id, ref }] as const;
      }),
    );
    const referenced = new Set<string>();
    for (const use of uses) {
      const candidates = [...urls].filter(([, file]) => file.ref.purpose === use.purpose).map(([url]) => url);
      if (candidates.length === 0) continue;
      const rows = await db
        .select({ url: use.column })
        .from(use.table)
        .where(inArray(use.column, candidates));
      for (const row of rows) referenced.add(String(row.url));
    }
    for (const [url, { id, ref }] of urls) {
      if (referenced.has(url)) continue;
      await fs.promises.rm(store.pathOf(ref), { force: true });
      await db.delete(uploadedFiles).where(eq(uploadedFiles.id, id));
      removed.push(ref);
    }
  }
}
