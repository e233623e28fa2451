import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@console/contract';
import {
  terminalTopic,
  type MonitorPage,
  type TerminalCommand,
  type Telemetry,
} from '@console/contract/realtime';
import { startDemoSimulation } from '../../src/modules/realtime/demo-simulation';
import { deviceAccounts } from '../../src/modules/device-accounts/tables';
import { beds } from '../../src/modules/beds/tables';
import { computeServers } from '../../src/modules/compute-servers/tables';
import { criticalDevices } from '../../src/modules/critical-devices/tables';
import { wards } from '../../src/modules/wards/tables';
import { userLogs } from '../../src/platform/audit-tables';
import {
  api,
  build,
  expectError,
  expectOk,
  expectValidationError,
  TENANT_PASSWORD,
  type Tenant,
} from '../helper';
import {
  connectConsole,
  connectTerminal,
  dropTerminal,
  insertTerminal,
  ready,
  TERMINAL_PASSWORD,
  type TestTerminal,
} from '../realtime';

/**
 * The real-time backbone against the real embedded broker on a TCP port: terminal logins, the
 * per-terminal ACL, presence (connect, last will, inactivity), commands and the console WebSocket.
 */
const ctx = build({ MQTT_PORT: 0, HOST: '127.0.0.1', PRESENCE_TIMEOUT: 2 });
let a: Tenant;
let b: Tenant;
let mqttUrl = '';
let wsUrl = '';
const open: { close(): unknown }[] = [];

beforeAll(async () => {
  a = await ctx.createTenant('rt_a');
  b = await ctx.createTenant('rt_b');
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  mqttUrl = `mqtt://127.0.0.1:${ctx.app.realtime.broker.port}`;
  wsUrl = `ws://127.0.0.1:${port}${api('/ws')}`;
});
afterAll(async () => {
  for (const o of open) await o.close();
});

async function terminal(tenant: Tenant, account: string, opts: { enabled?: boolean } = {}) {
  return insertTerminal(ctx.database.db, { customerId: tenant.customerId, account, ...opts });
}
async function connect(...args: Parameters<typeof connectTerminal>) {
  const t = await connectTerminal(...args);
  open.push(t);
  return t;
}
async function consoleOf(token: string) {
  const c = await connectConsole(wsUrl, token);
  open.push(c);
  await ready(c);
  return c;
}
async function row(id: number) {
  const [r] = await ctx.database.db.select().from(deviceAccounts).where(eq(deviceAccounts.id, id));
  return r!;
}
async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 3000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}
function received(t: TestTerminal, topic: string, timeoutMs = 2000) {
  return eventually(
    async () => t.messages.filter((m) => m.topic === topic),
    (list) => list.length > 0,
    timeoutMs,
  );
}

