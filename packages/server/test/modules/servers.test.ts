import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import type { RealtimeEvent, ServerRealtimeEvent } from '@console/contract/realtime';
import { probe } from '../../src/modules/servers/probe';
import { JOB_SERVER_PROBE, SERVER_PROBE_KEY } from '../../src/modules/servers/service';
import { serverProbes, servers } from '../../src/modules/servers/tables';
import { jobs } from '../../src/platform/jobs/tables';
import { userLogs } from '../../src/platform/audit-tables';
import { api, build, envelope, expectError, expectOk, expectValidationError, type Tenant } from '../helper';
import { freePort, MOSQUITTO, startMosquitto, tempDir } from '../mosquitto';
import { PG_BIN, startPostgres, type LocalPostgres } from '../postgres-server';
import { connectTerminal, insertTerminal } from '../realtime';
import { NGINX, RTMP_MODULE, startStreamServer, type LocalStreamServer } from '../stream-server';

/**
 * Servers (ADR 0029): the nine kinds' rules through the API (IPv4, ports, ranges, one selected
 * storage/monitor/VOD server, sealed passwords, platform only) and the probe job against real
 * servers on loopback: Mosquitto, PostgreSQL, nginx-rtmp, and the console's own broker.
 */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const LIMITS = { freeFailures: 1, firstDelayMs: 10, maxDelayMs: 20, lockAfter: 3, lockMs: 10 * 60_000 };
const ctx = build({
  MQTT_PORT: 0,
  HOST: '127.0.0.1',
  SECRET_KEY: 'servers-test-key-0123456789abcdef0123456789',
  SERVER_PROBE_SECONDS: 30,
  jobs: { now, poll: false },
  terminalLoginLimits: { account: LIMITS, address: LIMITS },
});
const r = (key: string, suffix = '') => api(`${PATHS.resource(key)}${suffix}`);
let admin = '';
let tenant: Tenant;
let serial = 0;
const unique = (base: string) => `${base}-${(serial += 1)}`;

const post = (key: string, payload: object, token = admin) =>
  ctx.injectAs(token, { method: 'POST', url: r(key), payload });
const put = (key: string, id: number, payload: object) =>
  ctx.injectAs(admin, { method: 'PUT', url: r(key, `/${id}`), payload });
const get = (key: string, id: number) => ctx.injectAs(admin, { method: 'GET', url: r(key, `/${id}`) });
const create = async (key: string, payload: object) =>
  expectOk<Record<string, unknown> & { id: number }>(await post(key, payload));
const row = async (id: number) => {
  const [found] = await ctx.database.db.select().from(servers).where(eq(servers.id, id));
  return found!;
};

/** A loopback port nothing listens on (a server that is down). */
async function closedPort(): Promise<number> {
  return freePort();
}

/** Every server event published while `run` ran. */
async function eventsOf(run: () => Promise<unknown>): Promise<ServerRealtimeEvent[]> {
  const seen: ServerRealtimeEvent[] = [];
  const stop = ctx.app.realtime.bus.subscribe((event) => {
    if ((event as RealtimeEvent).type === 'server') seen.push(event as ServerRealtimeEvent);
  });
  try {
    await run();
    // the bus delivers after the current work
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    stop();
  }
  return seen;
}

/** One probe round through the durable job (due now). */
async function probeRound() {
  await ctx.app.jobs.schedule({ kind: JOB_SERVER_PROBE, key: SERVER_PROBE_KEY, runAt: now() });
  return ctx.app.jobs.runDue();
}

beforeAll(async () => {
  admin = await ctx.adminToken();
  tenant = await ctx.createTenant('servers_t');
});

