import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import mqtt from 'mqtt';
import {
  clientIdFits,
  MQTT_MAX_PACKET_BYTES,
  parseTerminalTopic,
  TERMINAL_PAYLOAD_LIMITS,
  STATUS_OFFLINE,
  terminalTopic,
  TERMINAL_PUBLISH,
  TERMINAL_SUBSCRIBE,
  type CommandMessage,
  type TerminalChannel,
  type TerminalNotice,
} from '@console/contract/realtime';
import type { TerminalAuthenticator, TerminalRef } from './terminal-auth';

/** What the broker side reports to the rest of the backbone. */
export interface BrokerHandlers {
  /** A sign of life (connect, publish, keepalive ping). */
  seen(terminal: TerminalRef): void;
  /** The terminal's last connection closed, or it announced offline (last will). */
  gone(terminal: TerminalRef): void;
  /** A message on one of its own topics (status, telemetry, event, ack). */
  message(terminal: TerminalRef, channel: TerminalChannel, payload: Buffer): void;
  /** Embedded broker: the terminal subscribed to its own cmd topic. */
  subscribedToCommands(terminal: TerminalRef): void;
  /** Resolves a topic's terminal on an external broker, which has already authenticated it. */
  lookup(customerId: number, account: string): Promise<TerminalRef | null>;
  error(error: unknown): void;
}

export interface TerminalBroker {
  readonly kind: 'embedded' | 'external';
  /** The TCP port terminals connect to (embedded), null when not listening. */
  readonly port: number | null;
  /** Embedded only: handle an MQTT-over-WebSocket connection. */
  handle?(stream: Duplex, request: IncomingMessage): void;
  /** A command, or a message that is no command (a live's answer: no id, not acknowledged). */
  sendCommand(terminal: TerminalRef, message: CommandMessage | TerminalNotice): void;
  /** Drop a terminal's connections (it timed out while its socket stayed open). */
  disconnect(terminal: TerminalRef): void;
  /** Up (embedded) or connected (external): part of /readyz. */
  healthy(): boolean;
  close(): Promise<void>;
}

type TerminalClient = Client & { terminal?: TerminalRef };

/** The address a client connects from (TCP, or the WebSocket's request). */
function addressOf(client: Client): string {
  const c = client as Client & {
    conn?: { remoteAddress?: string };
    req?: { socket?: { remoteAddress?: string } };
  };
  return c.conn?.remoteAddress ?? c.req?.socket?.remoteAddress ?? 'unknown';
}

interface PacketParser {
  packet: { cmd?: string; length: number };
  _parseLength(): boolean;
  _emitError(error: Error): void;
}

/**
 * Closes a connection as soon as a packet's fixed header announces more than
 * MQTT_MAX_PACKET_BYTES, before its body is buffered: a 50 MB PUBLISH costs a few bytes of memory,
 * not 50 MB (issue 21). Aedes has no option for it; its parser (mqtt-packet) reads the length first.
 */
function limitPacketSize(client: Client, onTooLarge: (length: number) => void) {
  const parser = (client as unknown as { _parser?: PacketParser })._parser;
  if (!parser || typeof parser._parseLength !== 'function') throw new Error('aedes: packet parser not found');
  const parseLength = parser._parseLength.bind(parser);
  parser._parseLength = () => {
    const done = parseLength();
    if (done && parser.packet.length > MQTT_MAX_PACKET_BYTES) {
      onTooLarge(parser.packet.length);
      parser._emitError(new Error('packet too large'));
      return false;
    }
    return done;
  };
}

function authError(code: 4 | 5, message: string): AuthenticateError {
  // 4 bad user name or password, 5 not authorised (MQTT 3.1.1 CONNACK return codes).
  return Object.assign(new Error(message), { returnCode: code });
}

/**
 * Aedes inside the server (the default): terminals log in with their device account and
 * password, and each may only publish under `t/{customerId}/{account}/` (status, telemetry,
 * event, ack) and subscribe to its own `cmd`.
 */
