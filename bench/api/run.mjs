#!/usr/bin/env node
// API load benchmark (ARCHITECTURE §9), `npm run bench:api`. See bench/README.md.
//
// One run measures, with autocannon, on this machine:
//   bare      a node:http hello world (the yardstick the budget is relative to)
//   pglite    the built server in its default mode (embedded PGlite on a temp DATA_DIR)
//   postgres  the same server on a throwaway PostgreSQL (scripts/with-postgres.sh)
// For each server: the signed-in user's menu tree, the user log page 1 (20 rows) and a deep page,
// as a tenant administrator whose tenant has 1,000,000 user-log rows; and the device list
// (/device/accounts) of that tenant with 10,000 terminals: page 1, a deep page, sorted by name,
// filtered by online and by type, and a keyword search.
//
// Options (or BENCH_* environment variables):
//   --duration S        seconds per measurement (10)         BENCH_DURATION
//   --warmup S          seconds of discarded warm-up (3)     BENCH_WARMUP
//   --connections N     concurrent connections (64)          BENCH_CONNECTIONS
//   --rows N            user-log rows for the tenant (1e6)   BENCH_ROWS
//   --targets LIST      bare,pglite,postgres                 BENCH_TARGETS
//   --terminals N       device accounts for the tenant (1e4) BENCH_TERMINALS
//   --only TEXT         only scenarios whose name contains TEXT (e.g. deviceAccounts); the
//                       results then go to their own README section   BENCH_ONLY
//   --no-readme         do not rewrite bench/README.md
// BENCH_SERVER_NODE_ARGS adds node flags to the server process (e.g. `--cpu-prof
// --cpu-prof-dir=/tmp/prof` to see where a request's time goes); BENCH_KEEP_DATABASE=1 keeps the
// postgres target's database (its name is printed) to replay the queries with EXPLAIN afterwards.
// Everything binds to 127.0.0.1; every process and temp directory it creates is removed at the end.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVER_ENTRY = path.join(ROOT, 'packages', 'server', 'dist', 'main.js');
const README = path.join(ROOT, 'bench', 'README.md');
const API = '/platformApi';
const PATHS = {
  login: `${API}/accountServer/api/1.0/sys/doLogin`,
  menuTree: `${API}/accountServer/api/v1/menu/user/tree`,
  userLogs: `${API}/console/api/v1/userLogs`,
  deviceAccounts: `${API}/console/api/v1/deviceAccounts`,
  groups: `${API}/console/api/v1/groups`,
};
const ADMIN_PASSWORD = 'Bench#2026';
const TENANT = {
  name: 'Bench Hospital',
  account: 'benchhospital',
  admin: 'benchadmin',
  password: 'Bench#Tenant1',
};
const PAGE_SIZE = 20;
const DEEP_PAGE_DEFAULT = 5000; // offset 99,980
// ARCHITECTURE §9, the uncached page on PostgreSQL: no server keeps pages (ADR 12).
const BUDGET = { p99Ms: 50, ratio: 0.1 };
// Tenants beside the big one, each with its own administrator, user log and terminals, so the
// mixed load runs under many sessions and row-level security settings.
const SMALL_TENANTS = 7;
const SMALL_TENANT_ROWS = 2_000;
const SMALL_TENANT_TERMINALS = 100;
const startLoad = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(', ');

// ---------------------------------------------------------------------------------------------
// options

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string' },
    rows: { type: 'string' },
    targets: { type: 'string' },
    terminals: { type: 'string' },
    only: { type: 'string' },
    'no-readme': { type: 'boolean', default: false },
  },
});
const num = (value, fallback) => (value === undefined || value === '' ? fallback : Number(value));
const opts = {
  duration: num(args.duration ?? process.env.BENCH_DURATION, 10),
  warmup: num(args.warmup ?? process.env.BENCH_WARMUP, 3),
  connections: num(args.connections ?? process.env.BENCH_CONNECTIONS, 64),
  rows: num(args.rows ?? process.env.BENCH_ROWS, 1_000_000),
  targets: (args.targets ?? process.env.BENCH_TARGETS ?? 'bare,pglite,postgres')
    .split(',')
    .map((t) => t.trim()),
  terminals: num(args.terminals ?? process.env.BENCH_TERMINALS, 10_000),
  only: args.only ?? process.env.BENCH_ONLY ?? '',
  readme: !args['no-readme'],
};
for (const [key, value] of Object.entries(opts)) {
  if (typeof value === 'number' && !(Number.isFinite(value) && value >= 0)) fail(`bad --${key}: ${value}`);
}

