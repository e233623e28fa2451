import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEET_OK, meetPaths, PATHS, RET_OK } from '@console/contract';
import { terminalTopic, WS_CLOSE_UNAUTHORIZED } from '@console/contract/realtime';
import { deviceAccounts } from '../../src/modules/device-accounts/tables';
import { terminalTelemetry as telemetryTable } from '../../src/modules/realtime/tables';
import { failureDelayMs, ACCOUNT_LIMITS } from '../../src/modules/realtime/terminal-throttle';
import { api, build, TENANT_PASSWORD, type Tenant } from '../helper';
import { connectConsole, connectTerminal, insertTerminal, ready, type TestTerminal } from '../realtime';

/**
 * Issue 21: the embedded broker under attack (real Aedes on a TCP port, real mqtt clients) and the
 * console WebSocket when its session ends. The server's clock is the jobs clock the test moves.
 */
let clockMs = Date.now();
const LIMITS = { freeFailures: 2, firstDelayMs: 20, maxDelayMs: 80, lockAfter: 6, lockMs: 10 * 60_000 };
const ctx = build({
  MQTT_PORT: 0,
  HOST: '127.0.0.1',
  jobs: { now: () => new Date(clockMs), poll: false },
  terminalLoginLimits: { account: LIMITS, address: { ...LIMITS, lockAfter: 1000 } },
});
let a: Tenant;
let b: Tenant;
let mqttUrl = '';
let wsUrl = '';
const open: { close(): unknown }[] = [];
/** Every telemetry sample the server accepted, per terminal id (what the vitals store receives). */
const samples = new Map<number, unknown[]>();

beforeAll(async () => {
  a = await ctx.createTenant('hard_a');
  b = await ctx.createTenant('hard_b');
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  mqttUrl = `mqtt://127.0.0.1:${ctx.app.realtime.broker.port}`;
  wsUrl = `ws://127.0.0.1:${port}${api('/ws')}`;
  ctx.app.realtime.onTelemetry((terminal, _at, data) => {
    samples.set(terminal.id, [...(samples.get(terminal.id) ?? []), data]);
  });
});
afterAll(async () => {
  for (const o of open) await o.close();
});

async function connect(...args: Parameters<typeof connectTerminal>): Promise<TestTerminal> {
  const t = await connectTerminal(...args);
  open.push(t);
  return t;
}
async function row(id: number) {
  const [r] = await ctx.database.db.select().from(deviceAccounts).where(eq(deviceAccounts.id, id));
  return r!;
}
async function until<T>(read: () => T | Promise<T>, ok: (v: T) => boolean, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('CONNECT brute force', () => {
  it('delays failures after the free ones, doubling to the cap', () => {
    expect(failureDelayMs(ACCOUNT_LIMITS.freeFailures, ACCOUNT_LIMITS)).toBe(0);
    expect(failureDelayMs(ACCOUNT_LIMITS.freeFailures + 1, ACCOUNT_LIMITS)).toBe(ACCOUNT_LIMITS.firstDelayMs);
    expect(failureDelayMs(ACCOUNT_LIMITS.freeFailures + 2, ACCOUNT_LIMITS)).toBe(
      2 * ACCOUNT_LIMITS.firstDelayMs,
    );
    expect(failureDelayMs(1000, ACCOUNT_LIMITS)).toBe(ACCOUNT_LIMITS.maxDelayMs);
  });

  it('refuses the right password once an account has too many failures, records them, and lets it in after the lock', async () => {
    const t = await insertTerminal(ctx.database.db, { customerId: a.customerId, account: '7300001' });
    for (let i = 0; i < LIMITS.lockAfter; i++) {
      await expect(connectTerminal(mqttUrl, t, { password: `wrong-${i}` })).rejects.toThrow(
        /Bad username or password/i,
      );
    }
    // Locked: the right password is refused too, without being checked.
    await expect(connectTerminal(mqttUrl, t)).rejects.toThrow(/Not authorized/i);
    const recorded = await row(t.id);
    expect(recorded.loginFailures).toBe(LIMITS.lockAfter);
    expect(recorded.lastLoginFailureIp).toMatch(/127\.0\.0\.1/);
    expect(recorded.lastLoginFailureAt).not.toBeNull();
    // Another terminal from the same address is not locked by this account's failures.
    const other = await insertTerminal(ctx.database.db, { customerId: a.customerId, account: '7300002' });
    await (await connect(mqttUrl, other)).close();

    clockMs += LIMITS.lockMs + 1000;
    const conn = await connect(mqttUrl, t);
    expect(conn.client.connected).toBe(true);
    // A success clears the count shown on the terminal's page.
    expect(
      (
        await until(
          () => row(t.id),
          (r) => r.loginFailures === 0,
        )
      ).loginFailures,
    ).toBe(0);
  });
});

describe('client id takeover', () => {
  it("refuses a client id that does not name the terminal's own account, and the victim stays connected", async () => {
    const victim = await insertTerminal(ctx.database.db, { customerId: a.customerId, account: '7300011' });
    const attacker = await insertTerminal(ctx.database.db, { customerId: b.customerId, account: '7300012' });
    const held = await connect(mqttUrl, victim, { clientId: `sim-${victim.account}`, clean: false });
    await expect(
      connectTerminal(mqttUrl, attacker, { clientId: `sim-${victim.account}`, clean: false }),
    ).rejects.toThrow(/Not authorized/i);
    await expect(connectTerminal(mqttUrl, attacker, { clientId: 'anything' })).rejects.toThrow(
      /Not authorized/i,
    );
    // Still connected: the refused login never reached the victim's session.
    await new Promise((r) => setTimeout(r, 200));
    expect(held.client.connected).toBe(true);
    // Its own ids are accepted: the account itself, or a part of a dashed id.
    await (await connect(mqttUrl, attacker, { clientId: attacker.account })).close();
    await (await connect(mqttUrl, attacker, { clientId: `sim-${attacker.account}` })).close();
  });
});

describe('message size and shape', () => {
  it('refuses a 5 MB telemetry message without storing it or holding its memory', async () => {
    const t = await insertTerminal(ctx.database.db, { customerId: a.customerId, account: '7300021' });
    const conn = await connect(mqttUrl, t);
    const closed = new Promise<void>((resolve) => conn.client.once('close', () => resolve()));
    const big = JSON.stringify({ hr: 80, junk: 'x'.repeat(5 * 1024 * 1024) });
    global.gc?.();
    const before = process.memoryUsage().rss;
    conn.client.publish(terminalTopic(a.customerId, t.account, 'telemetry'), big, { qos: 0 });
    await closed; // the broker drops the connection on the packet's header
    const grown = process.memoryUsage().rss - before;
    // The same terminal's next, small reading is the first sample the server accepts.
    const again = await connect(mqttUrl, t);
    await again.client.publishAsync(terminalTopic(a.customerId, t.account, 'telemetry'), '{"hr":81}', {
      qos: 1,
    });
    await until(
      () => samples.get(t.id) ?? [],
      (list) => list.length > 0,
    );
    expect(samples.get(t.id)).toEqual([{ hr: 81 }]);
    await ctx.app.realtime.flushTelemetry();
    const stored = await ctx.database.db
      .select()
      .from(telemetryTable)
      .where(eq(telemetryTable.deviceAccountId, t.id));
    expect(stored.map((r) => r.data)).toEqual([{ hr: 81 }]);
    // Loose: the 5 MB body (and its copies) never sat in the broker's buffers (bench/README.md).
    expect(grown).toBeLessThan(50 * 1024 * 1024);
  });

  it('refuses telemetry over its channel limit and telemetry or events that break their schema', async () => {
    const t = await insertTerminal(ctx.database.db, { customerId: a.customerId, account: '7300022' });
    const topic = terminalTopic(a.customerId, t.account, 'telemetry');
    // Bigger than the telemetry limit, smaller than the packet limit: refused by the channel rule.
    let conn = await connect(mqttUrl, t);
    const closed = new Promise<void>((resolve) => conn.client.once('close', () => resolve()));
    conn.client.publish(topic, JSON.stringify({ note: 'y'.repeat(18 * 1024) }), { qos: 1 });
    await closed;
    // Schema breakers (too deep, too many keys, not an object) are dropped; the connection stays.
    conn = await connect(mqttUrl, t);
    const deep = { a: { b: { c: { d: 1 } } } };
    const wide = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i]));
    for (const payload of [deep, wide, [1, 2, 3]])
      await conn.client.publishAsync(topic, JSON.stringify(payload), { qos: 1 });
    await conn.client.publishAsync(topic, JSON.stringify({ hr: 72 }), { qos: 1 });
    await until(
      () => samples.get(t.id) ?? [],
      (list) => list.length > 0,
    );
    expect(samples.get(t.id)).toEqual([{ hr: 72 }]);
    expect(conn.client.connected).toBe(true);
  });
});

