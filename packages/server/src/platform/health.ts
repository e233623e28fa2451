import type { FastifyInstance } from 'fastify';

/** Liveness and readiness (ARCHITECTURE §1): ready means the database answers. */
export default async function healthPlugin(app: FastifyInstance) {
  app.get('/healthz', { config: { auth: false }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { auth: false }, schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready', database: app.database.kind };
    } catch (error) {
      app.log.warn({ err: error }, 'not ready');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