describe('server rules', () => {
  it('refuses an address that is not IPv4, ports outside 1-65535 and reversed port ranges', async () => {
    expectValidationError(
      await post('rtcServers', { name: 'x', ip: '10.0.0.256', port: 80 }),
      'ip',
      'validation.ipv4',
    );
    expectValidationError(
      await post('rtcServers', { name: 'x', ip: 'rtc.example.com', port: 80 }),
      'ip',
      'validation.ipv4',
    );
    expectValidationError(
      await post('rtcServers', { name: 'x', ip: '10.0.0.1', port: 0 }),
      'port',
      'validation.port',
    );
    expectValidationError(
      await post('rtcServers', { name: 'x', ip: '10.0.0.1', port: 80, sslPort: 65_536 }),
      'sslPort',
      'validation.port',
    );
    expectValidationError(
      await post('rtcServers', {
        name: 'x',
        ip: '10.0.0.1',
        port: 80,
        udpPortStart: 20_000,
        udpPortEnd: 10_000,
      }),
      'udpPortEnd',
      'validation.portRange',
    );
    expectValidationError(
      await post('mqttServers', { name: 'x', ip: '10.0.0.1', port: 1883, udpPortStart: 20_000 }),
      'udpPortEnd',
      'validation.portRange',
    );
    expectValidationError(
      await post('streamServers', {
        name: 'x',
        streamType: 'live',
        publicIp: '10.0.0.1',
        allowedIps: ['10.0.0.300'],
      }),
      'allowedIps.0',
      'validation.ipv4',
    );
    expectValidationError(
      await post('streamServers', { name: 'x', streamType: 'live', publicIp: '10.0.0.1', innerIp: 'inner' }),
      'innerIp',
      'validation.ipv4',
    );
    expectValidationError(
      await post('monitorStreamServers', {
        name: 'x',
        pullAddress: 'ftp://10.0.0.1/x',
        pushAddress: 'rtmp://10.0.0.1/live',
      }),
      'pullAddress',
      'validation.streamAddress',
    );
    const made = await create('rtcServers', {
      name: unique('rtc'),
      ip: '10.0.0.1',
      port: 8443,
      udpPortStart: 10_000,
      udpPortEnd: 20_000,
    });
    expect(made).toMatchObject({ probeStatus: 'unknown', udpPortStart: 10_000, udpPortEnd: 20_000 });
    // An update sending one end is checked against the stored other end.
    expectValidationError(
      await put('rtcServers', made.id, { udpPortStart: 30_000 }),
      'udpPortEnd',
      'validation.portRange',
    );
    expectOk(await put('rtcServers', made.id, { udpPortStart: 15_000 }));
    expect((await row(made.id)).udpPortStart).toBe(15_000);
  });

  it('keeps each kind to its own rows and names unique across the platform', async () => {
    const name = unique('shared');
    const rtc = await create('rtcServers', { name, ip: '10.0.0.2', port: 443 });
    const clash = await post('whiteboardServers', { name: name.toUpperCase(), ip: '10.0.0.3', port: 443 });
    expect(clash.statusCode).toBe(409);
    expect(envelope(clash).fields).toEqual({ name: 'error.nameExists' });
    // another kind's id is not there
    expectError(await get('whiteboardServers', rtc.id), '404001');
    const list = expectOk<{ list: { id: number }[] }>(
      await ctx.injectAs(admin, { method: 'GET', url: r('whiteboardServers', '?size=100') }),
    );
    expect(list.list.map((s) => s.id)).not.toContain(rtc.id);
    expect((await row(rtc.id)).kind).toBe('rtc');
  });

  it('is the platform’s: a company administrator reaches no server', async () => {
    const rtc = await create('rtcServers', { name: unique('rtc'), ip: '10.0.0.4', port: 443 });
    for (const res of [
      await ctx.injectAs(tenant.admin.token, { method: 'GET', url: r('rtcServers') }),
      await ctx.injectAs(tenant.admin.token, { method: 'GET', url: r('rtcServers', `/${rtc.id}`) }),
      await post('rtcServers', { name: 'x', ip: '10.0.0.5', port: 1 }, tenant.admin.token),
      await ctx.injectAs(tenant.admin.token, { method: 'GET', url: r('servers', `/${rtc.id}/probes`) }),
    ])
      expectError(res, '403001');
  });
});

