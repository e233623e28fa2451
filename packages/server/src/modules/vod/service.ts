import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { and, eq, lte, sql } from 'drizzle-orm';
import { checkUploadContent, SNIFF_BYTES, UPLOAD_RULES } from '@console/contract/uploads';
import type { MessageKey } from '@console/contract/i18n/messages';
import type { Db, Tx } from '../../db/client';
import type { Row } from '../../engine/resource';
import { AppError, BadRequest } from '../../platform/errors';
import { scheduleJob } from '../../platform/jobs/runner';
import { recordUpload } from '../uploads/service';
import type { FileStore, StoredFileRef } from '../uploads/storage';
import { probeVideo, thumbnailOf, ToolMissing, type MediaTools } from './media-tools';
import { vodUploads, vodVideos } from './tables';

export const JOB_VOD_PROCESS = 'vod-process';
export const JOB_VOD_UPLOAD_EXPIRY = 'vod-upload-expiry';
export const processKey = (videoId: number) => `${JOB_VOD_PROCESS}:${videoId}`;
/** A partial upload untouched this long is removed (its video goes back to "no video"). */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** How often the expiry job looks. */
export const UPLOAD_SWEEP_MS = 10 * 60 * 1000;
/** Partial uploads one company may have at once. */
export const MAX_UPLOADS_PER_COMPANY = 3;

/** Where partial and complete-but-unchecked uploads wait: beside the stored files, never served. */
export function incomingDirectory(files: FileStore): string {
  return path.join(files.root, '.vod-incoming');
}

/** A tus upload id names its tenant and video; the random part makes it unguessable. */
export function newUploadId(customerId: number, videoId: number): string {
  return `${customerId}-${videoId}-${randomBytes(16).toString('hex')}`;
}

export const UPLOAD_ID_PATTERN = /^([1-9]\d{0,9})-([1-9]\d{0,9})-[0-9a-f]{32}$/;

async function removeIncoming(files: FileStore, uploadId: string) {
  const dir = incomingDirectory(files);
  await fs.promises.rm(path.join(dir, uploadId), { force: true });
  await fs.promises.rm(path.join(dir, `${uploadId}.json`), { force: true });
}

/** The video's tenant row, or a 404 (another tenant's video reads as missing under row security). */
export async function videoForUpload(tx: Tx, videoId: number) {
  const [video] = await tx.select().from(vodVideos).where(eq(vodVideos.id, videoId));
  if (!video) throw new AppError('404001', 'error.vodVideoNotFound', 404);
  return video;
}

/**
 * Admits a new upload for a video: not while one is on its way or being checked, not while
 * published (its viewers keep the video they have), at most {@link MAX_UPLOADS_PER_COMPANY} at
 * once per company. Called under the company's lock so two creations cannot both take the last slot.
 */
export async function admitUpload(tx: Tx, customerId: number, videoId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vod-uploads'), ${customerId})`);
  const video = await videoForUpload(tx, videoId);
  if (video.videoState === 'uploading' || video.videoState === 'processing')
    throw new AppError('409001', 'error.vodUploadInProgress', 409);
  if (video.published) throw new AppError('409001', 'error.vodUploadWhilePublished', 409);
  const [busy] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(vodUploads)
    .innerJoin(vodVideos, eq(vodVideos.id, vodUploads.videoId))
    .where(and(eq(vodUploads.customerId, customerId), eq(vodVideos.videoState, 'uploading')));
  if ((busy?.n ?? 0) >= MAX_UPLOADS_PER_COMPANY)
    throw new AppError('429001', 'error.vodUploadBusy', 429, { params: { max: MAX_UPLOADS_PER_COMPANY } });
}

/** Records a created upload (the tus POST succeeded): the video shows "uploading". */
export async function uploadCreated(
  tx: Tx,
  upload: { customerId: number; videoId: number; uploadId: string; size: number },
  now: Date,
): Promise<void> {
  // A failed or expired earlier upload of this video leaves its row: this one replaces it.
  await tx.delete(vodUploads).where(eq(vodUploads.videoId, upload.videoId));
  await tx.insert(vodUploads).values({
    ...upload,
    createdAt: now,
    expiresAt: new Date(now.getTime() + UPLOAD_EXPIRY_MS),
  });
  await tx
    .update(vodVideos)
    .set({ videoState: 'uploading', videoError: null, videoErrorReason: null })
    .where(eq(vodVideos.id, upload.videoId));
}

