import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import mqtt from 'mqtt';
import {
  parseTerminalTopic,
  STATUS_OFFLINE,
  terminalTopic,
  TERMINAL_PUBLISH,
  TERMINAL_SUBSCRIBE,
  type CommandMessage,
  type TerminalChannel,
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
  sendCommand(terminal: TerminalRef, message: CommandMessage): void;
  /** Drop a terminal's connections (it timed out while its socket stayed open). */
  disconnect(terminal: TerminalRef): void;
  /** Up (embedded) or connected (external): part of /readyz. */
  healthy(): boolean;
  close(): Promise<void>;
}

type TerminalClient = Client & { terminal?: TerminalRef };

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
  port?: number | undefined;
  host?: string | undefined;
}): Promise<TerminalBroker> {
  const { auth, handlers } = options;
  const connections = new Map<number, Set<TerminalClient>>();

  const aedes = await Aedes.createBroker({
    id: `console-${randomUUID()}`,
    // 10,000 terminals reconnecting at once: let authentication run wide.
    concurrency: 1000,
    authenticate(client, username, password, done) {
      auth
        .authenticate(username, password)
        .then((result) => {
          if (!result.ok) {
            done(authError(result.reason === 'disabled' ? 5 : 4, result.reason), false);
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

  let server: net.Server | null = null;
  const sockets = new Set<net.Socket>();
  let port: number | null = null;
  if (options.port !== undefined) {
    server = net.createServer((socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      aedes.handle(socket);
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
      aedes.handle(stream, request);
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