describe('terminal login', () => {
  it('accepts the account and password of an enabled terminal', async () => {
    const t = await terminal(a, '7100001');
    const conn = await connect(mqttUrl, t);
    expect(conn.client.connected).toBe(true);
    // A reconnect is answered from the verification cache with the same result.
    await conn.close();
    const again = await connect(mqttUrl, t);
    expect(again.client.connected).toBe(true);
  });

  it('refuses a wrong password and an unknown account', async () => {
    const t = await terminal(a, '7100002');
    await expect(connectTerminal(mqttUrl, t, { password: 'wrong-password' })).rejects.toThrow(
      /Bad username or password/i,
    );
    await expect(connectTerminal(mqttUrl, { ...t, account: '7199999' })).rejects.toThrow(
      /Bad username or password/i,
    );
  });

  it('refuses a disabled terminal, and stops accepting one as soon as it is disabled', async () => {
    const t = await terminal(a, '7100003', { enabled: false });
    await expect(connectTerminal(mqttUrl, t)).rejects.toThrow(/Not authorized/i);
    const u = await terminal(a, '7100004');
    await (await connect(mqttUrl, u)).close(); // verified and cached
    await ctx.database.db.update(deviceAccounts).set({ enabled: false }).where(eq(deviceAccounts.id, u.id));
    await expect(connectTerminal(mqttUrl, u)).rejects.toThrow(/Not authorized/i);
  });

  it('disconnects a connected terminal whose account is disabled', async () => {
    const t = await terminal(a, '7100007');
    const conn = await connect(mqttUrl, t);
    await eventually(
      async () => ctx.app.realtime.presence.isOnline(t.id),
      (v) => v,
    );
    await ctx.database.db.update(deviceAccounts).set({ enabled: false }).where(eq(deviceAccounts.id, t.id));
    await ctx.app.realtime.dropRevoked();
    expect(
      await eventually(
        async () => conn.client.connected,
        (c) => !c,
      ),
    ).toBe(false);
    expect(ctx.app.realtime.presence.isOnline(t.id)).toBe(false);
  });

  it('forgets a cached password when the password changes', async () => {
    const t = await terminal(a, '7100005');
    await (await connect(mqttUrl, t)).close();
    const other = await insertTerminal(ctx.database.db, { customerId: a.customerId, account: '7100006' });
    // Give t the hash of a different password: the old one must stop working although it was cached.
    const { hashPassword } = await import('../../src/modules/identity/passwords');
    await ctx.database.db
      .update(deviceAccounts)
      .set({ password: await hashPassword('Another#pw1') })
      .where(eq(deviceAccounts.id, t.id));
    await expect(connectTerminal(mqttUrl, t)).rejects.toThrow(/Bad username or password/i);
    const conn = await connect(mqttUrl, t, { password: 'Another#pw1' });
    expect(conn.client.connected).toBe(true);
    expect(other.id).toBeGreaterThan(0);
  });
});

describe('topic access', () => {
  it('does not let a terminal publish to another terminal’s topics', async () => {
    const victim = await terminal(a, '7200001');
    const attacker = await terminal(a, '7200002');
    const v = await connect(mqttUrl, victim);
    await new Promise((r) => setTimeout(r, 100));
    const x = await connect(mqttUrl, attacker);
    const closed = new Promise<void>((r) => x.client.once('close', () => r()));
    x.client.publish(terminalTopic(victim.customerId, victim.account, 'cmd'), '{"id":1,"kind":"disable"}', {
      qos: 1,
    });
    // The broker drops a client that publishes outside its prefix; nothing reaches the victim.
    await closed;
    await new Promise((r) => setTimeout(r, 200));
    expect(v.messages).toEqual([]);
    // A forged "offline" for the victim does not change its presence either.
    const y = await connect(mqttUrl, attacker);
    y.client.publish(terminalTopic(victim.customerId, victim.account, 'status'), 'offline', { qos: 1 });
    await ctx.app.realtime.presence.flush();
    expect((await row(victim.id)).online).toBe(true);
  });

  it('does not let a terminal subscribe to another tenant’s or another terminal’s topics', async () => {
    const t = await terminal(a, '7200003');
    const other = await terminal(b, '7200004');
    const conn = await connect(mqttUrl, t);
    const answers: string[] = [];
    for (const topic of [
      terminalTopic(other.customerId, other.account, 'cmd'),
      `t/${b.customerId}/#`,
      't/#',
      terminalTopic(t.customerId, t.account, 'telemetry'),
      terminalTopic(t.customerId, t.account, 'cmd'),
    ]) {
      answers.push(
        await conn.client.subscribeAsync(topic).then(
          (granted) => (granted[0]!.qos === 128 ? 'refused' : 'granted'),
          () => 'refused',
        ),
      );
    }
    expect(answers).toEqual(['refused', 'refused', 'refused', 'refused', 'granted']);
    expect(conn.client.connected).toBe(true);
  });
});

