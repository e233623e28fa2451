import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import { createWebSocketStream } from 'ws';
import { PATHS } from '@console/contract';
import { onSessionsEnded } from '../../platform/sessions';
import { Realtime, type RealtimeOptions } from './service';
import { consoleSocket } from './ws';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * Starts the broker, presence tracking and the event bus with the server, stops them with it,
 * and serves the console WebSocket (`/{product}Api/ws`) and MQTT over WebSocket (`/mqtt`).
 */
export default fp(
  async function realtimePlugin(app: FastifyInstance, opts: RealtimeOptions & { apiBase: string }) {
    await app.register(websocket, { options: { maxPayload: 256 * 1024 } });
    const realtime = new Realtime(
      app.db,
      { ...opts, now: () => app.jobs.now().getTime() },
      app.log.child({ module: 'realtime' }),
    );
    await realtime.start();
    app.decorate('realtime', realtime);
    // Every instance hears it (the bus), so each closes the sockets of the ended sessions it holds.
    const stopListening = onSessionsEnded((userId) =>
      realtime.bus.publish({ type: 'sessionsEnded', userId }),
    );
    app.addHook('onClose', async () => {
      stopListening();
      await realtime.stop();
    });

    app.get(
      `${opts.apiBase}${PATHS.ws}`,
      { websocket: true, config: { auth: false }, schema: { hide: true } },
      consoleSocket(app, realtime),
    );
    if (realtime.broker.handle) {
      const handle = realtime.broker.handle;
      app.get(
        '/mqtt',
        { websocket: true, config: { auth: false }, schema: { hide: true } },
        (socket, request) => {
          handle(createWebSocketStream(socket), request.raw);
        },
      );
    }
  },
  { name: 'realtime', dependencies: ['db', 'jobs'] },
);
