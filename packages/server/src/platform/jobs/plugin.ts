import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobRunner } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job runner: areas add handlers while they register and schedule in their transactions. */
    jobs: JobRunner;
  }
}

export interface JobsOptions {
  /** The clock due times are compared with (tests move their own). */
  now?: (() => Date) | undefined;
  /** Wait between polls; default one second. */
  pollMs?: number | undefined;
  /** Off: nothing runs by itself and tests call `app.jobs.runDue()`. Default on. */
  poll?: boolean | undefined;
}

/**
 * Durable jobs with the app: the runner starts polling once every plugin has added its handlers
 * (`onReady`) and stops, waiting for the job in hand, when the app closes.
 */
export default fp(
  async function jobsPlugin(app: FastifyInstance, opts: JobsOptions) {
    const runner = new JobRunner({
      db: app.db,
      now: opts.now,
      pollMs: opts.pollMs,
      log: app.log,
    });
    app.decorate('jobs', runner);
    if (opts.poll !== false)
      app.addHook('onReady', async () => {
        runner.start();
      });
    app.addHook('onClose', async () => {
      await runner.stop();
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
