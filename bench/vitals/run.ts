/**
 * Sustained vitals ingest (issue 15): samples per second that bedside terminals publish over
 * MQTT and the server stores in `vital_samples` (batched multi-row inserts), with the server's
 * memory, on PGlite or PostgreSQL.
 *
 *   npm run bench:vitals [-- --terminals 500 --rate 2000 --seconds 30]
 *   scripts/with-postgres.sh npm run bench:vitals -- --rate 4000
 *
 * The built server (packages/server/dist/main.js) runs in its own process on a fresh database;
 * the bench seeds one tenant with N bedside terminals placed at one bed (ward devices), connects
 * them with plain MQTT clients and publishes `{ kind: 'vitals', … }` at `rate` samples/s in total
 * for `seconds`. Ingest = samples stored ÷ time from the first publish to the last one stored
 * (counted through the bed's vitals route); every sample must be stored for the run to count.
 *
 *   npm run bench:vitals -- --tiles [--terminals 1000 --seconds 60]
 *
 * With `--tiles` each terminal is at its own bed (wards of 50 beds, the six built-in indicators)
 * and sends a sample every 5 s, as bedside monitors feed a central station; a console WebSocket
 * watches every ward's `station:{wardId}` topic, and the bench times each sample from its publish
 * to the station event of its bed (the tile's update): p50 / p99 / max, and the server's memory.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { hash } from '@node-rs/argon2';
import mqtt, { type MqttClient } from 'mqtt';
import pg from 'pg';
import WebSocket from 'ws';
import { BUILT_IN_INDICATORS } from '@console/contract/medical/alarm-levels';
import { terminalTopic, type ServerMessage } from '@console/contract/realtime';
import type { VitalsSeries } from '@console/contract/vitals';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ENTRY = path.join(ROOT, 'packages', 'server', 'dist', 'main.js');
const ADMIN_PASSWORD = 'Bench#2026';
const TERMINAL_PASSWORD = 'bench-terminal';
const FIRST_ACCOUNT = 71_000_001;

const { values } = parseArgs({
  options: {
    terminals: { type: 'string', default: '500' },
    rate: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '30' },
    tiles: { type: 'boolean', default: false },
  },
});
const TILES = values.tiles;
const TERMINALS = Number(values.terminals);
/** A central station's terminals each send every 5 s. */
const SEND_EVERY_S = 5;
const RATE = TILES ? TERMINALS / SEND_EVERY_S : Number(values.rate);
const BEDS_PER_WARD = 50;
const SECONDS = Number(values.seconds);

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

const POSTGRES = process.env.DATABASE_URL;
const BENCH_DB = `console_bench_vitals_${process.pid}`;
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

/** The six built-in indicators with their adult limits: samples are evaluated for alarms as in use. */
const INDICATORS = `insert into monitoring_indicators (customer_id, code, name, unit, decimals, alarm_low, warning_low,
     warning_high, alarm_high, persistence_seconds, escalation_minutes, sort, built_in)
    select c.id, i.code, i.name, i.unit, i.decimals, i.alarm_low, i.warning_low, i.warning_high,
      i.alarm_high, 10, 5, i.sort, true
    from customers c, jsonb_to_recordset($1::jsonb) as i(code text, name text, unit text,
      decimals int, alarm_low float8, warning_low float8, warning_high float8, alarm_high float8, sort int)
    where c.account = 'benchvitals'`;

/** One tenant, N bedside terminals, a ward with one bed, each terminal placed at the bed. */
const SEED = [
  `insert into customers (name, account) values ('Bench Hospital', 'benchvitals')`,
  `insert into device_accounts (customer_id, account, name, device_type, login_account, password)
    select c.id, ($1::int + g - 1)::text, 'Monitor ' || g, 'bedside', 'v' || g, $2
    from customers c, generate_series(1, $3::int) g where c.account = 'benchvitals'`,
  `insert into wards (customer_id, name, code) select id, 'Bench ICU', 'BICU' from customers where account = 'benchvitals'`,
  `insert into beds (customer_id, ward_id, number, code, name)
    select w.customer_id, w.id, 1, 'BICU-01', 'Bench bed' from wards w where w.code = 'BICU'`,
  `insert into ward_devices (customer_id, name, device_account_id, type, ward_id, bed_id, role)
    select d.customer_id, d.name, d.id, 'terminal', b.ward_id, b.id, 'ward'
    from device_accounts d join beds b on b.customer_id = d.customer_id where b.code = 'BICU-01'`,
  INDICATORS,
];

