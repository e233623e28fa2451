import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import {
  REALTIME_TOPIC_PATTERN,
  topicOf,
  WS_CLOSE_PROTOCOL,
  WS_CLOSE_UNAUTHORIZED,
  type ClientMessage,
  type RealtimeEvent,
  type ServerMessage,
} from '@console/contract/realtime';
import { accessAllows } from '@console/contract/access/menu-access';
import type { Caller } from '../../platform/caller';
import { callerOfSession } from '../../platform/caller';
import { hashToken, lookUpSession, renewSession } from '../../platform/sessions';
import { terminalOf } from './commands';
import { isInternalEvent } from './bus';
import type { Realtime } from './service';
import { wards } from '../wards/tables';

/** The first message must authenticate within this time. */
const AUTH_TIMEOUT_MS = 5000;
/**
 * The session is checked again this often, and when it is due to expire; an expired or revoked one
 * closes the socket. Logout, a password change and a disabled account close it at once (bus).
 */
const RECHECK_MS = 60_000;
/** A console that cannot keep up is dropped; it reconnects and resyncs. */
const MAX_BUFFERED = 4 * 1024 * 1024;
const MAX_TOPICS = 200;

interface Connection {
  socket: WebSocket;
  caller: Caller;
  topics: Set<string>;
  /** Reads the session again; closes the socket when it is no longer live. */
  recheck(): void;
}

function send(socket: WebSocket, message: ServerMessage) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/**
 * One WebSocket per console tab (ARCHITECTURE §6). The first message carries the session token
 * (browsers cannot set headers on a WebSocket, and tokens stay out of URLs and logs); the same
 * session lookup as the REST API decides who the caller is. Each event goes only to callers of
 * its tenant (the platform administrator sees all) who subscribed to its topic.
 */
export function consoleSocket(app: FastifyInstance, realtime: Realtime) {
  const connections = new Set<Connection>();

  const visible = (caller: Caller, event: RealtimeEvent) =>
    caller.isPlatform || caller.customerId === event.customerId;

  const unsubscribe = realtime.bus.subscribe((event) => {
    if (isInternalEvent(event)) {
      if (event.type === 'sessionsEnded')
        for (const connection of connections)
          if (connection.caller.userId === event.userId) connection.recheck();
      return;
    }
    const topic = topicOf(event);
    let text: string | undefined;
    for (const connection of connections) {
      if (!connection.topics.has(topic) || !visible(connection.caller, event)) continue;
      if (connection.socket.bufferedAmount > MAX_BUFFERED) {
        connection.socket.close(1013, 'too slow');
        continue;
      }
      text ??= JSON.stringify({ type: 'event', topic, event } satisfies ServerMessage);
      connection.socket.send(text);
    }
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    for (const connection of connections) connection.socket.close(1001, 'server closing');
  });

  async function mayWatch(caller: Caller, topic: string): Promise<boolean> {
    if (!REALTIME_TOPIC_PATTERN.test(topic)) return false;
    const [prefix, suffix] = topic.split(':');
    const guard = realtime.topicGuard(prefix!);
    if (guard) return guard(caller, Number(suffix));
    // Visits are the ward staff's work; terminal monitoring is a customer administrator's view
    // (as the device accounts are).
    if (topic === 'visits' || topic === 'alarms') return accessAllows(caller, 'staff');
    if (topic.startsWith('station:')) {
      if (!accessAllows(caller, 'staff')) return false;
      const wardId = Number(topic.split(':')[1]);
      const found = await app.inTenant(caller, (tx) =>
        tx.select({ id: wards.id }).from(wards).where(eq(wards.id, wardId)),
      );
      return found.length > 0;
    }
    if (!accessAllows(caller, 'customerAdmin')) return false;
    if (topic === 'presence' || topic === 'gatewayUsers') return true;
    const id = Number(topic.split(':')[1]);
    try {
      await app.inTenant(caller, (tx) => terminalOf(tx, id));
      return true;
    } catch {
      return false;
    }
  }

  return function handler(socket: WebSocket, request: FastifyRequest) {
    let connection: Connection | null = null;
    let recheck: NodeJS.Timeout | undefined;

    /** The live session of `token` (renewed as a request would), or null; schedules the next check. */
    async function live(token: string) {
      const now = new Date();
      const row = await lookUpSession(app.db, hashToken(token), now);
      if (!row) return null;
      await renewSession(app.db, row, now);
      clearTimeout(recheck);
      if (socket.readyState !== socket.OPEN) return row.session;
      const untilExpiry = row.expiresAt.getTime() - Date.now() + 50;
      recheck = setTimeout(() => check(token), Math.max(50, Math.min(RECHECK_MS, untilExpiry))).unref();
      return row.session;
    }
    function check(token: string) {
      live(token)
        .then((s) => {
          if (!s) socket.close(WS_CLOSE_UNAUTHORIZED, 'session expired');
        })
        .catch(() => {});
    }
    const authTimer = setTimeout(
      () => socket.close(WS_CLOSE_UNAUTHORIZED, 'authentication required'),
      AUTH_TIMEOUT_MS,
    );

    async function authenticate(token: string) {
      const session = await live(token);
      if (!session || session.initPwd) {
        clearTimeout(recheck);
        socket.close(WS_CLOSE_UNAUTHORIZED, 'session expired');
        return;
      }
      clearTimeout(authTimer);
      connection = {
        socket,
        caller: callerOfSession(session, request.ip),
        topics: new Set(),
        recheck: () => check(token),
      };
      connections.add(connection);
      send(socket, { type: 'ready' });
    }

    // Messages are handled one after another, so a subscribe is answered before a later unsubscribe.
    let queue = Promise.resolve();
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      queue = queue
        .then(async () => {
          let message: ClientMessage;
          try {
            if (isBinary || data.length > 4096) throw new Error('bad frame');
            message = JSON.parse(data.toString()) as ClientMessage;
            if (!message || typeof message !== 'object' || typeof message.type !== 'string')
              throw new Error();
          } catch {
            socket.close(WS_CLOSE_PROTOCOL, 'malformed message');
            return;
          }
          if (!connection) {
            if (message.type !== 'auth' || typeof message.token !== 'string') {
              socket.close(WS_CLOSE_UNAUTHORIZED, 'authentication required');
              return;
            }
            await authenticate(message.token);
            return;
          }
          if (message.type === 'sub' && typeof message.topic === 'string') {
            if (connection.topics.size < MAX_TOPICS && (await mayWatch(connection.caller, message.topic))) {
              if (!connection.topics.has(message.topic)) {
                connection.topics.add(message.topic);
                realtime.topicWatched(connection.caller, message.topic, true);
              }
              send(socket, { type: 'subscribed', topic: message.topic });
            } else {
              send(socket, { type: 'denied', topic: message.topic });
            }
          } else if (message.type === 'unsub' && typeof message.topic === 'string') {
            if (connection.topics.delete(message.topic))
              realtime.topicWatched(connection.caller, message.topic, false);
          }
        })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'console socket message failed');
        });
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      clearTimeout(recheck);
      if (connection) {
        connections.delete(connection);
        for (const topic of connection.topics) realtime.topicWatched(connection.caller, topic, false);
      }
    });
  };
}
