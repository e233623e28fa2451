import mqtt, { type MqttClient } from 'mqtt';
import { SimulatedTerminal, type TerminalBehaviour } from '@console/simulator/terminal';
import WebSocket from 'ws';
import { terminalTopic, type RealtimeEvent, type ServerMessage } from '@console/contract/realtime';
import type { Db } from '../src/db/client';
import { deviceAccounts } from '../src/modules/device-accounts/tables';
import { hashPassword } from '../src/modules/identity/passwords';

/** Helpers for tests of the real-time backbone: terminals over MQTT, consoles over WebSocket. */
export const TERMINAL_PASSWORD = 'Term1nal#pw';

let hash: Promise<string> | undefined;
export async function insertTerminal(
  db: Db,
  values: { customerId: number; account: string; enabled?: boolean; name?: string; deviceType?: string },
) {
  hash ??= hashPassword(TERMINAL_PASSWORD);
  const [row] = await db
    .insert(deviceAccounts)
    .values({
      customerId: values.customerId,
      account: values.account,
      name: values.name ?? `Terminal ${values.account}`,
      deviceType: values.deviceType ?? 'terminal',
      loginAccount: values.account,
      password: await hash,
      enabled: values.enabled ?? true,
    })
    .returning();
  return row!;
}

export interface TestTerminal {
  client: MqttClient;
  messages: { topic: string; payload: string }[];
  close(): Promise<void>;
}

/**
 * Connects a terminal the way the simulator does: subscribes to its cmd topic, then a retained
 * `online` status; last will `offline`.
 * Rejects with the CONNACK error when the broker refuses the login.
 */
export function connectTerminal(
  url: string,
  terminal: { customerId: number; account: string },
  options: { password?: string; keepalive?: number; clientId?: string; clean?: boolean } = {},
): Promise<TestTerminal> {
  const status = terminalTopic(terminal.customerId, terminal.account, 'status');
  const client = mqtt.connect(url, {
    username: terminal.account,
    password: options.password ?? TERMINAL_PASSWORD,
    clientId: options.clientId ?? `test-${terminal.account}-${Math.random().toString(36).slice(2, 8)}`,
    clean: options.clean ?? true,
    keepalive: options.keepalive ?? 1,
    reconnectPeriod: 0,
    connectTimeout: 5000,
    will: { topic: status, payload: Buffer.from('offline'), qos: 1, retain: true },
  });
  const messages: { topic: string; payload: string }[] = [];
  client.on('message', (topic, payload) => messages.push({ topic, payload: payload.toString() }));
  return new Promise((resolve, reject) => {
    client.once('connect', () => {
      // Subscribe first, then announce: commands sent on `online` then always find the subscription.
      client.subscribe(terminalTopic(terminal.customerId, terminal.account, 'cmd'), { qos: 1 });
      client.publish(status, 'online', { qos: 1, retain: true });
      resolve({
        client,
        messages,
        close: () =>
          new Promise((done) => {
            if (client.disconnected || client.disconnecting) return done();
            client.end(false, {}, () => done());
            setTimeout(done, 500).unref();
          }),
      });
    });
    client.once('error', (error) => {
      client.end(true);
      reject(error);
    });
  });
}

/** Drop the TCP connection without DISCONNECT: the broker publishes the last will. */
export function dropTerminal(terminal: TestTerminal) {
  (terminal.client as unknown as { stream: { destroy(): void } }).stream.destroy();
  terminal.client.end(true);
}

export interface TestConsole {
  socket: WebSocket;
  events: RealtimeEvent[];
  messages: ServerMessage[];
  /** Resolves with the first message (already received or future) that matches. */
  next<T extends ServerMessage>(match: (m: ServerMessage) => m is T, timeoutMs?: number): Promise<T>;
  waitEvent(match: (e: RealtimeEvent) => boolean, timeoutMs?: number): Promise<RealtimeEvent>;
  subscribe(topic: string): Promise<'subscribed' | 'denied'>;
  closed: Promise<{ code: number }>;
  close(): void;
}

export async function connectConsole(
  wsUrl: string,
  token: string | null,
  /** TLS options (`ca`: trust a test front's self-signed certificate). */
  tls: { ca?: string } = {},
): Promise<TestConsole> {
  const socket = new WebSocket(wsUrl, tls);
  const messages: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  const closed = new Promise<{ code: number }>((resolve) => socket.on('close', (code) => resolve({ code })));
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as ServerMessage);
    for (const w of waiters) w();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  if (token !== null) socket.send(JSON.stringify({ type: 'auth', token }));

  function next<T extends ServerMessage>(match: (m: ServerMessage) => m is T, timeoutMs = 3000): Promise<T> {
    return new Promise((resolve, reject) => {
      let index = 0;
      const check = () => {
        for (; index < messages.length; index++) {
          const m = messages[index]!;
          if (match(m)) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(m);
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  }
  const isEvent = (m: ServerMessage): m is Extract<ServerMessage, { type: 'event' }> => m.type === 'event';
  return {
    socket,
    messages,
    get events() {
      return messages.filter(isEvent).map((m) => m.event);
    },
    next,
    waitEvent: async (match, timeoutMs) =>
      (
        await next(
          (m): m is Extract<ServerMessage, { type: 'event' }> => isEvent(m) && match(m.event),
          timeoutMs,
        )
      ).event,
    subscribe: async (topic) => {
      socket.send(JSON.stringify({ type: 'sub', topic }));
      const answer = await next(
        (m): m is Extract<ServerMessage, { type: 'subscribed' | 'denied' }> =>
          (m.type === 'subscribed' || m.type === 'denied') && m.topic === topic,
      );
      return answer.type;
    },
    closed,
    close: () => socket.close(),
  };
}

export async function ready(c: TestConsole) {
  await c.next((m): m is { type: 'ready' } => m.type === 'ready');
}

/**
 * Starts the test app listening on a free loopback port: the URLs of its embedded broker (TCP)
 * and of its console WebSocket.
 */
export async function listenForConsoles(
  app: {
    listen(options: { port: number; host: string }): Promise<unknown>;
    server: { address(): unknown };
    realtime: { broker: { port: number | null } };
  },
  wsPath: string,
): Promise<{ mqttUrl: string; wsUrl: string }> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port?: number } | null;
  return {
    mqttUrl: `mqtt://127.0.0.1:${app.realtime.broker.port}`,
    wsUrl: `ws://127.0.0.1:${address?.port ?? 0}${wsPath}`,
  };
}

/** Reads again every 50 ms until `ok` holds or the time is up; answers the last value read. */
export async function eventually<T>(
  read: () => Promise<T> | T,
  ok: (v: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A simulated terminal for API tests: heard from every second (keepalive), no telemetry, never
 * dropping off; `behaviour` adds what the test needs (notice reads, calls).
 */
export function quietTerminal(
  url: string,
  identity: { customerId: number; account: string },
  behaviour: Partial<TerminalBehaviour> = {},
): SimulatedTerminal {
  return new SimulatedTerminal(identity, {
    url,
    password: TERMINAL_PASSWORD,
    behaviour: {
      keepalive: 1,
      telemetryMs: 0,
      dropoutRate: 0,
      awayMs: [60_000, 60_000],
      callRate: 0,
      ...behaviour,
    },
    random: () => 0.5,
    stats: { connects: 0, refused: 0, dropouts: 0, messages: 0, commands: 0 },
  });
}