describe('presence', () => {
  it('marks a terminal online on connect and offline via its last will within 1 s', async () => {
    const t = await terminal(a, '7300001');
    const watcher = await consoleOf(a.admin.token);
    expect(await watcher.subscribe('presence')).toBe('subscribed');
    const conn = await connect(mqttUrl, t);
    await watcher.waitEvent((e) => e.type === 'presence' && e.id === t.id && e.online, 1000);
    expect(
      (
        await eventually(
          () => row(t.id),
          (r) => r.online,
        )
      ).online,
    ).toBe(true);
    expect((await row(t.id)).lastSeenAt).not.toBeNull();

    const dropped = Date.now();
    dropTerminal(conn);
    await watcher.waitEvent((e) => e.type === 'presence' && e.id === t.id && !e.online, 1000);
    expect(Date.now() - dropped).toBeLessThan(1000);
    expect(
      (
        await eventually(
          () => row(t.id),
          (r) => !r.online,
          1000,
        )
      ).online,
    ).toBe(false);
  });

  it('marks a silent terminal offline after the inactivity timeout, without a disconnect', async () => {
    const t = await terminal(a, '7300002');
    const watcher = await consoleOf(a.admin.token);
    await watcher.subscribe('presence');
    // keepalive 0: no pings, and the terminal publishes nothing after its status.
    const conn = await connect(mqttUrl, t, { keepalive: 0 });
    await watcher.waitEvent((e) => e.type === 'presence' && e.id === t.id && e.online);
    const offline = await watcher.waitEvent((e) => e.type === 'presence' && e.id === t.id && !e.online, 5000);
    expect(offline).toMatchObject({ online: false, account: t.account });
    expect(
      (
        await eventually(
          () => row(t.id),
          (r) => !r.online,
        )
      ).online,
    ).toBe(false);
    expect(
      await eventually(
        async () => conn.client.connected,
        (c) => !c,
      ),
    ).toBe(false);
  });

  it('keeps a terminal that pings online past the timeout', async () => {
    const t = await terminal(a, '7300003');
    await connect(mqttUrl, t, { keepalive: 1 });
    await new Promise((r) => setTimeout(r, 3000));
    expect(ctx.app.realtime.presence.isOnline(t.id)).toBe(true);
    await ctx.app.realtime.presence.flush();
    expect((await row(t.id)).online).toBe(true);
  });
});

