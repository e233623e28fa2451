import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { FileStore } from '../uploads/storage';
import { DEFAULT_MEDIA_TOOLS, type MediaTools } from '../vod/media-tools';
import { convertRecording, JOB_LIVE_CONVERT, sweepLive, SWEEP_MS } from './recordings';
import { purgeRecordings } from './retention';
import type { StreamServer } from './stream-server';

export interface LivesOptions {
  files: FileStore;
  streamServer: StreamServer | null;
  tools?: Partial<MediaTools> | undefined;
  /** Off: no sweeper timer (tests call `sweepLive` themselves). Default on. */
  sweep?: boolean | undefined;
  /** LIVE_RECORDING_DAYS: recording files older than this are deleted by the sweeper; 0 keeps them. */
  keepDays?: number | undefined;
}

const convertJob = z.object({ recordingId: z.number().int().positive() });

/**
 * Live streams' background work (ADR 27): the durable job `live-recording-convert` remuxes a
 * recording to a VOD video; the sweeper runs at start and every minute so that no session or
 * recording stays open after the stream server restarted or a conversion was lost, and recording
 * files past their retention (LIVE_RECORDING_DAYS) are deleted.
 */
export default fp(
  async function livesPlugin(app: FastifyInstance, opts: LivesOptions) {
    const tools: MediaTools = { ...DEFAULT_MEDIA_TOOLS, ...opts.tools };
    const log = app.log.child({ module: 'lives' });
    app.jobs.handle(JOB_LIVE_CONVERT, convertJob, async ({ recordingId }) => {
      const outcome = await convertRecording(app.db, opts.files, tools, recordingId, () => app.jobs.now());
      log.info({ recordingId, outcome }, 'recording converted to a video');
    });
    // The sweeper: at start and every minute, on every instance (its updates are guarded, so two
    // instances sweeping at once close a row once). A timer, not a durable job: a sweep that finds
    // nothing writes nothing.
    let timer: NodeJS.Timeout | undefined;
    let sweeping: Promise<unknown> = Promise.resolve();
    const sweep = () => {
      sweeping = sweepLive(app.db, opts.streamServer, app.jobs.now())
        .then(async (outcome) => {
          if (outcome.sessionsClosed || outcome.recordingsClosed || outcome.conversionsReset)
            log.info(outcome, 'live sweeper closed what the stream server no longer has');
          const purged = await purgeRecordings(app.db, opts.keepDays ?? 0, app.jobs.now());
          if (purged)
            log.info({ purged, days: opts.keepDays }, 'recording files past their retention deleted');
        })
        .catch((error: unknown) => log.warn({ err: error }, 'live sweep failed'));
    };
    app.addHook('onReady', async () => {
      if (opts.sweep === false) return;
      sweep();
      timer = setInterval(sweep, SWEEP_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sweeping;
    });
  },
  { name: 'lives', dependencies: ['db', 'jobs'] },
);
