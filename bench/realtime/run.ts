/**
 * Presence fan-out at 10,000 terminals (ARCHITECTURE §9): how long a terminal's presence change
 * takes to reach a console WebSocket, and the server's memory while 10,000 terminals are connected.
 *
 *   npm run bench:realtime [-- --terminals 10000 --samples 200 --burst 1000]
 *
 * The built server (packages/server/dist/main.js) runs in its own process on a fresh PGlite data
 * directory; the bench seeds one tenant with N terminals (one argon2id hash with low cost settings
 * shared by all, so the first login of 10,000 terminals measures presence, not password hashing),
 * connects them with the simulator (packages/simulator) over MQTT, and watches `presence` on the
 * console WebSocket as the platform administrator.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { hash } from '@node-rs/argon2';
import WebSocket from 'ws';
import type { PresenceEvent, ServerMessage } from '@console/contract/realtime';
import { startFleet } from '@console/simulator/fleet';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ENTRY = path.join(ROOT, 'packages', 'server', 'dist', 'main.js');
const ADMIN_PASSWORD = 'Bench#2026';
const TERMINAL_PASSWORD = 'bench-terminal';
const FIRST_ACCOUNT = 70_000_001;

const { values } = parseArgs({
  options: {
    terminals: { type: 'string', default: '10000' },
    samples: { type: 'string', default: '200' },
    burst: { type: 'string', default: '1000' },
    settle: { type: 'string', default: '30' },
    'no-readme': { type: 'boolean', default: false },
  },
});
const TERMINALS = Number(values.terminals);
const SAMPLES = Number(values.samples);
const BURST = Math.min(Number(values.burst), TERMINALS);
const SETTLE_MS = Number(values.settle) * 1000;

const log = (message: string) =>
  process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${message}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  port: number;
  mqttPort: number;
  stop(): Promise<void>;
}

/** With DATABASE_URL (e.g. under scripts/with-postgres.sh) the server uses its own new database there. */
const POSTGRES = process.env.DATABASE_URL;
const BENCH_DB = `console_bench_rt_${process.pid}`;
function benchDatabaseUrl(): string {
  const u = new URL(POSTGRES!);
  u.pathname = `/${BENCH_DB}`;
  return u.toString();
}
async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const SEED_TERMINALS = `insert into device_accounts (customer_id, account, name, device_type, login_account, password)
  select $1, ($2::int + g - 1)::text, 'Bench ' || g, 'bedside', 'b' || g, $3 from generate_series(1, $4::int) g`;