describe('only one storage, monitor or VOD server is selected at a time', () => {
  it('selecting a storage server deselects the one selected before, in the same request', async () => {
    const first = await create('storageServers', { name: unique('nas'), ip: '10.0.1.1', selected: true });
    const second = await create('storageServers', { name: unique('nas'), ip: '10.0.1.2', selected: true });
    expect(second).toMatchObject({ selected: true, port: 445 });
    expect((await row(first.id)).selected).toBe(false);
    // the action selects the first again
    expect(
      expectOk(
        await ctx.injectAs(admin, { method: 'POST', url: r('storageServers', `/${first.id}/select`) }),
      ),
    ).toMatchObject({
      selected: true,
    });
    expect((await row(first.id)).selected).toBe(true);
    expect((await row(second.id)).selected).toBe(false);
    const selected = await ctx.database.db
      .select({ id: servers.id })
      .from(servers)
      .where(and(eq(servers.selectGroup, 'storage'), eq(servers.selected, true)));
    expect(selected).toEqual([{ id: first.id }]);
  });

  it('keeps the groups apart: a VOD stream server, a monitor stream server and a storage server', async () => {
    const storage = await create('storageServers', { name: unique('nas'), ip: '10.0.2.1', selected: true });
    const vod = await create('streamServers', {
      name: unique('vod'),
      streamType: 'vod',
      publicIp: '10.0.2.2',
      selected: true,
    });
    const monitor = await create('monitorStreamServers', {
      name: unique('mon'),
      pullAddress: 'rtmp://10.0.2.3/live',
      pushAddress: 'rtmp://10.0.2.3:1936/live',
      selected: true,
    });
    for (const id of [storage.id, vod.id, monitor.id]) expect((await row(id)).selected).toBe(true);
    // a second VOD server takes over from the first only
    const vod2 = await create('streamServers', {
      name: unique('vod'),
      streamType: 'vod',
      publicIp: '10.0.2.4',
      selected: true,
    });
    expect((await row(vod.id)).selected).toBe(false);
    expect((await row(storage.id)).selected).toBe(true);
    expect((await row(monitor.id)).selected).toBe(true);
    // a live stream server is never selected; one that stops being VOD is deselected
    expectValidationError(
      await post('streamServers', {
        name: unique('live'),
        streamType: 'live',
        publicIp: '10.0.2.5',
        selected: true,
      }),
      'selected',
      'error.serverNotSelectable',
    );
    expectOk(await put('streamServers', vod2.id, { streamType: 'record' }));
    expect(await row(vod2.id)).toMatchObject({ selected: false, selectGroup: null });
    expect(expectOk(await get('streamServers', vod2.id))).toMatchObject({
      publicIp: '10.0.2.4',
      streamType: 'record',
    });
  });

  it('lets the database refuse a second selected row even past the server’s own deselection', async () => {
    const one = await create('storageServers', { name: unique('nas'), ip: '10.0.3.1', selected: true });
    const other = await create('storageServers', { name: unique('nas'), ip: '10.0.3.2' });
    await expect(
      ctx.database.db
        .update(servers)
        .set({ selected: true, selectGroup: 'storage' })
        .where(eq(servers.id, other.id)),
    ).rejects.toThrow();
    expect((await row(one.id)).selected).toBe(true);
  });
});

describe('login passwords of servers', () => {
  it('are sealed at rest, masked in the API and the user log, and kept when an edit leaves them out', async () => {
    const secret = 'Db-Secret-4821';
    const made = await create('databaseServers', {
      name: unique('db'),
      ip: '10.0.4.1',
      port: 5432,
      loginAccount: 'console',
      password: secret,
    });
    expect(made).not.toHaveProperty('password');
    expect(made.passwordHint).toBe('••••4821');
    const stored = await row(made.id);
    expect(stored.password).toMatch(/^v1:/);
    expect(stored.password).not.toContain(secret);
    const read = await get('databaseServers', made.id);
    expect(read.body).not.toContain(secret);
    const list = await ctx.injectAs(admin, { method: 'GET', url: r('databaseServers') });
    expect(list.body).not.toContain(secret);
    const exported = await ctx.injectAs(admin, {
      method: 'GET',
      url: r('databaseServers', '/export?format=csv'),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain(secret);
    expectOk(await put('databaseServers', made.id, { backupStrategy: 'daily' }));
    expect((await row(made.id)).password).toBe(stored.password);
    expectOk(await put('databaseServers', made.id, { password: 'Other-Secret-77' }));
    expect((await row(made.id)).passwordHint).toBe('••••t-77');
    const logs = await ctx.database.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.resource, 'databaseServers'), eq(userLogs.resourceId, String(made.id))));
    expect(logs.length).toBeGreaterThan(0);
    expect(JSON.stringify(logs)).not.toContain(secret);
    expect(JSON.stringify(logs)).not.toContain('Other-Secret-77');
    // a storage server's login password likewise
    const nas = await create('storageServers', {
      name: unique('nas'),
      ip: '10.0.4.2',
      loginAccount: 'u',
      password: 'Nas-Pass-9',
    });
    expect((await row(nas.id)).password).not.toContain('Nas-Pass-9');
    expect(nas.passwordHint).toBe('••••ss-9');
  });
});