function fail(message) {
  process.stderr.write(`bench: ${message}\n`);
  process.exit(1);
}
const log = (message) => process.stdout.write(`${message}\n`);
// With fewer rows (a quick run), the deep page stays inside the data.
const DEEP_PAGE = Math.max(1, Math.min(DEEP_PAGE_DEFAULT, Math.floor(opts.rows / PAGE_SIZE / 2)));
// The device list's deep page: four fifths into the tenant's terminals (page 400 of 500 at 10,000).
const DEVICE_DEEP_PAGE = Math.max(1, Math.floor((opts.terminals / PAGE_SIZE) * 0.8));

// ---------------------------------------------------------------------------------------------
// PostgreSQL: the postgres target needs DATABASE_URL. Without one, re-run this script under
// scripts/with-postgres.sh (a throwaway cluster, removed when the script ends).

const pgBinaries = () => {
  try {
    return fs
      .readdirSync('/usr/lib/postgresql')
      .some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
  } catch {
    return false;
  }
};
if (opts.targets.includes('postgres') && !process.env.DATABASE_URL) {
  if (process.env.BENCH_UNDER_WITH_POSTGRES || !pgBinaries()) {
    log('bench: no PostgreSQL available (apt-get install -y postgresql); skipping the postgres target');
    opts.targets = opts.targets.filter((t) => t !== 'postgres');
  } else {
    const result = spawnSync(
      path.join(ROOT, 'scripts', 'with-postgres.sh'),
      [process.execPath, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
      { stdio: 'inherit', env: { ...process.env, BENCH_UNDER_WITH_POSTGRES: '1' } },
    );
    process.exit(result.status ?? 1);
  }
}

// ---------------------------------------------------------------------------------------------
// cleanup of everything this process starts

const children = new Set();
const tempDirs = new Set();
function killAll() {
  for (const child of children) {
    try {
      child.kill('SIGKILL');
    } catch {
      /* already gone */
    }
  }
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
}
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    log(`\nbench: ${signal}, stopping`);
    killAll();
    process.exit(130);
  });
}

function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}
function removeTempDir(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// processes

/** Spawns a node process; resolves once `ready(port)` answers. */
async function startProcess(name, argv, env, ready, timeoutMs = 180_000) {
  const output = [];
  const child = spawn(process.execPath, argv, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exit = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      children.delete(child);
      resolve(exited);
    }),
  );
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`${name} exited (${JSON.stringify(exited)}):\n${output.join('')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} not ready after ${timeoutMs / 1000} s:\n${output.join('')}`);
    }
    if (await ready().catch(() => false)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    output,
    pid: child.pid,
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(timer);
    },
  };
}

const BARE_SERVER = `
const http = require('node:http');
http.createServer((req, res) => { res.writeHead(200, { 'content-type': 'text/plain' }); res.end('hello world'); })
  .listen(Number(process.env.PORT), '127.0.0.1');
setInterval(() => { try { process.kill(Number(process.env.BENCH_PARENT), 0); } catch { process.exit(0); } }, 1000).unref();
`;

async function startBare() {
  const port = await freePort();
  const proc = await startProcess(
    'bare node:http server',
    ['-e', BARE_SERVER],
    { ...process.env, PORT: String(port), BENCH_PARENT: String(process.pid) },
    async () => (await request(port, 'GET', '/')).status === 200,
    10_000,
  );
  return { port, ...proc };
}

// The floor on PostgreSQL: Fastify and pg (the server's own versions, pool of 20 like the server)
// answering each request with one statement and nothing else. What a request of the real server
// costs beyond it is the session, the tenant transaction and the list itself.
const FLOOR_SERVER = `
const { createRequire } = require('node:module');
const serverRequire = createRequire(process.env.SERVER_PACKAGE);
const Fastify = serverRequire('fastify');
const pg = serverRequire('pg');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify();
app.get('/', async () => (await pool.query({ name: 'floor', text: 'select $1::int as n', values: [1] })).rows);
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
setInterval(() => { try { process.kill(Number(process.env.BENCH_PARENT), 0); } catch { process.exit(0); } }, 1000).unref();
`;

async function startFloor(databaseUrl) {
  const port = await freePort();
  const proc = await startProcess(
    'floor: fastify + pg',
    ['-e', FLOOR_SERVER],
    {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SERVER_PACKAGE: path.join(ROOT, 'packages', 'server', 'package.json'),
      BENCH_PARENT: String(process.pid),
    },
    async () => (await request(port, 'GET', '/')).status === 200,
    10_000,
  );
  return { port, ...proc };
}

