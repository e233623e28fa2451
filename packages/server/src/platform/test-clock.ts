import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@console/contract';
import { Forbidden } from './errors';
import { ok } from './reply';

/**
 * The clock of an end-to-end run (TEST_CLOCK=on): real time plus an offset the test moves
 * forward, so a visit can run overdue without waiting its minutes. Never in production (config).
 */
export class TestClock {
  private offsetMs = 0;
  readonly now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

const clockSchema = z.object({ now: z.string(), offsetSeconds: z.number() });
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * `GET /test/clock` reads the server's time; `POST /test/clock { seconds }` moves it forward and
 * runs the jobs that have become due before answering. Only from the server's own machine.
 */
const testClockRoutes: FastifyPluginAsyncZod<{ clock: TestClock }> = async (app, { clock }) => {
  app.addHook('onRequest', async (request) => {
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) throw Forbidden('error.forbidden');
  });
  const answer = () => ({
    now: clock.now().toISOString(),
    offsetSeconds: Math.round((clock.now().getTime() - Date.now()) / 1000),
  });
  app.get(
    '/test/clock',
    {
      config: { auth: false },
      schema: {
        tags: ['test'],
        summary: 'The server clock of an end-to-end run (TEST_CLOCK=on only)',
        response: { 200: envelopeSchema(clockSchema) },
      },
    },
    async () => ok(answer()),
  );
  app.post(
    '/test/clock',
    {
      config: { auth: false },
      schema: {
        tags: ['test'],
        summary: 'Move the server clock forward and run the jobs due by then (TEST_CLOCK=on only)',
        body: z
          .object({
            seconds: z
              .number()
              .int()
              .min(1)
              .max(366 * 24 * 3600),
          })
          .strict(),
        response: { 200: envelopeSchema(clockSchema) },
      },
    },
    async (request) => {
      clock.advance(request.body.seconds * 1000);
      await app.jobs.runDue();
      return ok(answer());
    },
  );
};

export default testClockRoutes;
