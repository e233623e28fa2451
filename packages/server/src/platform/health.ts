import type { FastifyInstance } from 'fastify';

/** Liveness and readiness (ARCHITECTURE §1): ready means the database answers and the MQTT broker is up. */
export default async function healthPlugin(app: FastifyInstance) {
  app.get('/healthz', { config: { auth: false }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { auth: false }, schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.database.ping();
      if (!app.realtime.broker.healthy()) throw new Error('MQTT broker not connected');
      return { status: 'ready', database: app.database.kind, broker: app.realtime.broker.kind };
    } catch (error) {
      app.log.warn({ err: error }, 'not ready');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