async function startServer({ dataDir, databaseUrl }) {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    MQTT_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    CAPTCHA: 'off',
    ADMIN_PASSWORD,
    SEED: 'none',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The seeded "online" terminals (seen in the last minute) have no connection: an hour's timeout
    // keeps the presence sweep from marking them offline during the run (it did: online=true found none).
    PRESENCE_TIMEOUT: '3600',
  };
  const proc = await startProcess(
    'server',
    [...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean), SERVER_ENTRY],
    env,
    async () => (await request(port, 'GET', '/readyz')).status === 200,
  );
  return { port, ...proc };
}

// ---------------------------------------------------------------------------------------------
// HTTP

function request(port, method, url, { headers = {}, body, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: {
          ...headers,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, text, json });
        });
      },
    );
    req.on('error', reject);
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    if (payload) req.write(payload);
    req.end();
  });
}

async function login(port, account, password) {
  const res = await request(port, 'POST', PATHS.login, { body: { account, password } });
  if (res.json?.retCode !== '000000') throw new Error(`login as ${account} failed: ${res.text}`);
  return res.json.retData.accessToken;
}

/** Checks a scenario answers what it should before it is measured. */
async function check(port, scenario, timeoutMs = 30_000) {
  const res = await request(port, 'GET', scenario.path, { headers: scenario.headers, timeoutMs });
  if (scenario.floor) {
    if (res.status !== 200 || res.json?.[0]?.n !== 1)
      throw new Error(`${scenario.name}: ${res.status} ${res.text}`);
    return;
  }
  if (scenario.bare) {
    if (res.status !== 200 || res.text !== 'hello world')
      throw new Error(`${scenario.name}: ${res.status} ${res.text.slice(0, 300)}`);
    return;
  }
  if (res.status !== 200 || res.json?.retCode !== '000000')
    throw new Error(`${scenario.name}: ${res.status} ${res.text.slice(0, 300)}`);
  scenario.verify?.(res.json.retData);
}

// ---------------------------------------------------------------------------------------------
// seeding: a tenant, its administrator and N user-log rows, in SQL (generate_series)

async function tenantSql(passwordHash, suffix) {
  return {
    customer: `insert into customers (name, account) values ('${TENANT.name}${suffix}', '${TENANT.account}${suffix}') returning id`,
    apps: (id) =>
      `insert into customer_applications (customer_id, application_id, enabled, sort)
       select ${id}, id, true, row_number() over (order by sort, id) from applications`,
    role: (id) =>
      `insert into roles (customer_id, name, value, type, permission_ids)
       values (${id}, '管理员', 'admin', 2, (select coalesce(array_agg(id order by id), '{}') from menus)) returning id`,
    user: (id, roleId) =>
      `insert into users (customer_id, account, password_hash, user_type, role_id, real_name)
       values (${id}, '${TENANT.admin}${suffix}', '${passwordHash}', 2, ${roleId}, 'Bench Admin') returning id`,
    logs: (id, userId, from, to) =>
      `insert into user_logs (customer_id, user_id, account, action, resource, resource_id, before, after, ip, created_at)
       select ${id}, ${userId}, 'user' || (g % 50),
              (array['create','update','delete','changePassword'])[1 + g % 4],
              (array['users','roles','menus','applications','customers'])[1 + g % 5],
              (g % 5000)::text,
              jsonb_build_object('name', 'item ' || g, 'status', g % 3),
              jsonb_build_object('name', 'item ' || g, 'status', (g + 1) % 3),
              '10.0.' || ((g / 256) % 256) || '.' || (g % 256),
              now() - make_interval(secs => g * 30)
       from generate_series(${from}, ${to}) g`,
    // Terminals as the demo seed makes them: wards in the names, seven types, a third online.
    terminals: (id, count) =>
      `insert into device_accounts (customer_id, account, name, screen_count, device_type, default_mode,
         login_account, password, modules, online, last_seen_at, created_at, updated_at)
       select ${id}, '${suffix}' || (90000000 + g),
              (array['ICU','急诊','手术室','心内科','神经外科','儿科','示教室','会议室'])[1 + g % 8] || '-' || lpad(g::text, 5, '0'),
              1 + g % 3,
              (array['terminal','box','pc','mobile','bedside','ambulance','gateway'])[1 + g % 7],
              case when g % 4 = 0 then 'monitor' else 'meeting' end,
              't${suffix}-' || g, '${passwordHash}', '{meeting}', g % 3 = 0,
              now() - make_interval(secs => g % 60), now() - make_interval(secs => g * 10), now()
       from generate_series(1, ${count}) g`,
  };
}

