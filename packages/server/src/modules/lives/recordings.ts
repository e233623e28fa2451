import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { LiveRecording } from '@console/contract/resources/lives';
import type { Db, Tx } from '../../db/client';
import { BadRequest, NotFound } from '../../platform/errors';
import { scheduleJob } from '../../platform/jobs/runner';
import { jobs } from '../../platform/jobs/tables';
import { runTool, type MediaTools } from '../vod/media-tools';
import { incomingDirectory, newUploadId, processUpload, UPLOAD_EXPIRY_MS } from '../vod/service';
import { vodCategories, vodUploads, vodVideos } from '../vod/tables';
import type { FileStore } from '../uploads/storage';
import type { StreamServer } from './stream-server';
import { liveRecordings, liveSessions, lives } from './tables';

export const JOB_LIVE_CONVERT = 'live-recording-convert';
export const convertKey = (recordingId: number) => `${JOB_LIVE_CONVERT}:${recordingId}`;
/** How often the sweeper looks at the ledger and the recordings. */
export const SWEEP_MS = 60_000;
/**
 * A session or recording younger than this is left alone: nginx registers a publish just after the
 * console accepted it, and reports a finished file just after the publish ended.
 */
export const SWEEP_GRACE_MS = 30_000;
/** The VOD category recordings go to unless the convert dialog names one. */
export const LIVE_RECORDINGS_CATEGORY = { key: 'liveRecordings', name: '直播录制 Live recordings' };

type RecordingRow = typeof liveRecordings.$inferSelect;

export function recordingView(row: RecordingRow, videoUrl: string | null = null): LiveRecording {
  return {
    id: row.id,
    liveId: row.liveId,
    sessionId: row.sessionId,
    state: row.state as LiveRecording['state'],
    reason: row.reason,
    detail: row.detail,
    size: row.size,
    progress: row.progress,
    vodVideoId: row.vodVideoId,
    videoUrl,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    purgedAt: row.purgedAt?.toISOString() ?? null,
  };
}

/** The recordings of one stream (a live stream or a room's recording stream), newest first. */
export async function streamRecordings(tx: Tx, liveId: number): Promise<LiveRecording[]> {
  const rows = await tx
    .select({ recording: liveRecordings, videoUrl: vodVideos.videoUrl })
    .from(liveRecordings)
    .leftJoin(vodVideos, eq(vodVideos.id, liveRecordings.vodVideoId))
    .where(eq(liveRecordings.liveId, liveId))
    .orderBy(desc(liveRecordings.startedAt), desc(liveRecordings.id));
  return rows.map((row) => recordingView(row.recording, row.videoUrl));
}

/** A file nginx names is used only inside the configured record directory. */
export function insideRecordDir(recordDir: string, file: string): string | null {
  const resolved = path.resolve(file);
  const root = path.resolve(recordDir);
  return resolved.startsWith(`${root}${path.sep}`) ? resolved : null;
}

/**
 * Starts the recorder of a stream the console has just accepted: nginx takes the publish only
 * after `on_publish` answered, so the start is tried a few times until nginx has the publisher.
 * The file is registered as `recording`.
 */
export async function beginRecording(
  db: Db,
  server: StreamServer,
  recordDir: string,
  live: { id: number; customerId: number; playName: string },
  sessionId: number,
  log: { warn(details: object, message: string): void },
  tries = 40,
): Promise<void> {
  for (let attempt = 0; attempt < tries; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 25));
    let file: string | null;
    try {
      file = await server.startRecording(live.playName);
    } catch (error) {
      log.warn({ err: error, live: live.id }, 'stream server: starting the recorder failed');
      return;
    }
    if (file === null) continue;
    const inside = insideRecordDir(recordDir, file);
    if (!inside) {
      log.warn({ file, recordDir }, 'stream server records outside LIVE_RECORD_DIR: recording ignored');
      return;
    }
    await db
      .insert(liveRecordings)
      .values({ customerId: live.customerId, liveId: live.id, sessionId, path: inside })
      .onConflictDoNothing({ target: liveRecordings.path });
    return;
  }
  log.warn({ live: live.id }, 'stream server: the publisher never appeared; not recorded');
}

/**
 * `on_record_done`: the file is complete. It becomes `ready` with its size (or `failed`, `empty`,
 * when nginx wrote nothing); a recording nginx finished before the console registered it is
 * registered now.
 */