describe('probes', () => {
  let mosquitto: ChildProcess | null = null;
  let mosquittoPort = 0;
  let postgres: LocalPostgres | null = null;
  let nginx: LocalStreamServer | null = null;
  const pgPassword = 'Pg-Probe-Pass-31';

  beforeAll(async () => {
    if (MOSQUITTO) {
      mosquittoPort = await freePort();
      mosquitto = await startMosquitto(mosquittoPort, 'allow_anonymous true\n', tempDir());
    }
    if (PG_BIN) postgres = await startPostgres(pgPassword);
    if (NGINX && RTMP_MODULE) nginx = await startStreamServer('http://127.0.0.1:9');
  }, 60_000);
  afterAll(async () => {
    mosquitto?.kill('SIGKILL');
    await postgres?.stop();
    await nginx?.stop();
  });

  it('finds a TCP port up or down, with why', async () => {
    const listener = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as net.AddressInfo;
    expect(await probe({ protocol: 'tcp', host: '127.0.0.1', port })).toMatchObject({ up: true });
    await new Promise((resolve) => listener.close(resolve));
    const down = await probe({ protocol: 'tcp', host: '127.0.0.1', port: await closedPort() });
    expect(down).toMatchObject({ up: false, latencyMs: null });
    expect(!down.up && down.error).toMatch(/ECONNREFUSED/);
    // something that is no MQTT broker
    const held: net.Socket[] = [];
    const silent = net.createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const notMqtt = await probe(
      { protocol: 'mqtt', host: '127.0.0.1', port: (silent.address() as net.AddressInfo).port },
      300,
    );
    expect(notMqtt).toMatchObject({ up: false, error: 'no answer within 300 ms' });
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it.skipIf(!MOSQUITTO)('shows a communication server on Mosquitto up, then down once it stops', async () => {
    const made = await create('mqttServers', { name: unique('mqtt'), ip: '127.0.0.1', port: mosquittoPort });
    const up = await eventsOf(probeRound);
    expect(up.find((e) => e.probe.serverId === made.id)).toMatchObject({
      customerId: 0,
      wentDown: false,
      probe: { status: 'up', kind: 'mqtt', error: null },
    });
    const shown = expectOk<Record<string, unknown>>(await get('mqttServers', made.id));
    expect(shown).toMatchObject({ probeStatus: 'up', lastError: null });
    expect(typeof shown.latencyMs).toBe('number');
    expect(typeof shown.checkedAt).toBe('string');

    const exited = new Promise((resolve) => mosquitto!.once('exit', resolve));
    mosquitto!.kill('SIGKILL');
    await exited;
    mosquitto = null;
    const down = await eventsOf(probeRound);
    const event = down.find((e) => e.probe.serverId === made.id);
    expect(event).toMatchObject({ wentDown: true, probe: { status: 'down', latencyMs: null } });
    expect(event!.probe.error).toMatch(/ECONNREFUSED/);
    // still down: no second "went down"
    const again = await eventsOf(probeRound);
    expect(again.find((e) => e.probe.serverId === made.id)).toMatchObject({
      wentDown: false,
      probe: { status: 'down' },
    });
    expect(expectOk(await get('mqttServers', made.id))).toMatchObject({ probeStatus: 'down' });

    const history = expectOk<{ list: { up: boolean }[] }>(
      await ctx.injectAs(admin, { method: 'GET', url: r('servers', `/${made.id}/probes`) }),
    );
    expect(history.list.map((p) => p.up)).toEqual([true, false, false]);
  });

  it.skipIf(!PG_BIN)('logs in to a database server with its sealed password and runs select 1', async () => {
    const good = await create('databaseServers', {
      name: unique('pg'),
      ip: '127.0.0.1',
      port: postgres!.port,
      loginAccount: 'postgres',
      password: pgPassword,
      databaseName: 'postgres',
    });
    const bad = await create('databaseServers', {
      name: unique('pg'),
      ip: '127.0.0.1',
      port: postgres!.port,
      loginAccount: 'postgres',
      password: 'wrong-password',
    });
    await probeRound();
    expect(await row(good.id)).toMatchObject({ probeStatus: 'up', lastError: null });
    const refused = await row(bad.id);
    expect(refused.probeStatus).toBe('down');
    expect(refused.lastError).toMatch(/password authentication failed/);
    expect(refused.lastError).not.toContain('wrong-password');
  });

  it.skipIf(!NGINX || !RTMP_MODULE)('reads a live server’s status page on nginx-rtmp', async () => {
    const rtmp = new URL(nginx!.rtmpUrl);
    const http = new URL(nginx!.hlsUrl);
    const live = await create('liveServers', {
      name: unique('live'),
      ip: '127.0.0.1',
      port: Number(rtmp.port),
      httpPort: Number(http.port),
    });
    const wrongHttp = await create('whiteboardServers', {
      name: unique('wb'),
      ip: '127.0.0.1',
      port: Number(rtmp.port),
      httpPort: await closedPort(),
    });
    const stream = await create('streamServers', {
      name: unique('stream'),
      streamType: 'live',
      publicIp: '127.0.0.1',
      port: Number(rtmp.port),
    });
    await probeRound();
    expect(await row(live.id)).toMatchObject({ probeStatus: 'up' });
    expect(await row(stream.id)).toMatchObject({ probeStatus: 'up' });
    expect(await row(wrongHttp.id)).toMatchObject({ probeStatus: 'down' });
    expect(
      (await probe({ protocol: 'http', host: '127.0.0.1', port: Number(http.port), path: '/nothing-here' }))
        .up,
    ).toBe(false);
  });

  it('probes the console’s own broker anonymously without counting failed logins', async () => {
    const port = ctx.app.realtime.broker.port!;
    // more anonymous probes than the address may fail logins
    for (let i = 0; i < LIMITS.lockAfter + 2; i++)
      expect(await probe({ protocol: 'mqtt', host: '127.0.0.1', port })).toMatchObject({ up: true });
    const terminal = await insertTerminal(ctx.database.db, {
      customerId: tenant.customerId,
      account: '7400001',
    });
    const connected = await connectTerminal(`mqtt://127.0.0.1:${port}`, terminal);
    await connected.close();
  });

  it('runs as a durable job that schedules its next round and keeps 24 hours of history', async () => {
    const made = await create('rtcServers', {
      name: unique('rtc'),
      ip: '127.0.0.1',
      port: await closedPort(),
    });
    await probeRound();
    const [next] = await ctx.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.key, SERVER_PROBE_KEY)));
    expect(next!.doneAt).toBeNull();
    expect(next!.runAt.getTime()).toBeGreaterThan(now().getTime() + 25_000);
    expect(next!.runAt.getTime()).toBeLessThanOrEqual(now().getTime() + 30_000);
    const before = await ctx.database.db
      .select()
      .from(serverProbes)
      .where(eq(serverProbes.serverId, made.id));
    expect(before.length).toBe(1);
    offsetMs += 25 * 3600_000;
    // the pending round is due now (with whatever else the day's jump made due)
    expect(await ctx.app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const after = await ctx.database.db.select().from(serverProbes).where(eq(serverProbes.serverId, made.id));
    expect(after.length).toBe(1);
    expect(after[0]!.id).not.toBe(before[0]!.id);
    const history = expectOk<{ list: unknown[] }>(
      await ctx.injectAs(admin, { method: 'GET', url: r('servers', `/${made.id}/probes`) }),
    );
    expect(history.list).toHaveLength(1);
  });

  it('answers 404 for the history of a server that is not there', async () => {
    expectError(await ctx.injectAs(admin, { method: 'GET', url: r('servers', '/999999/probes') }), '404001');
  });
});