/** One tenant: customer, applications, administrator role and user, `rows` log rows, terminals. */
async function seedOneTenant(query, passwordHash, suffix, rows, terminals) {
  const s = await tenantSql(passwordHash, suffix);
  const [customer] = await query(s.customer);
  await query(s.apps(customer.id));
  const [role] = await query(s.role(customer.id));
  const [user] = await query(s.user(customer.id, role.id));
  const chunk = 100_000;
  for (let from = 1; from <= rows; from += chunk) {
    const to = Math.min(rows, from + chunk - 1);
    await query(s.logs(customer.id, user.id, from, to));
    if (process.stdout.isTTY && rows > chunk)
      process.stdout.write(
        `\r  seeding user_logs: ${to.toLocaleString('en')} / ${rows.toLocaleString('en')}`,
      );
  }
  if (terminals > 0) await query(s.terminals(customer.id, terminals));
  const [ids] = await query(
    `select min(id)::int as first, max(id)::int as last, count(*)::int as n from user_logs where customer_id = ${customer.id}`,
  );
  return {
    customerId: customer.id,
    admin: `${TENANT.admin}${suffix}`,
    logIds: [ids.first, ids.last],
    rows: ids.n,
  };
}

/** `query(sql) -> rows` on a superuser connection (row-level security does not apply). */
async function seedTenant(query, rows) {
  const { hash } = await import('@node-rs/argon2');
  // The server's own settings (packages/server/src/modules/identity/passwords.ts): argon2id.
  const passwordHash = await hash(TENANT.password, {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  const started = Date.now();
  const tenants = [await seedOneTenant(query, passwordHash, '', rows, opts.terminals)];
  for (let i = 1; i <= SMALL_TENANTS; i += 1)
    tenants.push(await seedOneTenant(query, passwordHash, `${i}`, SMALL_TENANT_ROWS, SMALL_TENANT_TERMINALS));
  process.stdout.write(
    `${process.stdout.isTTY ? '\n' : ''}  seeded ${rows.toLocaleString('en')} user_logs rows (and ${SMALL_TENANTS} small tenants) in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  await query('vacuum analyze user_logs');
  await query('vacuum analyze device_accounts');
  return { tenants, tenantRows: tenants[0].rows, seconds: (Date.now() - started) / 1000 };
}

// ---------------------------------------------------------------------------------------------
// CPU per request: throughput on a shared 2-core machine moves with whatever else runs, the CPU
// a request costs the server and the database much less.

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** user + system CPU of the processes, in ms (Linux /proc; 0 elsewhere). */
function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    } catch {
      // gone, or not Linux
    }
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

/** The PostgreSQL backends serving `database` (their process title names it). */
function backendPids(database) {
  if (!database) return [];
  const pids = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmdline.startsWith('postgres: ') && cmdline.includes(` ${database} `)) pids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}

// ---------------------------------------------------------------------------------------------
// measuring

async function cannon(port, scenario, duration) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${scenario.path}`,
    method: 'GET',
    headers: scenario.headers ?? {},
    ...(scenario.next ? { requests: [{ setupRequest: (req) => ({ ...req, ...scenario.next() }) }] } : {}),
    connections: opts.connections,
    duration,
    timeout: 10,
  });
  return result;
}

/** Median of a few sequential requests on the idle server: the cost of one request. */
async function idleLatency(port, scenario, n = 5) {
  const times = [];
  for (let i = 0; i < n; i += 1) {
    const t0 = performance.now();
    await check(port, scenario);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(n / 2)];
}

/**
 * Requests autocannon gave up on are still queued in the server: wait for one request that joins
 * the back of that queue, so the next measurement starts on an idle server.
 */
async function drain(port, scenario) {
  await new Promise((r) => setTimeout(r, 200));
  await check(port, scenario, 300_000);
}

async function measure(target, port, scenario, processes = { server: [], database: () => [] }) {
  const row = {
    target,
    scenario: scenario.name,
    rps: NaN,
    p50: NaN,
    p99: NaN,
    idle: NaN,
    requests: 0,
    errors: 0,
    serverCpu: NaN,
    databaseCpu: NaN,
    budget: scenario.budget,
    note: '',
  };
  try {
    row.idle = await idleLatency(port, scenario);
    if (opts.warmup > 0) {
      await cannon(port, scenario, opts.warmup);
      await drain(port, scenario);
    }
    const backends = processes.database();
    const before = { server: cpuMs(processes.server), database: cpuMs(backends) };
    const r = await cannon(port, scenario, opts.duration);
    if (r.requests.total > 0 && processes.server.length) {
      row.serverCpu = (cpuMs(processes.server) - before.server) / r.requests.total;
      row.databaseCpu = backends.length ? (cpuMs(backends) - before.database) / r.requests.total : NaN;
    }
    Object.assign(row, {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      requests: r.requests.total,
      // autocannon counts timeouts among errors
      errors: r.errors + r.non2xx,
    });
    if (r.timeouts) row.note = `${r.timeouts} timed out (> 10 s)`;
    if (r.requests.total === 0) {
      Object.assign(row, { p50: NaN, p99: NaN });
      row.note = [row.note, `no request completed within ${opts.duration} s`].filter(Boolean).join('; ');
    }
    await drain(port, scenario);
  } catch (error) {
    row.errors += 1;
    row.note = [row.note, `failed: ${error.message.split('\n')[0].slice(0, 120)}`].filter(Boolean).join('; ');
  }
  log(
    `  ${target.padEnd(9)} ${scenario.name.padEnd(28)} ${fmt(row.rps, 0).padStart(8)} req/s  p50 ${fmt(row.p50, 1).padStart(6)} ms  p99 ${fmt(row.p99, 1).padStart(6)} ms  idle ${fmt(row.idle, 1).padStart(6)} ms  cpu/req ${fmt(row.serverCpu, 2)} + ${fmt(row.databaseCpu, 2)} ms${row.errors ? `  ERRORS ${row.errors}` : ''}${row.note ? `  (${row.note})` : ''}`,
  );
  return row;
}

const fmt = (n, digits) =>
  Number.isFinite(n)
    ? n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : '–';

function deviceListScenarios(headers) {
  const devices = (query) => `${PATHS.deviceAccounts}?size=${PAGE_SIZE}&${query}`;
  const page = (data) => {
    if (!Array.isArray(data?.list) || data.list.length !== PAGE_SIZE)
      throw new Error(`expected ${PAGE_SIZE} terminals, got ${JSON.stringify(data).slice(0, 200)}`);
  };
  const some = (data) => {
    if (!Array.isArray(data?.list) || data.list.length === 0)
      throw new Error(`expected terminals, got ${JSON.stringify(data).slice(0, 200)}`);
  };
  return [
    { name: 'GET deviceAccounts page 1', path: devices('page=1'), headers, verify: page },
    {
      name: `GET deviceAccounts page ${DEVICE_DEEP_PAGE}`,
      path: devices(`page=${DEVICE_DEEP_PAGE}`),
      headers,
      verify: page,
    },
    { name: 'GET deviceAccounts sort=name', path: devices('page=1&sort=name'), headers, verify: page },
    { name: 'GET deviceAccounts online=true', path: devices('page=1&online=true'), headers, verify: page },
    {
      name: 'GET deviceAccounts deviceType=box',
      path: devices('page=1&deviceType=box'),
      headers,
      verify: page,
    },
    // the keyword box: contains-match over account, name, login account and MAC
    { name: 'GET deviceAccounts keyword', path: devices('page=1&keyword=9000123'), headers, verify: some },
  ];
}

/**
 * The budget row: what a busy console does, not one repeated URL. Every request is another query:
 * the eight tenants' administrators (two sessions each), user-log pages by number, by keyset
 * (`after=`) and filtered, device-list pages, sorts and filters, the menu tree, and one write in
 * twenty (a device group created, which also appends to the user log). Two requests in three go
 * to the tenant with 1,000,000 log rows. Every list answers 20 rows or fewer.
 */
function mixedScenario(sessions, path) {
  const big = sessions.filter((s) => s.big);
  const small = sessions.filter((s) => !s.big);
  let n = 0;
  const pick = (list, i) => list[i % list.length];
  const next = () => {
    n += 1;
    const session = n % 3 === 0 ? pick(small, n) : pick(big, n);
    const headers = { token: session.token };
    const [first, last] = session.logIds;
    const logs = (query) => ({
      method: 'GET',
      path: `${PATHS.userLogs}?size=${PAGE_SIZE}&${query}`,
      headers,
    });
    const devices = (query) => ({
      method: 'GET',
      path: `${PATHS.deviceAccounts}?size=${PAGE_SIZE}&${query}`,
      headers,
    });
    switch (n % 20) {
      case 0:
        return {
          method: 'POST',
          path: PATHS.groups,
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `b${process.pid}-${n}` }),
        };
      case 1:
      case 2:
      case 3:
      case 4:
        return logs(`page=${1 + (n % 50)}`);
      case 5:
      case 6:
      case 7:
        return logs(`after=${first + ((n * 7919) % Math.max(1, last - first))}`);
      case 8:
        return logs(`page=1&action=update&account=user${n % 50}`);
      case 9:
        return logs(`page=1&to=${new Date(Date.UTC(2100, 0, 1) + n).toISOString()}`);
      case 10:
        return logs(`page=${1 + (n % 5)}&sort=action`);
      case 11:
      case 12:
      case 13:
        return devices(`page=${1 + (n % 5)}`);
      case 14:
        return devices('page=1&sort=name');
      case 15:
        return devices('page=1&online=true');
      case 16:
        return devices(`page=1&keyword=${n % 1000}`);
      case 17:
        return { method: 'GET', path: PATHS.menuTree, headers };
      default:
        return logs('page=1');
    }
  };
  return { name: 'mixed reads and writes (20)', path, headers: { token: big[0].token }, next, budget: true };
}

