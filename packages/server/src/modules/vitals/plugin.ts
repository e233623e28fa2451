import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { DEFAULT_RETENTION_DAYS, maintainPartitions, nextMaintenance } from './partitions';
import { VitalsWriter } from './writer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Vitals telemetry into the time-series store, batched. */
    vitals: VitalsWriter;
  }
}

export const JOB_VITALS_PARTITIONS = 'vitals-partitions';

/**
 * The vitals store's moving parts: every telemetry message of the realtime service goes to the
 * batched writer, and the daily durable job makes day partitions ahead and drops those past the
 * retention (once at start too, so today's partition exists before the first sample).
 */
export default fp(
  async function vitalsPlugin(app: FastifyInstance, opts: { retentionDays?: number | undefined }) {
    const retentionDays = opts.retentionDays ?? DEFAULT_RETENTION_DAYS;
    const writer = new VitalsWriter(app.db, app.log.child({ module: 'vitals' }));
    app.decorate('vitals', writer);
    writer.start();
    // Samples are stamped with the jobs' clock (the wall clock, or a test's): the alarm
    // evaluation's persistence and the escalation jobs then run on one time line.
    const stopListening = app.realtime.onTelemetry(
      (terminal, _at, data) => void writer.add(terminal, app.jobs.now(), data),
    );
    app.addHook('onClose', async () => {
      stopListening();
      await writer.stop();
    });

    const schedule = (now: Date) =>
      app.jobs.schedule({
        kind: JOB_VITALS_PARTITIONS,
        key: JOB_VITALS_PARTITIONS,
        runAt: nextMaintenance(now),
      });
    app.jobs.handle(JOB_VITALS_PARTITIONS, z.object({}).passthrough(), async (_payload, { now }) => {
      const { made, dropped } = await maintainPartitions(app.db, now, retentionDays);
      if (dropped.length) app.log.info({ dropped, made }, 'vitals partitions past the retention dropped');
      await schedule(now);
    });
    app.addHook('onReady', async () => {
      const now = app.jobs.now();
      await maintainPartitions(app.db, now, retentionDays);
      await schedule(now);
    });
  },
  { name: 'vitals', dependencies: ['db', 'jobs', 'realtime'] },
);