/** The client ended its upload (tus DELETE): the video is back to what it had before. */
export async function uploadCancelled(tx: Tx, videoId: number): Promise<void> {
  await tx.delete(vodUploads).where(eq(vodUploads.videoId, videoId));
  await tx
    .update(vodVideos)
    .set({ videoState: sql`case when ${vodVideos.videoUrl} is null then 'none' else 'ready' end` })
    .where(and(eq(vodVideos.id, videoId), eq(vodVideos.videoState, 'uploading')));
}

/** An upload whose bytes arrived: its expiry moves on (a paused upload stays resumable for a day). */
export async function uploadTouched(executor: Db | Tx, uploadId: string, now: Date): Promise<void> {
  await executor
    .update(vodUploads)
    .set({ expiresAt: new Date(now.getTime() + UPLOAD_EXPIRY_MS) })
    .where(eq(vodUploads.uploadId, uploadId));
}

/** The upload is complete: the video is checked by the `vod-process` job, due now. */
export async function uploadFinished(db: Db, uploadId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [upload] = await tx.select().from(vodUploads).where(eq(vodUploads.uploadId, uploadId));
    if (!upload) return;
    await tx
      .update(vodVideos)
      .set({ videoState: 'processing' })
      .where(and(eq(vodVideos.id, upload.videoId), eq(vodVideos.videoState, 'uploading')));
    await scheduleJob(tx, {
      kind: JOB_VOD_PROCESS,
      key: processKey(upload.videoId),
      payload: { videoId: upload.videoId, uploadId },
      runAt: now,
      maxAttempts: 1,
    });
  });
}

/** `POST vodVideos/{id}/retry`: a failed check runs again on the file still held. */
export async function retryProcessing(tx: Tx, row: Row): Promise<Row> {
  if (row.videoState !== 'failed') throw BadRequest('error.vodNothingToRetry');
  const [upload] = await tx.select().from(vodUploads).where(eq(vodUploads.videoId, row.id));
  if (!upload) throw BadRequest('error.vodNothingToRetry');
  const [updated] = await tx
    .update(vodVideos)
    .set({ videoState: 'processing', videoError: null, videoErrorReason: null })
    .where(eq(vodVideos.id, row.id))
    .returning({ id: vodVideos.id, videoState: vodVideos.videoState });
  await scheduleJob(tx, {
    kind: JOB_VOD_PROCESS,
    key: processKey(row.id),
    payload: { videoId: row.id, uploadId: upload.uploadId },
    runAt: new Date(0),
    maxAttempts: 1,
  });
  return updated as Row;
}

async function failVideo(db: Db, videoId: number, key: MessageKey, reason: string | null) {
  await db
    .update(vodVideos)
    .set({ videoState: 'failed', videoError: key, videoErrorReason: reason?.slice(0, 255) ?? null })
    .where(eq(vodVideos.id, videoId));
}

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The `vod-process` job: checks the uploaded file by its content (an MP4 head, then ffprobe: an
 * MP4 with a video stream) and stores it with its findings and a thumbnail (the frame at 1 s), or
 * refuses it with the reason and keeps nothing. Only the video's own columns are written, so the
 * video's other fields edited meanwhile are kept. Without ffprobe the video fails with "video
 * processing is unavailable" and keeps its file, so `retry` works once ffmpeg is installed.
 */
