import net from 'node:net';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

/** What one probe found: up (with how long it took) or down with why. */
export type ProbeOutcome = { up: true; latencyMs: number } | { up: false; latencyMs: null; error: string };

/** How a server is probed: the address, and the protocol spoken after the TCP connect. */
export type ProbeTarget =
  | { protocol: 'tcp'; host: string; port: number }
  | { protocol: 'mqtt'; host: string; port: number }
  | { protocol: 'http'; host: string; port: number; path?: string }
  | {
      protocol: 'postgres';
      host: string;
      port: number;
      user?: string | undefined;
      password?: string | undefined;
      database?: string | undefined;
    };

export const PROBE_TIMEOUT_MS = 3000;

/** An error as one line of at most 255 characters, never with a password in it. */
function reason(error: unknown): string {
  let text = error instanceof Error ? error.message || error.name : String(error);
  // fetch says "fetch failed" and keeps the socket's error (ECONNREFUSED …) as its cause
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error && cause.message) text = `${text}: ${cause.message}`;
  return text.replace(/\s+/g, ' ').slice(0, 255);
}

/** A TCP connection to host:port, or why none was made within the timeout. */
function connect(host: string, port: number, timeoutMs: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`timeout after ${timeoutMs} ms connecting to ${host}:${port}`));
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      socket.destroy();
      reject(error);
    });
  });
}

/** Wait for `bytes` bytes on a socket (or fail on close, error or timeout). */
function read(socket: net.Socket, bytes: number, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let got = Buffer.alloc(0);
    const done = (error?: Error) => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('close', onClose);
      socket.off('error', done);
      if (error) reject(error);
      else resolve(got);
    };
    const onData = (chunk: Buffer) => {
      got = Buffer.concat([got, chunk]);
      if (got.length >= bytes) done();
    };
    const onClose = () => done(new Error('connection closed before an answer'));
    const timer = setTimeout(() => done(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.once('error', done);
  });
}

/**
 * An MQTT 3.1.1 CONNECT without credentials (client id `probe-…`, clean session) answered by a
 * CONNACK: the broker is up whether it accepts (0) or refuses an anonymous client (4, 5); any
 * other answer is not a broker. A DISCONNECT follows an accepted one.
 */
async function mqttProbe(socket: net.Socket, timeoutMs: number): Promise<void> {
  const clientId = Buffer.from(`probe-${process.pid}-${Date.now() % 100000}`);
  const variable = Buffer.from([0x00, 0x04, 0x4d, 0x51, 0x54, 0x54, 0x04, 0x02, 0x00, 0x0a]);
  const payload = Buffer.concat([Buffer.from([clientId.length >> 8, clientId.length & 0xff]), clientId]);
  const remaining = variable.length + payload.length;
  socket.write(Buffer.concat([Buffer.from([0x10, remaining]), variable, payload]));
  const answer = await read(socket, 4, timeoutMs);
  if (answer[0] !== 0x20 || answer[1] !== 0x02) throw new Error('not an MQTT broker (no CONNACK)');
  const code = answer[3]!;
  if (code === 0) socket.write(Buffer.from([0xe0, 0x00]));
  else if (code !== 4 && code !== 5) throw new Error(`MQTT broker refused the connection (code ${code})`);
}

/** A GET of the status path: 2xx and 3xx are up. */
async function httpProbe(host: string, port: number, path: string, timeoutMs: number): Promise<void> {
  const response = await fetch(`http://${host}:${port}${path}`, {
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel();
  if (response.status >= 400) throw new Error(`HTTP ${response.status} from ${path}`);
}

/** `select 1` with the server's login (connect, authenticate, query). */
async function postgresProbe(target: Extract<ProbeTarget, { protocol: 'postgres' }>, timeoutMs: number) {
  const client = new pg.Client({
    host: target.host,
    port: target.port,
    user: target.user || 'postgres',
    password: target.password ?? '',
    database: target.database || target.user || 'postgres',
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    ssl: false,
  });
  // A late error after a timeout must not be unhandled.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Probe one server: TCP connect, then its protocol. Never throws. */
export async function probe(target: ProbeTarget, timeoutMs = PROBE_TIMEOUT_MS): Promise<ProbeOutcome> {
  const started = performance.now();
  try {
    if (target.protocol === 'postgres') await postgresProbe(target, timeoutMs);
    else if (target.protocol === 'http')
      await httpProbe(target.host, target.port, target.path ?? '/', timeoutMs);
    else {
      const socket = await connect(target.host, target.port, timeoutMs);
      try {
        if (target.protocol === 'mqtt') await mqttProbe(socket, timeoutMs);
      } finally {
        socket.destroy();
      }
    }
    return { up: true, latencyMs: Math.max(0, Math.round(performance.now() - started)) };
  } catch (error) {
    return { up: false, latencyMs: null, error: reason(error) };
  }
}