async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const mqttPort = await freePort();
  const child = spawn(process.execPath, [ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MQTT_PORT: String(mqttPort),
      DATA_DIR: dataDir,
      DATABASE_URL: POSTGRES ? benchDatabaseUrl() : '',
      SEED: 'none',
      CAPTCHA: 'off',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      DEMO_SIMULATION: 'off',
      PRESENCE_TIMEOUT: '300',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 120_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until || child.exitCode !== null) throw new Error('server did not become ready');
    await sleep(200);
  }
  return {
    child,
    port,
    mqttPort,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

async function main() {
  if (!fs.existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: npm run build first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-rt-'));
  try {
    // 1. Start once (migrations, base seed), stop, seed the terminals into PGlite directly.
    if (POSTGRES) await adminQuery(`create database ${BENCH_DB}`);
    log(`starting the server once to migrate (${POSTGRES ? 'PostgreSQL' : 'PGlite'})`);
    await (await startServer(dataDir)).stop();
    const passwordHash = await hash(TERMINAL_PASSWORD, {
      algorithm: 2,
      memoryCost: 1024,
      timeCost: 1,
      parallelism: 1,
    });
    let customerId: number;
    if (POSTGRES) {
      const client = new pg.Client({ connectionString: benchDatabaseUrl() });
      await client.connect();
      const customer = await client.query<{ id: number }>(
        `insert into customers (name, account) values ('Bench Hospital', 'benchhospital') returning id`,
      );
      customerId = customer.rows[0]!.id;
      await client.query(SEED_TERMINALS, [customerId, FIRST_ACCOUNT, passwordHash, TERMINALS]);
      await client.end();
    } else {
      const db = new PGlite({ dataDir: path.join(dataDir, 'pglite') });
      const customer = await db.query<{ id: number }>(
        `insert into customers (name, account) values ('Bench Hospital', 'benchhospital') returning id`,
      );
      customerId = customer.rows[0]!.id;
      await db.query(SEED_TERMINALS, [customerId, FIRST_ACCOUNT, passwordHash, TERMINALS]);
      await db.close();
    }
    log(`seeded ${TERMINALS} terminals`);

    // 2. The server with those terminals; a console watching presence as the platform admin.
    const server = await startServer(dataDir);
    const pid = server.child.pid!;
    let peakRss = rssMb(pid);
    const idleRss = peakRss;
    const sampler = setInterval(() => {
      try {
        peakRss = Math.max(peakRss, rssMb(pid));
      } catch {
        // exited
      }
    }, 250);
    const api = `http://127.0.0.1:${server.port}/platformApi`;
    const login = (await (
      await fetch(`${api}/accountServer/api/1.0/sys/doLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'admin', password: ADMIN_PASSWORD }),
      })
    ).json()) as { retData: { accessToken: string } };
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/platformApi/ws`);
    const waiting = new Map<string, { since: number; resolve: (ms: number) => void }>();
    let onlineSeen = 0;
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      if (message.type !== 'event' || message.event.type !== 'presence') return;
      const event = message.event as PresenceEvent;
      if (event.online) onlineSeen++;
      const key = `${event.account}:${event.online}`;
      const waiter = waiting.get(key);
      if (waiter) {
        waiting.delete(key);
        waiter.resolve(performance.now() - waiter.since);
      }
    });
    await new Promise<void>((resolve) => socket.once('open', () => resolve()));
    socket.send(JSON.stringify({ type: 'auth', token: login.retData.accessToken }));
    await new Promise<void>((resolve) => {
      socket.on('message', (data) => {
        const m = JSON.parse(data.toString()) as ServerMessage;
        if (m.type === 'ready') socket.send(JSON.stringify({ type: 'sub', topic: 'presence' }));
        if (m.type === 'subscribed') resolve();
      });
    });
    const expect = (account: string, online: boolean, since: number) =>
      new Promise<number>((resolve) => {
        waiting.set(`${account}:${online}`, { since, resolve });
        setTimeout(() => {
          if (waiting.delete(`${account}:${online}`)) resolve(Number.POSITIVE_INFINITY);
        }, 10_000).unref();
      });

    // 3. Connect every terminal (presence only: keepalive heartbeats, no telemetry).
    const terminals = Array.from({ length: TERMINALS }, (_, i) => ({
      customerId,
      account: String(FIRST_ACCOUNT + i),
      deviceType: 'bedside',
    }));
    const connectStart = performance.now();
    const fleet = startFleet({
      url: `mqtt://127.0.0.1:${server.mqttPort}`,
      password: TERMINAL_PASSWORD,
      terminals,
      behaviour: { keepalive: 60, telemetryMs: 0, dropoutRate: 0 },
      concurrency: 200,
    });
    await fleet.started;
    const connectSeconds = (performance.now() - connectStart) / 1000;
    const connectedCount = fleet.terminals.filter((t) => t.connected).length;
    for (let waited = 0; onlineSeen < fleet.stats.connects && waited < 30_000; waited += 100)
      await sleep(100);
    log(
      `connected ${fleet.stats.connects}/${TERMINALS} in ${connectSeconds.toFixed(1)} s (refused ${fleet.stats.refused}); console saw ${onlineSeen} online events`,
    );
    // RSS right after 10,000 logins is mostly garbage the collector has not returned yet; the
    // steady figure is taken once the server has been idle for a while (peak is reported too).
    const stormRss = rssMb(pid);
    await sleep(SETTLE_MS);
    const connectedRss = rssMb(pid);
    log(
      `server RSS: ${idleRss} MB idle, ${stormRss} MB right after the logins, ${connectedRss} MB with ${connectedCount} terminals connected after ${SETTLE_MS / 1000} s`,
    );

    // 4. One change at a time: a terminal drops (last will), then returns.
    const offline: number[] = [];
    const online: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const terminal = fleet.terminals[Math.floor(Math.random() * fleet.terminals.length)]!;
      if (!terminal.connected) continue;
      const gone = expect(terminal.identity.account, false, performance.now());
      terminal.dropOut();
      offline.push(await gone);
      const back = expect(terminal.identity.account, true, performance.now());
      await terminal.start();
      online.push(await back);
      await sleep(20);
    }
    const single = { offline: summary(offline), online: summary(online) };
    log(
      `single changes: offline p50 ${single.offline.p50.toFixed(1)} ms p99 ${single.offline.p99.toFixed(1)} ms; online p50 ${single.online.p50.toFixed(1)} ms p99 ${single.online.p99.toFixed(1)} ms`,
    );

    // 5. A burst: many terminals drop at the same moment (a ward switch reboots).
    const burstTerminals = fleet.terminals.filter((t) => t.connected).slice(0, BURST);
    const since = performance.now();
    const burstWaits = burstTerminals.map((t) => expect(t.identity.account, false, since));
    for (const t of burstTerminals) t.dropOut();
    const burst = summary(await Promise.all(burstWaits));
    log(
      `burst of ${BURST} drops: p50 ${burst.p50.toFixed(1)} ms p99 ${burst.p99.toFixed(1)} ms max ${burst.max.toFixed(1)} ms`,
    );
    const finalRss = rssMb(pid);
    log(`server RSS after the burst ${finalRss} MB, peak ${peakRss} MB`);

    clearInterval(sampler);
    socket.close();
    await fleet.stop();
    await server.stop();

    const result = {
      date: new Date().toISOString(),
      commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
        cwd: ROOT,
        encoding: 'utf8',
      }).stdout.trim(),
      cpus: os.cpus().length,
      loadAverage: os.loadavg().map((l) => l.toFixed(2)),
      database: POSTGRES ? 'postgres' : 'pglite',
      terminals: TERMINALS,
      connected: connectedCount,
      connectSeconds: Number(connectSeconds.toFixed(1)),
      rssMb: {
        idle: idleRss,
        afterLogins: stormRss,
        connected: connectedRss,
        afterBurst: finalRss,
        peak: peakRss,
      },
      single,
      burst: { size: BURST, ...burst },
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    fs.writeFileSync(
      path.join(ROOT, 'bench', 'realtime', `results-${result.database}.json`),
      `${JSON.stringify(result, null, 2)}\n`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (POSTGRES) await adminQuery(`drop database if exists ${BENCH_DB}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `bench:realtime failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