describe('commands', () => {
  const commands = (token: string, id: number) =>
    ctx.injectAs(token, {
      method: 'GET',
      url: api(`/console/api/v1/terminalCommands?deviceAccountId=${id}`),
    });
  const send = (token: string, payload: object) =>
    ctx.injectAs(token, { method: 'POST', url: api('/console/api/v1/terminalCommands'), payload });

  it('runs request → acknowledged → applied, each state visible on the console', async () => {
    const t = await terminal(a, '7400001');
    const watcher = await consoleOf(a.admin.token);
    expect(await watcher.subscribe(`commands:${t.id}`)).toBe('subscribed');
    const conn = await connect(mqttUrl, t);
    await eventually(
      async () => ctx.app.realtime.presence.isOnline(t.id),
      (v) => v,
    );

    const sent = expectOk<TerminalCommand>(
      await send(a.admin.token, { deviceAccountId: t.id, kind: 'disable' }),
    );
    expect(sent).toMatchObject({ state: 'requested', kind: 'disable', customerId: a.customerId });
    expect(sent.sentAt).not.toBeNull();
    const [delivered] = await received(conn, terminalTopic(t.customerId, t.account, 'cmd'));
    expect(JSON.parse(delivered!.payload)).toEqual({ id: sent.id, kind: 'disable', payload: null });

    const ack = terminalTopic(t.customerId, t.account, 'ack');
    conn.client.publish(ack, JSON.stringify({ id: sent.id, state: 'acknowledged' }), { qos: 1 });
    await watcher.waitEvent(
      (e) => e.type === 'command' && e.command.id === sent.id && e.command.state === 'acknowledged',
    );
    conn.client.publish(ack, JSON.stringify({ id: sent.id, state: 'applied' }), { qos: 1 });
    await watcher.waitEvent(
      (e) => e.type === 'command' && e.command.id === sent.id && e.command.state === 'applied',
    );
    // A late duplicate acknowledgement does not move the state back.
    conn.client.publish(ack, JSON.stringify({ id: sent.id, state: 'acknowledged' }), { qos: 1 });
    await new Promise((r) => setTimeout(r, 200));

    const list = expectOk<TerminalCommand[]>(await commands(a.admin.token, t.id));
    expect(list[0]).toMatchObject({ id: sent.id, state: 'applied' });
    expect(list[0]!.acknowledgedAt).not.toBeNull();
    expect(list[0]!.appliedAt).not.toBeNull();
    const [log] = await ctx.database.db
      .select()
      .from(userLogs)
      .where(eq(userLogs.resource, 'terminalCommands'));
    expect(log).toMatchObject({ action: 'command', resourceId: String(sent.id), customerId: a.customerId });
  });

  it('queues a command for an offline terminal and delivers it when the terminal connects', async () => {
    const t = await terminal(a, '7400002');
    const watcher = await consoleOf(a.admin.token);
    await watcher.subscribe(`commands:${t.id}`);
    const queued = expectOk<TerminalCommand>(
      await send(a.admin.token, {
        deviceAccountId: t.id,
        kind: 'config',
        payload: { volume: 7, mode: 'monitor' },
      }),
    );
    expect(queued).toMatchObject({ state: 'queued', sentAt: null });

    const conn = await connect(mqttUrl, t);
    await watcher.waitEvent(
      (e) => e.type === 'command' && e.command.id === queued.id && e.command.state === 'requested',
    );
    const [got] = await received(conn, terminalTopic(t.customerId, t.account, 'cmd'));
    expect(JSON.parse(got!.payload)).toEqual({
      id: queued.id,
      kind: 'config',
      payload: { volume: 7, mode: 'monitor' },
    });
  });

  it('sends an unacknowledged command again when the terminal reconnects', async () => {
    const t = await terminal(a, '7400006');
    const first = await connect(mqttUrl, t);
    await eventually(
      async () => ctx.app.realtime.presence.isOnline(t.id),
      (v) => v,
    );
    const sent = expectOk<TerminalCommand>(
      await send(a.admin.token, { deviceAccountId: t.id, kind: 'enable' }),
    );
    await received(first, terminalTopic(t.customerId, t.account, 'cmd'));
    dropTerminal(first); // lost before it could acknowledge
    const again = await connect(mqttUrl, t);
    const [got] = await received(again, terminalTopic(t.customerId, t.account, 'cmd'));
    expect(JSON.parse(got!.payload)).toMatchObject({ id: sent.id, kind: 'enable' });
  });

  it('validates the command', async () => {
    const t = await terminal(a, '7400003');
    expectValidationError(
      await send(a.admin.token, { deviceAccountId: t.id, kind: 'reboot' }),
      'kind',
      'validation.enum',
    );
    expectValidationError(
      await send(a.admin.token, { deviceAccountId: t.id, kind: 'config' }),
      'payload',
      'validation.required',
    );
    expectValidationError(
      await send(a.admin.token, { kind: 'enable' }),
      'deviceAccountId',
      'validation.required',
    );
    expectValidationError(
      await send(a.admin.token, { deviceAccountId: t.id, kind: 'enable', extra: 1 }),
      'extra',
      'validation.unknownField',
    );
  });

  it('keeps commands within the tenant and needs a customer administrator', async () => {
    const t = await terminal(b, '7400004');
    const res = await send(a.admin.token, { deviceAccountId: t.id, kind: 'enable' });
    expect(res.statusCode).toBe(404);
    expectError(res, ERROR_CODES.notFound);
    expectError(await commands(a.admin.token, t.id), ERROR_CODES.notFound);
    const own = await terminal(a, '7400005');
    const denied = await send(a.member.token, { deviceAccountId: own.id, kind: 'enable' });
    expect(denied.statusCode).toBe(403);
    expectError(await commands(a.member.token, own.id), ERROR_CODES.forbidden);
    expectError(
      await send('no-such-token', { deviceAccountId: own.id, kind: 'enable' }),
      ERROR_CODES.sessionExpired,
    );
  });
});

