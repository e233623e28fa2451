import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { FileStore } from '../uploads/storage';
import { DEFAULT_MEDIA_TOOLS, type MediaTools } from '../vod/media-tools';
import { convertRecording, JOB_LIVE_CONVERT, JOB_LIVE_SWEEP, sweepLive, SWEEP_MS } from './recordings';
import type { StreamServer } from './stream-server';

export interface LivesOptions {
  files: FileStore;
  streamServer: StreamServer | null;
  tools?: Partial<MediaTools> | undefined;
}

const convertJob = z.object({ recordingId: z.number().int().positive() });

/**
 * Live streams' durable jobs (ADR 27): `live-recording-convert` remuxes a recording to a VOD
 * video; `live-sweep` runs at start and every minute so that no session or recording stays open
 * after the stream server restarted or a conversion was lost.
 */
export default fp(
  async function livesPlugin(app: FastifyInstance, opts: LivesOptions) {
    const tools: MediaTools = { ...DEFAULT_MEDIA_TOOLS, ...opts.tools };
    const log = app.log.child({ module: 'lives' });
    app.jobs.handle(JOB_LIVE_CONVERT, convertJob, async ({ recordingId }) => {
      const outcome = await convertRecording(app.db, opts.files, tools, recordingId, () => app.jobs.now());
      log.info({ recordingId, outcome }, 'recording converted to a video');
    });
    const schedule = (at: Date) =>
      app.jobs.schedule({ kind: JOB_LIVE_SWEEP, key: JOB_LIVE_SWEEP, runAt: at });
    app.jobs.handle(JOB_LIVE_SWEEP, z.object({}).passthrough(), async (_payload, { now }) => {
      const outcome = await sweepLive(app.db, opts.streamServer, now);
      if (outcome.sessionsClosed || outcome.recordingsClosed || outcome.conversionsReset)
        log.info(outcome, 'live sweeper closed what the stream server no longer has');
      await schedule(new Date(now.getTime() + SWEEP_MS));
    });
    // At start: due now.
    app.addHook('onReady', async () => {
      await schedule(app.jobs.now());
    });
  },
  { name: 'lives', dependencies: ['db', 'jobs'] },
);