export async function processUpload(
  db: Db,
  files: FileStore,
  tools: MediaTools,
  payload: { videoId: number; uploadId: string },
  now: Date,
): Promise<'ready' | 'failed' | 'skipped'> {
  const [upload] = await db.select().from(vodUploads).where(eq(vodUploads.uploadId, payload.uploadId));
  const [video] = await db.select().from(vodVideos).where(eq(vodVideos.id, payload.videoId));
  if (!upload || !video || video.videoState !== 'processing') return 'skipped';
  const incoming = path.join(incomingDirectory(files), upload.uploadId);
  const refuse = async (key: MessageKey, reason: string | null) => {
    await removeIncoming(files, upload.uploadId);
    await db.delete(vodUploads).where(eq(vodUploads.id, upload.id));
    await failVideo(db, video.id, key, reason);
    return 'failed' as const;
  };
  const stat = await fs.promises.stat(incoming).catch(() => undefined);
  if (!stat || stat.size !== upload.size) return refuse('error.vodNotMp4', 'the upload is incomplete');
  const headProblem = checkUploadContent(UPLOAD_RULES.vodVideo, await readHead(incoming));
  if (headProblem) return refuse('error.vodNotMp4', 'no MP4 header (ftyp)');
  let outcome;
  try {
    outcome = await probeVideo(tools, incoming);
  } catch (error) {
    if (!(error instanceof ToolMissing)) throw error;
    await failVideo(db, video.id, 'error.vodProcessingUnavailable', null);
    return 'failed';
  }
  if (!outcome.ok) return refuse(outcome.key, outcome.reason);
  const { probe } = outcome;
  const thumbnail = await thumbnailOf(tools, incoming, probe.durationSeconds >= 2 ? 1 : 0).catch(
    () => undefined,
  );

  const hex = () => randomBytes(16).toString('hex');
  const videoRef: StoredFileRef = { customerId: video.customerId, purpose: 'vodVideo', name: `${hex()}.mp4` };
  const thumbRef: StoredFileRef = { customerId: video.customerId, purpose: 'vodImage', name: `${hex()}.png` };
  await fs.promises.mkdir(path.dirname(files.pathOf(videoRef)), { recursive: true });
  if (thumbnail) {
    await fs.promises.mkdir(path.dirname(files.pathOf(thumbRef)), { recursive: true });
    await fs.promises.writeFile(files.pathOf(thumbRef), thumbnail, { flag: 'wx', mode: 0o640 });
  }
  try {
    await db.transaction(async (tx) => {
      await recordUpload(tx, videoRef, upload.size, now);
      if (thumbnail) await recordUpload(tx, thumbRef, thumbnail.length, now);
      await tx.delete(vodUploads).where(eq(vodUploads.id, upload.id));
      await tx
        .update(vodVideos)
        .set({
          videoState: 'ready',
          videoError: null,
          videoErrorReason: null,
          videoUrl: files.urlOf(videoRef),
          thumbnailUrl: thumbnail ? files.urlOf(thumbRef) : null,
          videoSize: upload.size,
          ...probe,
        })
        .where(eq(vodVideos.id, video.id));
      // Same disk: a rename, not a copy. Before the commit, so a row never names a missing file.
      await fs.promises.rename(incoming, files.pathOf(videoRef));
    });
  } catch (error) {
    await fs.promises.rm(files.pathOf(thumbRef), { force: true });
    if (error instanceof AppError && error.key === 'error.storageQuota') {
      await fs.promises.rm(files.pathOf(videoRef), { force: true });
      return refuse('error.storageQuota', null);
    }
    throw error;
  }
  await fs.promises.rm(`${incoming}.json`, { force: true });
  return 'ready';
}

/**
 * The `vod-upload-expiry` job: partial uploads untouched for {@link UPLOAD_EXPIRY_MS} are removed
 * with their files; their videos show "no video" again.
 */
export async function removeExpiredUploads(db: Db, files: FileStore, now: Date): Promise<string[]> {
  const expired = await db
    .select({ id: vodUploads.id, uploadId: vodUploads.uploadId, videoId: vodUploads.videoId })
    .from(vodUploads)
    .innerJoin(vodVideos, eq(vodVideos.id, vodUploads.videoId))
    .where(and(lte(vodUploads.expiresAt, now), eq(vodVideos.videoState, 'uploading')));
  for (const upload of expired) {
    await removeIncoming(files, upload.uploadId);
    await db.transaction(async (tx) => {
      await tx.delete(vodUploads).where(eq(vodUploads.id, upload.id));
      await tx
        .update(vodVideos)
        .set({ videoState: sql`case when ${vodVideos.videoUrl} is null then 'none' else 'ready' end` })
        .where(and(eq(vodVideos.id, upload.videoId), eq(vodVideos.videoState, 'uploading')));
    });
  }
  return expired.map((upload) => upload.uploadId);
}