function serverScenarios(sessions) {
  const token = sessions[0].token;
  const headers = { token };
  const listOf = (page) => `${PATHS.userLogs}?page=${page}&size=${PAGE_SIZE}`;
  const twenty = (data) => {
    if (!Array.isArray(data?.list) || data.list.length !== PAGE_SIZE)
      throw new Error(`expected ${PAGE_SIZE} rows, got ${JSON.stringify(data).slice(0, 200)}`);
  };
  return [
    { ...mixedScenario(sessions, listOf(1)), verify: twenty },
    {
      name: 'GET menu tree',
      path: PATHS.menuTree,
      headers,
      verify: (d) => {
        if (!Array.isArray(d) || d.length === 0) throw new Error('empty menu tree');
      },
    },
    { name: `GET userLogs page 1 (${PAGE_SIZE})`, path: listOf(1), headers, verify: twenty },
    {
      name: `GET userLogs page ${DEEP_PAGE} (${PAGE_SIZE})`,
      path: listOf(DEEP_PAGE),
      headers,
      verify: twenty,
    },
    ...(opts.terminals > 0 ? deviceListScenarios(headers) : []),
  ].filter((scenario) => scenario.name.includes(opts.only));
}

async function benchServer(target, { dataDir, databaseUrl, database, seed }) {
  log(`\n[${target}] starting the server (migrations, seed)`);
  let server = await startServer({ dataDir, databaseUrl });
  let seeded;
  if (seed.restart) {
    // Seeded with the server stopped (PGlite is in-process: its data directory is seeded directly),
    // then started again: it reads the tables' row estimates at start, as a server that has run for
    // a minute since the data grew would have (they refresh every 60 s; ADR 9). Measured before
    // that, every list would count rows the server does not yet know are too many to count.
    await server.stop();
    seeded = await seed.run();
    log(`[${target}] restarting the server on the seeded data`);
    server = await startServer({ dataDir, databaseUrl });
  } else {
    seeded = await seed.run();
  }
  try {
    // Two sessions per tenant administrator.
    const sessions = [];
    for (const tenant of seeded.tenants)
      for (let i = 0; i < 2; i += 1)
        sessions.push({
          token: await login(server.port, tenant.admin, TENANT.password),
          big: tenant === seeded.tenants[0],
          logIds: tenant.logIds,
        });
    const rows = [];
    for (const scenario of serverScenarios(sessions))
      rows.push(
        await measure(target, server.port, scenario, {
          server: [server.pid],
          database: () => backendPids(database),
        }),
      );
    return { rows, seeded };
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// targets

async function pgliteTarget() {
  const dataDir = tempDir('console-bench-pglite-');
  try {
    return await benchServer('pglite', {
      dataDir,
      seed: {
        restart: true,
        run: async () => {
          const { PGlite } = await import('@electric-sql/pglite');
          const db = new PGlite({ dataDir: path.join(dataDir, 'pglite') });
          await db.waitReady;
          try {
            return await seedTenant(async (sql) => (await db.query(sql)).rows, opts.rows);
          } finally {
            await db.close();
          }
        },
      },
    });
  } finally {
    removeTempDir(dataDir);
  }
}

async function postgresTarget() {
  const { default: pg } = await import('pg');
  const adminUrl = process.env.DATABASE_URL;
  const name = `console_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const [{ version }] = (await admin.query('show server_version')).rows.map((r) => ({
    version: r.server_version,
  }));
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = tempDir('console-bench-pg-');
  try {
    let floorRow;
    const floorName = 'floor: fastify + pg, select 1';
    if (floorName.includes(opts.only)) {
      log('\n[postgres] floor: fastify + pg, one statement per request');
      const floor = await startFloor(url.toString());
      try {
        floorRow = await measure(
          'postgres',
          floor.port,
          { name: floorName, path: '/', floor: true },
          { server: [floor.pid], database: () => backendPids(name) },
        );
      } finally {
        await floor.stop();
      }
    }
    const result = await benchServer('postgres', {
      dataDir,
      databaseUrl: url.toString(),
      database: name,
      seed: {
        restart: true,
        run: async () => {
          const client = new pg.Client({ connectionString: url.toString() });
          await client.connect();
          try {
            return await seedTenant(async (sql) => (await client.query(sql)).rows, opts.rows);
          } finally {
            await client.end();
          }
        },
      },
    });
    return { ...result, rows: floorRow ? [floorRow, ...result.rows] : result.rows, version };
  } finally {
    removeTempDir(dataDir);
    if (process.env.BENCH_KEEP_DATABASE) log(`[postgres] kept the database ${url}`);
    else await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

// ---------------------------------------------------------------------------------------------
// report

function table(rows, bareRps) {
  const head = [
    'target',
    'scenario',
    'req/s',
    'p50 ms',
    'p99 ms',
    'vs bare',
    '1 req ms',
    'server CPU ms/req',
    'db CPU ms/req',
    'errors',
    'budget / notes',
  ];
  const body = rows.map((r) => {
    const ratio = bareRps && r.target !== 'bare' ? r.rps / bareRps : undefined;
    let budget = '';
    if (r.budget) {
      const okP99 = r.p99 <= BUDGET.p99Ms;
      const okRatio = ratio !== undefined && ratio >= BUDGET.ratio;
      const okErrors = r.errors === 0 && r.requests > 0;
      budget =
        okP99 && okRatio && okErrors
          ? 'met'
          : `MISSED (${[!okP99 && `p99 > ${BUDGET.p99Ms} ms`, !okRatio && `< ${BUDGET.ratio * 100}% of bare`, !okErrors && 'errors'].filter(Boolean).join(', ')})`;
      r.met = okP99 && okRatio && okErrors;
    }
    const vsBare =
      r.target === 'bare'
        ? bareRps
          ? `${((r.rps / bareRps) * 100).toFixed(0)}%`
          : '100%'
        : ratio === undefined
          ? '–'
          : `${(ratio * 100).toFixed(1)}%`;
    return [
      r.target,
      r.scenario,
      fmt(r.rps, 0),
      fmt(r.p50, 1),
      fmt(r.p99, 1),
      vsBare,
      fmt(r.idle, 1),
      fmt(r.serverCpu, 2),
      fmt(r.databaseCpu, 2),
      String(r.errors),
      [budget, r.note].filter(Boolean).join('; '),
    ];
  });
  return { head, body };
}

function renderText({ head, body }) {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i >= 2 && i <= 9 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

function renderMarkdown({ head, body }) {
  const align = head.map((_, i) => (i >= 2 && i <= 9 ? '---:' : '---'));
  return [head, align, ...body].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function machineFacts(extra) {
  const cpus = os.cpus();
  const git = (args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout?.trim() || '?';
  const dirty =
    git(['status', '--porcelain']) !== '?' && git(['status', '--porcelain']) !== ''
      ? ' (with uncommitted changes)'
      : '';
  return [
    `- date: ${new Date().toISOString()}`,
    `- machine: ${os.availableParallelism()} CPUs (nproc) — ${cpus[0]?.model ?? 'unknown CPU'}; ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM; ${os.type()} ${os.release()}`,
    `- load average when the run started: ${startLoad} (1, 5, 15 min; other work on the machine skews the numbers)`,
    `- node ${process.version}; autocannon 9 in the bench process (same machine, same CPUs as the servers)`,
    `- commit: ${git(['rev-parse', '--short', 'HEAD'])}${dirty}`,
    `- load: ${opts.connections} connections, ${opts.duration} s per measurement after ${opts.warmup} s warm-up; user-log rows for the tenant: ${opts.rows.toLocaleString('en')}; deep page = page ${DEEP_PAGE} (offset ${((DEEP_PAGE - 1) * PAGE_SIZE).toLocaleString('en')}); terminals for the tenant: ${opts.terminals.toLocaleString('en')}, device deep page = page ${DEVICE_DEEP_PAGE} (offset ${((DEVICE_DEEP_PAGE - 1) * PAGE_SIZE).toLocaleString('en')})${opts.only ? `; only scenarios containing "${opts.only}"` : ''}`,
    ...extra,
  ].join('\n');
}

function writeReadme(markdown, facts, verdict) {
  // A run of some scenarios only (`--only`) keeps its own section and leaves the full run's alone.
  const key = opts.only ? `bench:api:${opts.only}` : 'bench:api';
  const start = `<!-- ${key} results start -->`;
  const end = `<!-- ${key} results end -->`;
  const section = [
    start,
    `## Latest results (\`npm run bench:api${opts.only ? ` -- --only ${opts.only}` : ''}\`)`,
    '',
    facts,
    '',
    markdown,
    '',
    verdict,
    '',
    'Commands: `npm run bench:api` (= `node bench/api/run.mjs`; re-runs itself under `scripts/with-postgres.sh` for the postgres target). Options: `--duration 10 --warmup 3 --connections 64 --rows 1000000 --targets bare,pglite,postgres`.',
    end,
  ].join('\n');
  let text = fs.existsSync(README) ? fs.readFileSync(README, 'utf8') : '# Benchmarks\n';
  if (text.includes(start) && text.includes(end)) {
    text = text.slice(0, text.indexOf(start)) + section + text.slice(text.indexOf(end) + end.length);
  } else {
    text = `${text.trimEnd()}\n\n${section}\n`;
  }
  fs.writeFileSync(README, text);
}

// ---------------------------------------------------------------------------------------------
// main

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1' && opts.targets.some((t) => t !== 'bare')) {
    log('bench: building the server bundle (npm run build -w @console/server)');
    const build = spawnSync('npm', ['run', 'build', '-w', '@console/server'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) fail('server build failed');
  }
  log(
    `bench: ${opts.connections} connections, ${opts.duration} s per run (+${opts.warmup} s warm-up), targets ${opts.targets.join(', ')}`,
  );
  const rows = [];
  const extra = [];
  const bareRuns = [];
  // The yardstick is measured before and after the servers (this machine is noisy); the ratio
  // uses the mean of the two.
  const measureBare = async (when) => {
    log(`\n[bare] node:http hello world (${when})`);
    const bare = await startBare();
    try {
      const row = await measure('bare', bare.port, {
        name: `GET / hello world (${when})`,
        path: '/',
        bare: true,
      });
      bareRuns.push(row.rps);
      rows.push(row);
    } finally {
      await bare.stop();
    }
  };
  if (opts.targets.includes('bare')) await measureBare('first');
  if (opts.targets.includes('pglite')) {
    const { rows: r, seeded } = await pgliteTarget();
    rows.push(...r);
    extra.push(
      `- pglite: @electric-sql/pglite in the server process, data dir on local disk; seeded ${seeded.tenantRows.toLocaleString('en')} tenant rows in ${seeded.seconds.toFixed(0)} s (PGlite opened directly by the bench while the server was stopped)`,
    );
  }
  if (opts.targets.includes('postgres')) {
    const { rows: r, seeded, version } = await postgresTarget();
    rows.push(...r);
    extra.push(
      `- postgres: PostgreSQL ${version}, throwaway cluster on the same machine (fsync off), server pool max 20; seeded ${seeded.tenantRows.toLocaleString('en')} tenant rows in ${seeded.seconds.toFixed(0)} s`,
    );
  }

  if (opts.targets.includes('bare') && opts.targets.length > 1) await measureBare('last');
  const bareRps = bareRuns.length ? bareRuns.reduce((a, b) => a + b, 0) / bareRuns.length : undefined;
  const t = table(rows, bareRps);
  log(`\nResults (${opts.connections} connections, ${opts.duration} s each):\n`);
  log(renderText(t));
  const budgetRows = rows.filter((r) => r.budget);
  const verdict = budgetRows.length
    ? (bareRps
        ? `Bare yardstick: ${fmt(bareRps, 0)} req/s (mean of ${bareRuns.map((r) => fmt(r, 0)).join(' and ')}). `
        : '') +
      `Budget (ARCHITECTURE §9, uncached: tenant lists of 20 from 1,000,000 rows in a mixed load of reads and writes at 64 connections, p99 <= ${BUDGET.p99Ms} ms, >= ${BUDGET.ratio * 100}% of bare req/s, no errors; MET only for PostgreSQL, PGlite recorded beside it): ` +
      budgetRows
        .map(
          (r) =>
            `${r.target} ${r.met ? 'MET' : 'MISSED'} (p99 ${fmt(r.p99, 1)} ms, ${bareRps ? ((r.rps / bareRps) * 100).toFixed(1) : '?'}% of bare)`,
        )
        .join('; ') +
      (opts.rows !== 1_000_000 || opts.connections !== 64
        ? ' — NOTE: not the budget configuration (rows/connections differ)'
        : '') +
      '.'
    : 'No budget row measured.';
  log(`\n${verdict}`);
  const facts = machineFacts(extra);
  if (opts.readme) {
    writeReadme(renderMarkdown(t), facts, verdict);
    log(`\nbench: wrote the results into ${path.relative(ROOT, README)}`);
  }
  if (rows.some((r) => r.errors > 0)) {
    log('bench: some requests failed (see errors column)');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  process.stderr.write(`bench: ${error.stack ?? error}\n`);
  killAll();
  process.exit(1);
});
