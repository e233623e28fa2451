import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { JOB_UPLOAD_ORPHANS, ORPHAN_SWEEP_MS, removeOrphans } from './service';
import type { FileStore } from './storage';
import type { UploadUse } from './uses';

/**
 * The durable job that removes uploads no record refers to (`removeOrphans`): every hour, the
 * first one an hour after start; it schedules its next round itself, on the jobs' clock.
 */
export default fp(
  async function uploadsPlugin(app: FastifyInstance, opts: { store: FileStore; uses: readonly UploadUse[] }) {
    const schedule = (now: Date) =>
      app.jobs.schedule({
        kind: JOB_UPLOAD_ORPHANS,
        key: JOB_UPLOAD_ORPHANS,
        runAt: new Date(now.getTime() + ORPHAN_SWEEP_MS),
      });
    app.jobs.handle(JOB_UPLOAD_ORPHANS, z.object({}).passthrough(), async (_payload, { now }) => {
      const removed = await removeOrphans(app.db, opts.store, opts.uses, now);
      if (removed.length) app.log.info({ removed }, 'uploads no record refers to removed');
      await schedule(now);
    });
    app.addHook('onReady', async () => {
      await schedule(app.jobs.now());
    });
  },
  { name: 'uploads', dependencies: ['db', 'jobs'] },
);
