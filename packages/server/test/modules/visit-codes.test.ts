import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { SimulatedTerminal } from '@console/simulator/terminal';
import { MAX_CODE_FAILURES, redeemVisitCode } from '../../src/modules/visit-codes/service';
import { visitCodes } from '../../src/modules/visit-codes/tables';
import { visits } from '../../src/modules/visits/tables';
import { api, build, expectOk, type Tenant } from '../helper';
import { registerFamily, seedIcu, setVisiting, visitingHours } from '../medical-fixture';
import { connectConsole, insertTerminal, ready, TERMINAL_PASSWORD, type TestConsole } from '../realtime';

/**
 * The one-time visit code: generated at booking, kept hashed, shown once; the visiting-room
 * terminal reports it over MQTT and the server accepts it once, within the visit's window.
 * 2026-11-30 is a Monday; 00:00Z is 08:00 in the hospital's zone.
 */
let clock = new Date('2026-11-30T00:00:00Z');
const now = () => clock;
const ctx = build({ MQTT_PORT: 0, HOST: '127.0.0.1', jobs: { now, poll: false } });
const r = (key: string, suffix = '') => api(`${PATHS.resource(key)}${suffix}`);

let tenant: Tenant;
let patientId = 0;
let terminal: Awaited<ReturnType<typeof insertTerminal>>;
let mqttUrl = '';
let wsUrl = '';
const open: { close(): unknown }[] = [];

const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  ctx.injectAs(tenant.admin.token, { method, url, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  tenant = await ctx.createTenant('vcode', ['platform']);
  terminal = await insertTerminal(ctx.database.db, { customerId: tenant.customerId, account: '7400001' });
  const icu = await seedIcu(ctx.database.db, tenant.customerId, {
    bedTerminalIds: [terminal.id],
    admittedAt: clock,
  });
  patientId = icu.patientId;
  await setVisiting(
    ctx,
    tenant.admin.token,
    icu.wardId,
    visitingHours([{ weekday: 1, start: '09:00', end: '12:00', capacity: 5 }]),
  );
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  mqttUrl = `mqtt://127.0.0.1:${ctx.app.realtime.broker.port}`;
  wsUrl = `ws://127.0.0.1:${port}${api('/ws')}`;
});
afterAll(async () => {
  for (const o of open) await o.close();
});

async function book(startsAt: string) {
  const registrationId = await registerFamily(ctx, tenant.admin.token, patientId);
  return expectOk<{ id: number; code: string }>(
    await send('POST', r('visits'), { registrationId, visitType: 'video', startsAt }),
  );
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const stateOf = async (id: number) =>
  (await ctx.database.db.select().from(visits).where(eq(visits.id, id)))[0]!.state;

describe('one-time visit code', () => {
  it('is shown once in the booking answer and kept only hashed', async () => {
    const visit = await book('2026-11-30T09:00:00+08:00');
    expect(visit.code).toMatch(/^\d{6}$/);
    const read = expectOk<{ code: string }>(await send('GET', r('visits', `/${visit.id}`)));
    expect(read.code).toBe('••••••');
    const [stored] = await ctx.database.db.select().from(visits).where(eq(visits.id, visit.id));
    expect(stored!.code).toBe('');
    const [hashed] = await ctx.database.db.select().from(visitCodes).where(eq(visitCodes.visitId, visit.id));
    expect(hashed!.codeHash).not.toContain(visit.code);
  });

  it('is accepted only within the visit window, once, and locks after repeated wrong codes', async () => {
    clock = new Date('2026-11-30T00:00:00Z');
    const visit = await book('2026-11-30T10:00:00+08:00'); // 02:00Z
    const late = await book('2026-11-30T11:00:00+08:00'); // 03:00Z, 30 minutes
    const guessed = await book('2026-11-30T11:30:00+08:00'); // 03:30Z
    const redeem = (code: string) => redeemVisitCode(ctx.database.db, visit.id, code, clock);
    clock = new Date('2026-11-30T01:29:00Z'); // 31 minutes early
    expect((await redeem(visit.code)).outcome).toBe('early');
    clock = new Date('2026-11-30T01:31:00Z');
    expect((await redeem(wrongCode(visit.code))).outcome).toBe('wrong');
    expect(await stateOf(visit.id)).toBe('nostart');
    expect((await redeem(visit.code)).outcome).toBe('accepted');
    expect(await stateOf(visit.id)).toBe('wait');
    expect((await redeem(visit.code)).outcome).toBe('used');

    clock = new Date('2026-11-30T03:31:00Z');
    expect((await redeemVisitCode(ctx.database.db, late.id, late.code, clock)).outcome).toBe('expired');

    clock = new Date('2026-11-30T03:20:00Z');
    for (let i = 0; i < MAX_CODE_FAILURES; i++)
      expect(
        (await redeemVisitCode(ctx.database.db, guessed.id, wrongCode(guessed.code), clock)).outcome,
      ).toBe('wrong');
    expect((await redeemVisitCode(ctx.database.db, guessed.id, guessed.code, clock)).outcome).toBe('locked');
    expect(await stateOf(guessed.id)).toBe('nostart');
  });

  it("checks the visit in when the bed's terminal reports the right code over MQTT", async () => {
    clock = new Date('2026-11-30T00:00:00Z');
    const visit = await book('2026-11-30T11:30:00+08:00'); // 03:30Z
    clock = new Date('2026-11-30T03:25:00Z');
    const consoleA: TestConsole = await connectConsole(wsUrl, tenant.admin.token);
    open.push(consoleA);
    await ready(consoleA);
    expect(await consoleA.subscribe('visits')).toBe('subscribed');
    const room = new SimulatedTerminal(
      { customerId: tenant.customerId, account: terminal.account },
      {
        url: mqttUrl,
        password: TERMINAL_PASSWORD,
        behaviour: { keepalive: 5, telemetryMs: 0, dropoutRate: 0, awayMs: [0, 0], callRate: 0 },
        random: () => 0.5,
        stats: { connects: 0, refused: 0, dropouts: 0, messages: 0, commands: 0 },
      },
    );
    await room.start();
    open.push({ close: () => room.stop() });
    // A wrong code first: refused (counted), the visit stays booked.
    const codeRow = async () =>
      (await ctx.database.db.select().from(visitCodes).where(eq(visitCodes.visitId, visit.id)))[0]!;
    await room.reportVisitCode(visit.id, wrongCode(visit.code));
    await expect.poll(async () => (await codeRow()).failures, { timeout: 10_000 }).toBe(1);
    expect(await stateOf(visit.id)).toBe('nostart');
    await room.reportVisitCode(visit.id, visit.code);
    const event = await consoleA.waitEvent((e) => e.type === 'visit' && e.visit.id === visit.id);
    expect(event).toMatchObject({ type: 'visit', visit: { id: visit.id, state: 'wait' } });
    const code = await codeRow();
    expect(code.failures).toBe(1);
    expect(code.usedAt).not.toBeNull();
  });
});