export async function recordDone(db: Db, recordDir: string, name: string, file: string): Promise<boolean> {
  const inside = insideRecordDir(recordDir, file);
  if (!inside) return false;
  const [live] = await db.select().from(lives).where(eq(lives.playName, name));
  if (!live) return false;
  const size = (await fs.promises.stat(inside).catch(() => undefined))?.size ?? 0;
  const values =
    size > 0 ? { state: 'ready', reason: null, size } : { state: 'failed', reason: 'empty', size };
  const now = new Date();
  await db
    .insert(liveRecordings)
    .values({ customerId: live.customerId, liveId: live.id, path: inside, ...values, endedAt: now })
    .onConflictDoUpdate({
      target: liveRecordings.path,
      set: { ...values, endedAt: now },
      setWhere: eq(liveRecordings.state, 'recording'),
    });
  return true;
}

/** The company's "live recordings" category, created on first use. */
async function defaultCategory(tx: Tx, customerId: number): Promise<number> {
  const where = and(
    eq(vodCategories.customerId, customerId),
    eq(vodCategories.product, 'vod'),
    sql`lower(${vodCategories.key}) = lower(${LIVE_RECORDINGS_CATEGORY.key})`,
  );
  const [found] = await tx.select({ id: vodCategories.id }).from(vodCategories).where(where);
  if (found) return found.id;
  const [created] = await tx
    .insert(vodCategories)
    .values({ customerId, product: 'vod', ...LIVE_RECORDINGS_CATEGORY })
    .onConflictDoNothing()
    .returning({ id: vodCategories.id });
  if (created) return created.id;
  const [again] = await tx.select({ id: vodCategories.id }).from(vodCategories).where(where);
  return again!.id;
}

/**
 * "Convert to VOD": only a recording of an ended stream that is `ready`. Idempotent: a recording
 * converting or converted answers as it is (the same video), so a double click makes one video.
 */
export async function requestConversion(
  tx: Tx,
  liveId: number,
  recordingId: number,
  categoryId: number | undefined,
  now: Date,
): Promise<LiveRecording> {
  const [live] = await tx.select().from(lives).where(eq(lives.id, liveId));
  if (!live) throw NotFound();
  const [recording] = await tx
    .select()
    .from(liveRecordings)
    .where(and(eq(liveRecordings.id, recordingId), eq(liveRecordings.liveId, liveId)))
    .for('update');
  if (!recording) throw NotFound('error.liveRecordingNotFound');
  if (recording.state === 'converting' || recording.state === 'converted') return recordingView(recording);
  if (live.status !== 'ended') throw BadRequest('error.liveConvertNotEnded');
  if (recording.state !== 'ready') throw BadRequest('error.liveConvertNotReady');
  let category = recording.categoryId;
  if (categoryId !== undefined) {
    const [chosen] = await tx
      .select({ id: vodCategories.id })
      .from(vodCategories)
      .where(and(eq(vodCategories.id, categoryId), eq(vodCategories.customerId, live.customerId)));
    if (!chosen) throw BadRequest('error.liveCategoryNotFound', 'categoryId');
    category = chosen.id;
  }
  category ??= await defaultCategory(tx, live.customerId);
  const [updated] = await tx
    .update(liveRecordings)
    .set({ state: 'converting', progress: 0, reason: null, detail: null, categoryId: category })
    .where(eq(liveRecordings.id, recording.id))
    .returning();
  await scheduleJob(tx, {
    kind: JOB_LIVE_CONVERT,
    key: convertKey(recording.id),
    payload: { recordingId: recording.id },
    runAt: now,
    maxAttempts: 1,
  });
  return recordingView(updated!);
}

/** The recording's duration by ffprobe (FLV from nginx-rtmp), null when it cannot tell. */
async function durationOf(tools: MediaTools, file: string): Promise<number | null> {
  const result = await runTool(
    tools.ffprobe,
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file],
    tools.timeoutMs,
    64 * 1024,
  );
  const seconds = Number(result.stdout.toString().trim());
  return result.code === 0 && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/**
 * Remuxes with `ffmpeg -c copy -movflags +faststart`, reporting `-progress` (out_time against the
 * duration) as a percentage; killed after its time limit (ADR 20).
 */