describe('console WebSocket and the end of its session', () => {
  async function watcher(token: string) {
    const c = await connectConsole(wsUrl, token);
    open.push(c);
    await ready(c);
    return c;
  }
  const CLOSE_WAIT = 3000;
  const closedSoon = (c: Awaited<ReturnType<typeof watcher>>) =>
    Promise.race([c.closed, new Promise<null>((r) => setTimeout(() => r(null), CLOSE_WAIT))]);

  it('closes on logout', async () => {
    const token = await ctx.login(a.admin.account, TENANT_PASSWORD);
    const c = await watcher(token);
    await ctx.injectAs(token, { method: 'POST', url: api(PATHS.logout) });
    expect(await closedSoon(c)).toEqual({ code: WS_CLOSE_UNAUTHORIZED });
  });

  it('closes the other sessions of the user on a password change', async () => {
    const user = await ctx.createUser({ account: 'hard_pw', customerId: a.customerId, userType: 2 });
    const other = await ctx.login(user.account, TENANT_PASSWORD);
    const c = await watcher(other);
    const current = await ctx.login(user.account, TENANT_PASSWORD);
    const changed = await ctx.injectAs(current, {
      method: 'POST',
      url: api(PATHS.changePassword),
      payload: { oldPassword: TENANT_PASSWORD, password: 'Zx9!kq2#Lm', repassword: 'Zx9!kq2#Lm' },
    });
    expect(changed.json<{ retCode: string }>().retCode).toBe(RET_OK);
    expect(await closedSoon(c)).toEqual({ code: WS_CLOSE_UNAUTHORIZED });
  });

  it('closes when the member is disabled', async () => {
    const c = await watcher(a.member.token);
    const res = await ctx.injectAs(a.admin.token, {
      method: 'POST',
      url: api(meetPaths('platform').member.setEnableOrbind),
      payload: { id: a.member.id, type: 'enable', value: false },
    });
    expect(res.json<{ resultnum: string }>().resultnum).toBe(MEET_OK);
    expect(await closedSoon(c)).toEqual({ code: WS_CLOSE_UNAUTHORIZED });
  });

  it('closes when the session expires', async () => {
    const token = await ctx.login(a.admin.account, TENANT_PASSWORD);
    const { hashToken } = await import('../../src/platform/sessions');
    const { sessions } = await import('../../src/platform/identity-tables');
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 1500) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const c = await watcher(token);
    expect(await closedSoon(c)).toEqual({ code: WS_CLOSE_UNAUTHORIZED });
  });
});