export async function embeddedBroker(options: {
  auth: TerminalAuthenticator;
  handlers: BrokerHandlers;
  log: FastifyBaseLogger;
  port?: number | undefined;
  host?: string | undefined;
}): Promise<TerminalBroker> {
  const { auth, handlers, log } = options;
  const connections = new Map<number, Set<TerminalClient>>();

  const aedes = await Aedes.createBroker({
    id: `console-${randomUUID()}`,
    // 10,000 terminals reconnecting at once: let authentication run wide.
    concurrency: 1000,
    authenticate(client, username, password, done) {
      auth
        .authenticate(username, password, addressOf(client))
        .then((result) => {
          if (!result.ok) {
            done(authError(result.reason === 'badCredentials' ? 4 : 5, result.reason), false);
            return;
          }
          // Before the session is registered: a refused id never disconnects or inherits another's.
          if (!clientIdFits(client.id, result.terminal.account)) {
            log.warn(
              {
                account: result.terminal.account,
                clientId: client.id.slice(0, 128),
                address: addressOf(client),
              },
              'terminal login refused: the client id does not name its account',
            );
            done(authError(5, 'client id'), false);
            return;
          }
          (client as TerminalClient).terminal = result.terminal;
          done(null, true);
        })
        .catch((error: unknown) => {
          handlers.error(error);
          done(Object.assign(new Error('unavailable'), { returnCode: 3 }) as AuthenticateError, false);
        });
    },
    authorizePublish(client, packet, callback) {
      if (!client) return callback(null); // the server itself
      const terminal = (client as TerminalClient).terminal;
      const topic = parseTerminalTopic(packet.topic);
      if (
        terminal &&
        topic &&
        topic.customerId === terminal.customerId &&
        topic.account === terminal.account &&
        TERMINAL_PUBLISH.includes(topic.channel)
      ) {
        const limit = TERMINAL_PAYLOAD_LIMITS[topic.channel as keyof typeof TERMINAL_PAYLOAD_LIMITS];
        if (packet.payload.length > limit) {
          log.warn(
            { account: terminal.account, channel: topic.channel, bytes: packet.payload.length, limit },
            'terminal message refused: larger than its channel allows',
          );
          return callback(new Error('message too large'));
        }
        // Nobody can read a retained status here (no terminal may subscribe to status, and the
        // server takes presence from the connection itself), so it is not stored: ~4 KB per
        // terminal, 40 MB at 10,000 (bench/README.md).
        if (topic.channel === 'status') packet.retain = false;
        return callback(null);
      }
      callback(new Error('not authorised'));
    },
    authorizeSubscribe(client, subscription, callback) {
      const terminal = (client as TerminalClient).terminal;
      const topic = parseTerminalTopic(subscription.topic);
      if (
        terminal &&
        topic &&
        topic.customerId === terminal.customerId &&
        topic.account === terminal.account &&
        TERMINAL_SUBSCRIBE.includes(topic.channel)
      ) {
        return callback(null, subscription);
      }
      callback(null, null); // SUBACK failure (0x80) for this filter
    },
  });

  aedes.on('clientReady', (client: TerminalClient) => {
    const terminal = client.terminal;
    if (!terminal) return;
    let set = connections.get(terminal.id);
    if (!set) connections.set(terminal.id, (set = new Set()));
    set.add(client);
    handlers.seen(terminal);
  });
  aedes.on('clientDisconnect', (client: TerminalClient) => {
    const terminal = client.terminal;
    if (!terminal) return;
    const set = connections.get(terminal.id);
    if (!set?.delete(client)) return;
    if (set.size === 0) {
      connections.delete(terminal.id);
      handlers.gone(terminal);
    }
  });
  aedes.on('subscribe', (subscriptions, client: TerminalClient) => {
    const terminal = client.terminal;
    if (!terminal) return;
    const cmd = terminalTopic(terminal.customerId, terminal.account, 'cmd');
    if (subscriptions.some((s) => s.topic === cmd)) handlers.subscribedToCommands(terminal);
  });
  aedes.on('ping', (_packet, client: TerminalClient) => {
    if (client.terminal) handlers.seen(client.terminal);
  });
  aedes.on('publish', (packet, client: TerminalClient | null) => {
    const terminal = client?.terminal;
    if (!terminal) return;
    const topic = parseTerminalTopic(packet.topic);
    if (!topic) return;
    // Presence is the connection itself here; a status `offline` (will) only matters once the
    // connection is gone, which clientDisconnect reports.
    if (topic.channel === 'status' && packet.payload.toString() === STATUS_OFFLINE) return;
    if (client.connected) handlers.seen(terminal);
    handlers.message(terminal, topic.channel, packet.payload as Buffer);
  });

  function handle(stream: Duplex, request?: IncomingMessage) {
    const client = aedes.handle(stream, request as never);
    limitPacketSize(client, (length) =>
      log.warn(
        { address: addressOf(client), account: (client as TerminalClient).terminal?.account, bytes: length },
        'MQTT packet refused: larger than the broker allows',
      ),
    );
  }

  let server: net.Server | null = null;
  const sockets = new Set<net.Socket>();
  let port: number | null = null;
  if (options.port !== undefined) {
    server = net.createServer((socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      handle(socket);
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(options.port, options.host ?? '127.0.0.1', () => {
        server!.off('error', reject);
        resolve();
      });
    });
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : null;
  }

  return {
    kind: 'embedded',
    port,
    handle: (stream, request) => {
      handle(stream, request);
    },
    sendCommand(terminal, message) {
      aedes.publish(
        {
          cmd: 'publish',
          topic: terminalTopic(terminal.customerId, terminal.account, 'cmd'),
          payload: Buffer.from(JSON.stringify(message)),
          qos: 1,
          retain: false,
          dup: false,
        },
        (error) => {
          if (error) handlers.error(error);
        },
      );
    },
    disconnect(terminal) {
      for (const client of connections.get(terminal.id) ?? []) client.close();
    },
    healthy: () => !aedes.closed,
    close: async () => {
      if (server) {
        const closing = new Promise<void>((resolve) => server!.close(() => resolve()));
        for (const set of connections.values()) for (const client of set) client.close();
        // Connections still logging in (or never finishing) must not hold the shutdown.
        for (const socket of sockets) socket.destroy();
        await closing;
      }
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
    },
  };
}