describe('telemetry', () => {
  it('reaches a subscribed console and is kept as the latest reading', async () => {
    const t = await terminal(a, '7500001');
    const watcher = await consoleOf(a.admin.token);
    expect(await watcher.subscribe(`telemetry:${t.id}`)).toBe('subscribed');
    const conn = await connect(mqttUrl, t);
    conn.client.publish(
      terminalTopic(t.customerId, t.account, 'telemetry'),
      JSON.stringify({ heartRate: 77 }),
    );
    const event = await watcher.waitEvent(
      (e) => e.type === 'telemetry' && e.telemetry.deviceAccountId === t.id,
    );
    expect(event).toMatchObject({ telemetry: { data: { heartRate: 77 } } });
    const latest = await eventually(
      async () =>
        expectOk<Telemetry | null>(
          await ctx.injectAs(a.admin.token, {
            method: 'GET',
            url: api(`/console/api/v1/terminalTelemetry/${t.id}`),
          }),
        ),
      (v) => v !== null,
      4000,
    );
    expect(latest).toMatchObject({ deviceAccountId: t.id, data: { heartRate: 77 } });
  });
});

describe('console WebSocket', () => {
  it('closes a socket without a valid session', async () => {
    const anonymous = await connectConsole(wsUrl, 'not-a-token');
    open.push(anonymous);
    expect((await anonymous.closed).code).toBe(4401);
    const silent = await connectConsole(wsUrl, null);
    open.push(silent);
    silent.socket.send(JSON.stringify({ type: 'sub', topic: 'presence' }));
    expect((await silent.closed).code).toBe(4401);
  });

  it('refuses a session that must change its initial password first', async () => {
    const user = await ctx.createUser({ account: 'rt_initpwd', initPwd: true });
    const token = await ctx.login(user.account, TENANT_PASSWORD);
    const c = await connectConsole(wsUrl, token);
    open.push(c);
    expect((await c.closed).code).toBe(4401);
  });

  it('reports the broker in the readiness check', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.json()).toMatchObject({ status: 'ready', broker: 'embedded' });
  });

  it('sends each tenant only its own terminals; the platform administrator sees all', async () => {
    const ta = await terminal(a, '7600001');
    const tb = await terminal(b, '7600002');
    const ca = await consoleOf(a.admin.token);
    const cb = await consoleOf(b.admin.token);
    const platform = await consoleOf(await ctx.adminToken());
    for (const c of [ca, cb, platform]) expect(await c.subscribe('presence')).toBe('subscribed');
    // Topics of another tenant's terminal are refused, as are members and malformed topics.
    expect(await ca.subscribe(`commands:${tb.id}`)).toBe('denied');
    expect(await ca.subscribe(`telemetry:${tb.id}`)).toBe('denied');
    expect(await ca.subscribe('everything')).toBe('denied');
    const member = await consoleOf(a.member.token);
    expect(await member.subscribe('presence')).toBe('denied');

    await connect(mqttUrl, ta);
    await connect(mqttUrl, tb);
    await platform.waitEvent((e) => e.type === 'presence' && e.id === ta.id);
    await platform.waitEvent((e) => e.type === 'presence' && e.id === tb.id);
    await ca.waitEvent((e) => e.type === 'presence' && e.id === ta.id);
    await cb.waitEvent((e) => e.type === 'presence' && e.id === tb.id);
    await new Promise((r) => setTimeout(r, 200));
    expect(ca.events.every((e) => e.customerId === a.customerId)).toBe(true);
    expect(cb.events.every((e) => e.customerId === b.customerId)).toBe(true);
    expect(member.events).toEqual([]);
  });
});

