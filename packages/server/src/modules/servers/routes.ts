import { and, asc, eq, gte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS, envelopeSchema } from '@console/contract';
import { recordIdSchema } from '@console/contract/api/record-id';
import { PROBE_HISTORY_HOURS } from '@console/contract/resources/descriptions/servers';
import { authorize, CLOUD_ADMIN } from '../../platform/access';
import { NotFound } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { JOB_SERVER_PROBE, probeServers, SERVER_PROBE_KEY } from './service';
import { serverProbes, servers } from './tables';

export interface ServerRoutesOptions {
  /** Seconds between probe rounds (SERVER_PROBE_SECONDS). */
  probeSeconds: number;
  /** Off: no round is scheduled at start (a test runs them itself). Default on. */
  schedule?: boolean;
}

const historySchema = z.object({
  serverId: z.number(),
  list: z.array(
    z.object({
      up: z.boolean(),
      latencyMs: z.number().nullable(),
      error: z.string().nullable(),
      checkedAt: z.string(),
    }),
  ),
});

/**
 * Servers beyond the engine (ADR 0029): the durable probe job, which runs a round, publishes each
 * outcome on the `servers` topic and schedules the next round; and the last 24 h of a server's
 * probes for its info page.
 */
const serverRoutes: FastifyPluginAsyncZod<ServerRoutesOptions> = async (app, opts) => {
  const log = app.log.child({ module: 'servers' });
  const everyMs = opts.probeSeconds * 1000;
  app.realtime.guardTopic('servers', async (caller) => caller.isPlatform);

  app.jobs.handle(JOB_SERVER_PROBE, z.object({}), async () => {
    try {
      const { probes, wentDown } = await probeServers(app.db, app.secrets, () => app.jobs.now());
      for (const probe of probes)
        app.realtime.publish({
          type: 'server',
          customerId: 0,
          probe,
          wentDown: wentDown.has(probe.serverId),
        });
      if (wentDown.size > 0)
        log.warn(
          {
            servers: probes
              .filter((p) => wentDown.has(p.serverId))
              .map((p) => ({ id: p.serverId, error: p.error })),
          },
          'servers went down',
        );
    } finally {
      // The next round, whatever this one met (a failed round is not retried: the next one is it).
      await app.jobs.schedule({
        kind: JOB_SERVER_PROBE,
        key: SERVER_PROBE_KEY,
        runAt: new Date(app.jobs.now().getTime() + everyMs),
      });
    }
  });
  app.addHook('onReady', async () => {
    if (opts.schedule === false) return;
    await app.jobs.schedule({ kind: JOB_SERVER_PROBE, key: SERVER_PROBE_KEY, runAt: app.jobs.now() });
  });

  app.get(
    `${PATHS.resource('servers')}/:id/probes`,
    {
      config: { access: 'platform' },
      schema: {
        tags: ['Servers'],
        summary: `A server's probes of the last ${PROBE_HISTORY_HOURS} hours, oldest first`,
        params: z.object({ id: recordIdSchema }),
        response: { 200: envelopeSchema(historySchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id } = request.params;
      const list = await app.inTenant(caller, async (tx) => {
        const [server] = await tx
          .select({ id: servers.id, kind: servers.kind })
          .from(servers)
          .where(eq(servers.id, id));
        if (!server) throw NotFound('error.serverNotFound');
        // A transmit server is the cloud administrators' (SPEC §6 /ambulance/system, ADR 0038).
        if (server.kind === 'transmit') authorize(caller, CLOUD_ADMIN);
        const since = new Date(app.jobs.now().getTime() - PROBE_HISTORY_HOURS * 3600_000);
        return tx
          .select()
          .from(serverProbes)
          .where(and(eq(serverProbes.serverId, id), gte(serverProbes.checkedAt, since)))
          .orderBy(asc(serverProbes.checkedAt), asc(serverProbes.id));
      });
      return ok({
        serverId: id,
        list: list.map((row) => ({
          up: row.up,
          latencyMs: row.latencyMs,
          error: row.error,
          checkedAt: row.checkedAt.toISOString(),
        })),
      });
    },
  );
};

export default serverRoutes;