/** Tiles: N wards of 50 beds, each terminal at its own bed, the six built-in indicators. */
const TILE_SEED = [
  SEED[0]!,
  SEED[1]!,
  `insert into wards (customer_id, name, code)
    select c.id, 'Bench ICU ' || w, 'BICU' || w
    from customers c, generate_series(1, ceil($1::int / ${BEDS_PER_WARD}.0)::int) w where c.account = 'benchvitals'`,
  `insert into beds (customer_id, ward_id, number, code, name)
    select d.customer_id, w.id, (d.account::int - $1::int) % ${BEDS_PER_WARD} + 1, 'B' || d.account, 'Bed ' || d.account
    from device_accounts d
    join wards w on w.customer_id = d.customer_id
      and w.code = 'BICU' || ((d.account::int - $1::int) / ${BEDS_PER_WARD} + 1)`,
  `insert into ward_devices (customer_id, name, device_account_id, type, ward_id, bed_id, role)
    select d.customer_id, d.name, d.id, 'terminal', b.ward_id, b.id, 'ward'
    from device_accounts d join beds b on b.customer_id = d.customer_id and b.code = 'B' || d.account`,
  INDICATORS,
];
const indicatorRows = JSON.stringify(
  BUILT_IN_INDICATORS.map((i, k) => ({
    code: i.code,
    name: i.name.zh,
    unit: i.unit,
    decimals: i.decimals,
    alarm_low: i.alarmLow,
    warning_low: i.warningLow,
    warning_high: i.warningHigh,
    alarm_high: i.alarmHigh,
    sort: (k + 1) * 10,
  })),
);

interface Server {
  child: ChildProcess;
  port: number;
  mqttPort: number;
  stop(): Promise<void>;
}

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
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
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
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

function connect(url: string, account: string): Promise<MqttClient> {
  const client = mqtt.connect(url, {
    username: account,
    password: TERMINAL_PASSWORD,
    clientId: `bench-${account}`,
    keepalive: 60,
    reconnectPeriod: 0,
  });
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('error', reject);
  });
}