const CHANNELS_IN: TerminalChannel[] = ['status', 'telemetry', 'event', 'ack'];

/**
 * An external broker (`MQTT_URL`: EMQX, Mosquitto) that authenticates terminals itself; the
 * server connects as a privileged client. Shared subscriptions (`$share/console/...`) hand each
 * terminal message to one server instance only, so presence is written once.
 */
export async function externalBroker(options: {
  url: string;
  handlers: BrokerHandlers;
}): Promise<TerminalBroker> {
  const { handlers } = options;
  const client = mqtt.connect(options.url, {
    clientId: `console-server-${randomUUID().slice(0, 8)}`,
    protocolVersion: 5,
    clean: true,
    reconnectPeriod: 1000,
    connectTimeout: 5000,
  });
  client.on('error', (error) => handlers.error(error));
  client.on('message', (topicName, payload) => {
    const topic = parseTerminalTopic(topicName);
    if (!topic || !CHANNELS_IN.includes(topic.channel)) return;
    handlers
      .lookup(topic.customerId, topic.account)
      .then((terminal) => {
        if (!terminal) return;
        if (topic.channel === 'status' && payload.toString() === STATUS_OFFLINE) {
          handlers.gone(terminal);
          return;
        }
        handlers.seen(terminal);
        handlers.message(terminal, topic.channel, payload);
      })
      .catch((error: unknown) => handlers.error(error));
  });

  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`MQTT broker ${options.url} not reachable`)), 10_000);
    client.once('connect', () => {
      client.subscribe(
        CHANNELS_IN.map((c) => `$share/console/t/+/+/${c}`),
        { qos: 1 },
        (error) => {
          clearTimeout(timer);
          if (error) reject(error);
          else resolve();
        },
      );
    });
  });
  await ready;

  return {
    kind: 'external',
    port: null,
    sendCommand(terminal, message) {
      client.publish(
        terminalTopic(terminal.customerId, terminal.account, 'cmd'),
        JSON.stringify(message),
        { qos: 1 },
        (error) => {
          if (error) handlers.error(error);
        },
      );
    },
    // The external broker owns the connections; a timed-out terminal is only marked offline.
    disconnect() {},
    healthy: () => client.connected,
    close: () => new Promise<void>((resolve) => client.end(false, {}, () => resolve())),
  };
}