function remux(
  tools: MediaTools,
  input: string,
  output: string,
  timeoutMs: number,
  onProgress: (outSeconds: number) => void,
): Promise<{ ok: boolean; error: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      tools.ffmpeg,
      [
        '-hide_banner',
        '-nostdin',
        '-loglevel',
        'error',
        '-y',
        '-i',
        input,
        '-c',
        'copy',
        '-movflags',
        '+faststart',
        '-progress',
        'pipe:1',
        '-nostats',
        '-f',
        'mp4',
        output,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    let pending = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // out_time_us (and its misnamed twin out_time_ms) are microseconds.
        const match = /^out_time_us=(\d+)/.exec(line.trim());
        if (match) onProgress(Number(match[1]) / 1_000_000);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString();
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ ok: code === 0 && !timedOut, error: timedOut ? 'ffmpeg timed out' : stderr.trim() });
    });
  });
}

/**
 * The `live-recording-convert` job: the recording is remuxed to MP4 into VOD's incoming
 * directory and handed to VOD's own processing (ffprobe, duration/size/codec, thumbnail), as an
 * upload would be. The video row is made first and remembered on the recording, so a retried
 * conversion reuses it. A failure puts the recording back to `ready` with the reason.
 */
export async function convertRecording(
  db: Db,
  files: FileStore,
  tools: MediaTools,
  recordingId: number,
  now: () => Date,
): Promise<'converted' | 'failed' | 'skipped'> {
  const [recording] = await db.select().from(liveRecordings).where(eq(liveRecordings.id, recordingId));
  if (!recording || recording.state !== 'converting') return 'skipped';
  const [live] = await db.select().from(lives).where(eq(lives.id, recording.liveId));
  if (!live) return 'skipped';
  const fail = async (detail: string) => {
    await db
      .update(liveRecordings)
      .set({ state: 'ready', reason: 'convertFailed', detail: detail.slice(0, 255), progress: null })
      .where(eq(liveRecordings.id, recording.id));
    return 'failed' as const;
  };

  let videoId = recording.vodVideoId;
  const [existing] = videoId ? await db.select().from(vodVideos).where(eq(vodVideos.id, videoId)) : [];
  if (existing?.videoState === 'ready') {
    await db
      .update(liveRecordings)
      .set({ state: 'converted', progress: 100 })
      .where(eq(liveRecordings.id, recording.id));
    return 'converted';
  }
  if (existing) {
    await db.update(vodVideos).set({ videoState: 'processing' }).where(eq(vodVideos.id, existing.id));
  } else {
    const day = (recording.startedAt ?? now()).toISOString().slice(0, 16).replace('T', ' ');
    videoId = await db.transaction(async (tx) => {
      const [video] = await tx
        .insert(vodVideos)
        .values({
          customerId: live.customerId,
          product: 'vod',
          name: `${live.name.slice(0, 46)} ${day}`,
          categoryId: recording.categoryId!,
          type: 'other',
          author: live.name.slice(0, 32),
          introduction: live.description ?? null,
          content: '',
          videoState: 'processing',
        })
        .returning({ id: vodVideos.id });
      await tx
        .update(liveRecordings)
        .set({ vodVideoId: video!.id })
        .where(eq(liveRecordings.id, recording.id));
      return video!.id;
    });
  }

  const source = recording.path;
  if (!(await fs.promises.stat(source).catch(() => undefined))) return fail('the recording file is missing');
  const duration = await durationOf(tools, source).catch(() => null);
  const uploadId = newUploadId(live.customerId, videoId!);
  const target = path.join(incomingDirectory(files), uploadId);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  let lastWrite = 0;
  const result = await remux(tools, source, target, tools.timeoutMs + (duration ?? 0) * 1000, (seconds) => {
    if (!duration || Date.now() - lastWrite < 1000) return;
    lastWrite = Date.now();
    const progress = Math.min(99, Math.floor((seconds / duration) * 100));
    void db
      .update(liveRecordings)
      .set({ progress })
      .where(and(eq(liveRecordings.id, recording.id), eq(liveRecordings.state, 'converting')))
      .catch(() => undefined);
  }).catch((error: unknown) => ({
    ok: false,
    error: error instanceof Error ? error.message : String(error),
  }));
  if (!result.ok) {
    await fs.promises.rm(target, { force: true });
    return fail(result.error || 'ffmpeg failed');
  }
  const size = (await fs.promises.stat(target)).size;
  const at = now();
  await db.transaction(async (tx) => {
    await tx.delete(vodUploads).where(eq(vodUploads.videoId, videoId!));
    await tx.insert(vodUploads).values({
      customerId: live.customerId,
      uploadId,
      videoId: videoId!,
      size,
      createdAt: at,
      expiresAt: new Date(at.getTime() + UPLOAD_EXPIRY_MS),
    });
  });
  const outcome = await processUpload(db, files, tools, { videoId: videoId!, uploadId }, at);
  if (outcome !== 'ready') {
    const [video] = await db.select().from(vodVideos).where(eq(vodVideos.id, videoId!));
    return fail(video?.videoErrorReason ?? video?.videoError ?? 'the video check failed');
  }
  await db
    .update(liveRecordings)
    .set({ state: 'converted', progress: 100, reason: null, detail: null })
    .where(eq(liveRecordings.id, recording.id));
  return 'converted';
}