async function main() {
  if (!fs.existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: npm run build first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-vitals-'));
  try {
    if (POSTGRES) await adminQuery(`create database ${BENCH_DB}`);
    log(`starting the server once to migrate (${POSTGRES ? 'PostgreSQL' : 'PGlite'})`);
    await (await startServer(dataDir)).stop();
    const passwordHash = await hash(TERMINAL_PASSWORD, {
      algorithm: 2,
      memoryCost: 1024,
      timeCost: 1,
      parallelism: 1,
    });
    const statements = TILES ? TILE_SEED : SEED;
    const params = TILES
      ? [[], [FIRST_ACCOUNT, passwordHash, TERMINALS], [TERMINALS], [FIRST_ACCOUNT], [], [indicatorRows]]
      : [[], [FIRST_ACCOUNT, passwordHash, TERMINALS], [], [], [], [indicatorRows]];
    // The beds the run watches: the one bed, or each terminal's (by account), with their wards.
    const bedsQuery = TILES
      ? `select b.customer_id, b.id, b.ward_id, substr(b.code, 2) as account from beds b`
      : `select customer_id, id, ward_id, null as account from beds where code = 'BICU-01'`;
    type BedRow = { customer_id: number; id: number; ward_id: number; account: string | null };
    let beds: BedRow[];
    if (POSTGRES) {
      const client = new pg.Client({ connectionString: benchDatabaseUrl() });
      await client.connect();
      for (const [i, text] of statements.entries()) await client.query(text, params[i]);
      beds = (await client.query<BedRow>(bedsQuery)).rows;
      await client.end();
    } else {
      const db = new PGlite({ dataDir: path.join(dataDir, 'pglite') });
      for (const [i, text] of statements.entries()) await db.query(text, params[i]);
      beds = (await db.query<BedRow>(bedsQuery)).rows;
      await db.close();
    }
    const customerId = beds[0]!.customer_id;
    const bedId = beds[0]!.id;
    log(`seeded ${TERMINALS} bedside terminals at ${TILES ? `${beds.length} beds` : 'one bed'}`);

    const server = await startServer(dataDir);
    const pid = server.child.pid!;
    const idleRss = rssMb(pid);
    let peakRss = idleRss;
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
    const token = login.retData.accessToken;

    const url = `mqtt://127.0.0.1:${server.mqttPort}`;
    const clients: MqttClient[] = [];
    for (let i = 0; i < TERMINALS; i += 50)
      clients.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, TERMINALS - i) }, (_, k) =>
            connect(url, String(FIRST_ACCOUNT + i + k)),
          ),
        )),
      );
    log(`connected ${clients.length} terminals`);

    // Tiles: every ward's station topic on one console WebSocket; a sample's latency is from its
    // publish to its bed's next station event (a terminal sends every 5 s, so they cannot mix).
    const bedOfAccount = new Map(beds.map((b) => [b.account, b.id]));
    const sentAt = new Map<number, number>();
    const latencies: number[] = [];
    let socket: WebSocket | undefined;
    if (TILES) {
      socket = new WebSocket(`ws://127.0.0.1:${server.port}/platformApi/ws`);
      const wards = [...new Set(beds.map((b) => b.ward_id))];
      let subscribed = 0;
      await new Promise<void>((resolve, reject) => {
        socket!.once('error', reject);
        socket!.on('open', () => socket!.send(JSON.stringify({ type: 'auth', token })));
        socket!.on('message', (data) => {
          const message = JSON.parse(data.toString()) as ServerMessage;
          if (message.type === 'ready')
            for (const ward of wards) socket!.send(JSON.stringify({ type: 'sub', topic: `station:${ward}` }));
          if (message.type === 'subscribed' && ++subscribed === wards.length) resolve();
          if (message.type !== 'event' || message.event.type !== 'station') return;
          const since = sentAt.get(message.event.station.bedId);
          if (since === undefined) return;
          sentAt.delete(message.event.station.bedId);
          latencies.push(performance.now() - since);
        });
      });
      log(`watching ${wards.length} wards' stations`);
    }

    // Publish RATE samples/s in total, in 100 ms ticks, round-robin over the terminals.
    const from = new Date(Date.now() - 1000);
    const total = RATE * SECONDS;
    const perTick = RATE / 10;
    let sent = 0;
    const start = performance.now();
    while (sent < total) {
      const due = Math.min(total, Math.round(((performance.now() - start) / 1000) * RATE) + perTick);
      for (; sent < due; sent++) {
        const client = clients[sent % clients.length]!;
        const account = String(FIRST_ACCOUNT + (sent % clients.length));
        if (TILES) sentAt.set(bedOfAccount.get(account)!, performance.now());
        client.publish(
          terminalTopic(customerId, account, 'telemetry'),
          JSON.stringify({
            kind: 'vitals',
            heartRate: 60 + (sent % 40),
            spo2: 97,
            systolic: 120,
            diastolic: 80,
            respiration: 16,
            temperature: 36.8,
          }),
        );
      }
      await sleep(100);
    }
    const publishSeconds = (performance.now() - start) / 1000;
    log(`published ${sent} samples in ${publishSeconds.toFixed(1)} s`);

    // Stored count through the bed's series route (every sample of the run is at this bed).
    const stored = async () => {
      const to = new Date(Date.now() + 60_000).toISOString();
      const res = await fetch(
        `${api}/console/api/v1/beds/${bedId}/vitals?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to)}&points=2`,
        { headers: { token } },
      );
      return ((await res.json()) as { retData: VitalsSeries }).retData.samples;
    };
    let count = 0;
    let lastChange = performance.now();
    // Tiles time the station events, not the store: the last ones get 3 s to arrive.
    if (TILES) await sleep(3000);
    else
      for (;;) {
        const now = await stored();
        if (now !== count) {
          count = now;
          lastChange = performance.now();
        }
        if (count >= total || performance.now() - lastChange > 20_000) break;
        await sleep(250);
      }
    const storedSeconds = (lastChange - start) / 1000;
    const ingest = Math.round(count / storedSeconds);
    const finalRss = rssMb(pid);
    log(
      TILES
        ? `server RSS ${idleRss} MB idle, ${finalRss} MB after, peak ${peakRss} MB`
        : `stored ${count}/${total} samples by ${storedSeconds.toFixed(1)} s: ${ingest} samples/s; server RSS ${idleRss} MB idle, ${finalRss} MB after, peak ${peakRss} MB`,
    );
    clearInterval(sampler);
    socket?.close();
    const sorted = latencies.sort((x, y) => x - y);
    const at = (q: number) =>
      Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);
    const tiles = TILES
      ? { updates: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: Math.round(sorted.at(-1) ?? NaN) }
      : undefined;
    if (tiles)
      log(
        `tiles: ${tiles.updates} updates of ${sent} samples; sample -> tile p50 ${tiles.p50Ms} ms, p99 ${tiles.p99Ms} ms, max ${tiles.maxMs} ms (budget p99 <= 1,000 ms: ${tiles.p99Ms <= 1000 ? 'met' : 'missed'})`,
      );
    await Promise.all(clients.map((c) => c.endAsync()));
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
      targetRate: RATE,
      seconds: SECONDS,
      published: sent,
      ...(TILES
        ? {}
        : {
            stored: count,
            allStored: count === total,
            ingestPerSecond: ingest,
            /** From the last publish to the last sample stored (includes the count's own polling). */
            lagSeconds: Number((storedSeconds - publishSeconds).toFixed(1)),
          }),
      rssMb: { idle: idleRss, after: finalRss, peak: peakRss },
      ...(tiles ? { tiles } : {}),
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    fs.writeFileSync(
      path.join(
        ROOT,
        'bench',
        'vitals',
        `results-${result.database}-${TILES ? `tiles-${TERMINALS}` : RATE}.json`,
      ),
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
      `bench:vitals failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