describe('terminal monitor list', () => {
  const monitor = (token: string, query = '') =>
    ctx.injectAs(token, { method: 'GET', url: api(`/console/api/v1/terminalMonitor${query}`) });

  it('lists the tenant’s terminals online first, with filters and the online/offline counts', async () => {
    const t = await terminal(b, '7700001');
    await terminal(b, '7700002');
    await connect(mqttUrl, t);
    await eventually(
      async () => (await row(t.id)).online,
      (v) => v,
    );
    const page = expectOk<MonitorPage>(await monitor(b.admin.token, '?size=100'));
    expect(page.list.every((r) => r.customerId === b.customerId)).toBe(true);
    const firstOffline = page.list.findIndex((r) => !r.online);
    expect(page.list.slice(firstOffline).every((r) => !r.online)).toBe(true);
    expect(page.list.find((r) => r.id === t.id)).toMatchObject({ online: true });
    expect(page.counts.online + page.counts.offline).toBe(page.total);
    expect(page.counts.online).toBeGreaterThanOrEqual(1);
    const offline = expectOk<MonitorPage>(await monitor(b.admin.token, '?online=false&keyword=77000'));
    expect(offline.list.map((r) => r.account)).toEqual(['7700002']);
    const byType = expectOk<MonitorPage>(await monitor(b.admin.token, '?deviceType=bedside'));
    expect(byType.list).toEqual([]);
    const one = expectOk<MonitorPage['list'][number]>(await monitor(b.admin.token, `/${t.id}`));
    expect(one).toMatchObject({ id: t.id, account: t.account, online: true });
    expect((await monitor(a.admin.token, `/${t.id}`)).statusCode).toBe(404);
  });

  it('validates its query and needs a customer administrator', async () => {
    expectValidationError(await monitor(b.admin.token, '?online=maybe'), 'online', 'validation.enum');
    expectValidationError(await monitor(b.admin.token, '?size=1000'), 'size', 'validation.max');
    expectValidationError(await monitor(b.admin.token, '?sort=name'), 'sort', 'validation.unknownField');
    expect((await monitor(b.member.token)).statusCode).toBe(403);
  });
});

describe('demo simulation', () => {
  it('runs the demo hospital’s bedside monitors and first terminals over MQTT with their shared password', async () => {
    const demo = await ctx.createTenant('demohospital');
    const rows = [];
    for (let i = 0; i < 4; i++) rows.push(await terminal(demo, `780000${i}`));
    // The fourth terminal feeds a bed's monitor: it runs although it is not among the first two.
    const db = ctx.database.db;
    const [ward] = await db
      .insert(wards)
      .values({ customerId: demo.customerId, name: 'ICU', code: 'ICU' })
      .returning();
    const [bed] = await db
      .insert(beds)
      .values({ customerId: demo.customerId, wardId: ward!.id, number: 1, code: 'ICU-01', name: '1床' })
      .returning();
    await db.insert(criticalDevices).values({
      customerId: demo.customerId,
      name: '监护仪',
      type: 'monitor',
      wardId: ward!.id,
      bedId: bed!.id,
      deviceAccountId: rows[3]!.id,
    });
    // An enabled AI compute server's box runs too (ADR 0035); a disabled one's does not.
    const box = await insertTerminal(db, {
      customerId: demo.customerId,
      account: '7800009',
      deviceType: 'compute',
    });
    const idle = await insertTerminal(db, {
      customerId: demo.customerId,
      account: '7800008',
      deviceType: 'compute',
    });
    await db.insert(computeServers).values([
      {
        customerId: demo.customerId,
        name: 'GPU',
        deviceAccountId: box.id,
        sn: 'D1',
        macAddress: '02:00:00:00:00:01',
        maxPayload: 4,
      },
      {
        customerId: demo.customerId,
        name: 'Idle',
        deviceAccountId: idle.id,
        sn: 'D2',
        macAddress: '02:00:00:00:00:02',
        maxPayload: 4,
        enabled: false,
      },
    ]);
    const fleet = await startDemoSimulation(ctx.database.db, {
      host: '127.0.0.1',
      port: ctx.app.realtime.broker.port!,
      password: TERMINAL_PASSWORD,
      count: 2,
      log: () => {},
    });
    try {
      expect(fleet?.terminals.map((t) => t.identity.account)).toEqual([
        '7800003',
        '7800009',
        '7800000',
        '7800001',
      ]);
      await fleet!.started;
      for (const r of [rows[3]!, box, ...rows.slice(0, 2)]) {
        expect(
          await eventually(
            async () => ctx.app.realtime.presence.isOnline(r.id),
            (v) => v,
          ),
        ).toBe(true);
      }
      expect(ctx.app.realtime.presence.isOnline(rows[2]!.id)).toBe(false);
    } finally {
      await fleet?.stop();
    }
  });

  it('starts nothing for a database without the demo hospital', async () => {
    const none = await startDemoSimulation(ctx.database.db, {
      host: '127.0.0.1',
      port: 1,
      password: 'x',
      tenant: 'no_such_company',
      log: () => {},
    });
    expect(none).toBeNull();
  });
});