export interface SweepOutcome {
  reachable: boolean;
  sessionsClosed: number;
  recordingsClosed: number;
  conversionsReset: number;
}

/**
 * The sweeper: nothing stays "on air" or "recording" forever. Ledger rows still open while the
 * stream server has no publisher for their stream (a crash or restart sends no `on_publish_done`)
 * close with `serverRestart`; recordings still `recording` once their session is closed become
 * `ready` (the file nginx left) or `failed`; conversions whose job is gone go back to `ready`.
 * An unreachable stream server has no publishers.
 */
export async function sweepLive(db: Db, server: StreamServer | null, now: Date): Promise<SweepOutcome> {
  const outcome: SweepOutcome = {
    reachable: false,
    sessionsClosed: 0,
    recordingsClosed: 0,
    conversionsReset: 0,
  };
  const before = new Date(now.getTime() - SWEEP_GRACE_MS);
  if (server) {
    let publishing = new Set<string>();
    try {
      publishing = new Set((await server.stat()).filter((s) => s.publishing).map((s) => s.name));
      outcome.reachable = true;
    } catch {
      // down: nobody publishes
    }
    const open = await db
      .select({ id: liveSessions.id, playName: lives.playName })
      .from(liveSessions)
      .innerJoin(lives, eq(lives.id, liveSessions.liveId))
      .where(and(isNull(liveSessions.endedAt), lt(liveSessions.startedAt, before)));
    const orphaned = open.filter((row) => !publishing.has(row.playName)).map((row) => row.id);
    if (orphaned.length) {
      const closed = await db
        .update(liveSessions)
        .set({ endedAt: now, endReason: 'serverRestart' })
        .where(and(inArray(liveSessions.id, orphaned), isNull(liveSessions.endedAt)))
        .returning({ id: liveSessions.id });
      outcome.sessionsClosed = closed.length;
    }
    // Recordings whose session has ended (or that have none) a while ago.
    const stale = await db
      .select({ id: liveRecordings.id, path: liveRecordings.path })
      .from(liveRecordings)
      .leftJoin(liveSessions, eq(liveSessions.id, liveRecordings.sessionId))
      .where(
        and(
          eq(liveRecordings.state, 'recording'),
          lt(liveRecordings.startedAt, before),
          or(
            isNull(liveRecordings.sessionId),
            and(isNotNull(liveSessions.endedAt), lt(liveSessions.endedAt, before)),
            eq(liveSessions.endedAt, now),
          ),
        ),
      );
    for (const recording of stale) {
      const size = (await fs.promises.stat(recording.path).catch(() => undefined))?.size ?? 0;
      const [row] = await db
        .update(liveRecordings)
        .set(
          size > 0
            ? { state: 'ready', reason: 'serverRestart', size, endedAt: now }
            : { state: 'failed', reason: 'serverRestart', size, endedAt: now },
        )
        .where(and(eq(liveRecordings.id, recording.id), eq(liveRecordings.state, 'recording')))
        .returning({ id: liveRecordings.id });
      if (row) outcome.recordingsClosed++;
    }
  }
  const converting = await db
    .select({ id: liveRecordings.id })
    .from(liveRecordings)
    .where(eq(liveRecordings.state, 'converting'));
  for (const { id } of converting) {
    const [job] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.key, convertKey(id)), isNull(jobs.doneAt), isNull(jobs.failedAt)));
    if (job) continue;
    const [row] = await db
      .update(liveRecordings)
      .set({ state: 'ready', reason: 'convertInterrupted', progress: null })
      .where(and(eq(liveRecordings.id, id), eq(liveRecordings.state, 'converting')))
      .returning({ id: liveRecordings.id });
    if (row) outcome.conversionsReset++;
  }
  return outcome;
}
