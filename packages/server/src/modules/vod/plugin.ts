import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { FileStore } from '../uploads/storage';
import { DEFAULT_MEDIA_TOOLS, mediaToolsAvailable, type MediaTools } from './media-tools';
import {
  JOB_VOD_PROCESS,
  JOB_VOD_UPLOAD_EXPIRY,
  processUpload,
  removeExpiredUploads,
  UPLOAD_SWEEP_MS,
} from './service';

export interface VodOptions {
  files: FileStore;
  /** ffprobe/ffmpeg binaries and their time limit (tests pass a missing one). */
  tools?: Partial<MediaTools> | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether ffprobe and ffmpeg were found at start: without them uploads fail their check. */
    vodProcessing: { available: boolean };
  }
}

const processJob = z.object({ videoId: z.number().int().positive(), uploadId: z.string().max(80) });

/**
 * Video on demand's durable jobs: `vod-process` checks an uploaded file (ffprobe) and stores it;
 * `vod-upload-expiry` removes partial uploads untouched for a day, every ten minutes on the jobs'
 * clock. Starting without ffmpeg works: the log says video processing is unavailable, and a video
 * uploaded then fails with that reason (and can be retried once ffmpeg is installed).
 */
export default fp(
  async function vodPlugin(app: FastifyInstance, opts: VodOptions) {
    const tools: MediaTools = { ...DEFAULT_MEDIA_TOOLS, ...opts.tools };
    const state = { available: false };
    app.decorate('vodProcessing', state);
    const log = app.log.child({ module: 'vod' });
    app.jobs.handle(JOB_VOD_PROCESS, processJob, async (payload, { now }) => {
      const outcome = await processUpload(app.db, opts.files, tools, payload, now);
      log.info({ ...payload, outcome }, 'video checked');
    });
    const schedule = (now: Date) =>
      app.jobs.schedule({
        kind: JOB_VOD_UPLOAD_EXPIRY,
        key: JOB_VOD_UPLOAD_EXPIRY,
        runAt: new Date(now.getTime() + UPLOAD_SWEEP_MS),
      });
    app.jobs.handle(JOB_VOD_UPLOAD_EXPIRY, z.object({}).passthrough(), async (_payload, { now }) => {
      const removed = await removeExpiredUploads(app.db, opts.files, now);
      if (removed.length) log.info({ removed }, 'expired partial video uploads removed');
      await schedule(now);
    });
    app.addHook('onReady', async () => {
      state.available = await mediaToolsAvailable(tools);
      if (!state.available)
        log.warn(
          `ffprobe/ffmpeg not found (${tools.ffprobe}, ${tools.ffmpeg}): video processing is unavailable; uploaded videos will fail until ffmpeg is installed`,
        );
      await schedule(app.jobs.now());
    });
  },
  { name: 'vod', dependencies: ['db', 'jobs'] },
);
