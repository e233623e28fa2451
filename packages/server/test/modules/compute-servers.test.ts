import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import type { ComputeServer } from '@console/contract/resources/compute-servers';
import type { ComputeRealtimeEvent, RealtimeEvent } from '@console/contract/realtime';
import { SimulatedTerminal } from '@console/simulator/terminal';
import { api, build, envelope, expectOk, type Tenant } from '../helper';
import {
  connectConsole,
  insertTerminal,
  listenForConsoles,
  ready,
  TERMINAL_PASSWORD,
  type TestConsole,
} from '../realtime';

/**
 * AI compute servers (issue 20, ADR 0035): the rules of the resource (MAC, max payload, a
 * compute-type account of the company, one server per account), and the load a simulated box
 * reports over a real MQTT connection to the embedded broker, written to its row and announced
 * live on the `compute` topic to its company only.
 */
const ctx = build({ MQTT_PORT: 0, HOST: '127.0.0.1', PRESENCE_TIMEOUT: 30 });
const url = (suffix = '') => api(`${PATHS.resource('computeServers')}${suffix}`);
let a: Tenant;
let b: Tenant;
let mqttUrl = '';
let wsUrl = '';
const open: { close(): unknown }[] = [];
let computeAccountId = 0;
let otherComputeAccountId = 0;
let meetingTerminalId = 0;
let bComputeAccountId = 0;

const post = (token: string, payload: object) => ctx.injectAs(token, { method: 'POST', url: url(), payload });
const valid = (extra: Record<string, unknown> = {}) => ({
  name: 'GPU box 1',
  deviceAccountId: computeAccountId,
  sn: 'SN-0001',
  macAddress: '02:AB:CD:00:00:01',
  maxPayload: 8,
  ...extra,
});

beforeAll(async () => {
  a = await ctx.createTenant('cs_a');
  b = await ctx.createTenant('cs_b');
  const db = ctx.database.db;
  computeAccountId = (
    await insertTerminal(db, { customerId: a.customerId, account: '6600001', deviceType: 'compute' })
  ).id;
  otherComputeAccountId = (
    await insertTerminal(db, { customerId: a.customerId, account: '6600002', deviceType: 'compute' })
  ).id;
  meetingTerminalId = (await insertTerminal(db, { customerId: a.customerId, account: '6600003' })).id;
  bComputeAccountId = (
    await insertTerminal(db, { customerId: b.customerId, account: '6600004', deviceType: 'compute' })
  ).id;
  ({ mqttUrl, wsUrl } = await listenForConsoles(ctx.app, api('/ws')));
});
afterAll(async () => {
  for (const o of open) await o.close();
});

describe('compute server rules', () => {
  it('refuses a bad MAC, a max payload below one or not whole, and a missing SN', async () => {
    const fields = async (extra: Record<string, unknown>) =>
      envelope(await post(a.admin.token, valid(extra))).fields;
    expect(await fields({ macAddress: '02:AB:CD:00:00' })).toEqual({ macAddress: 'validation.macAddress' });
    expect(await fields({ macAddress: '02:AB-CD:00:00:01' })).toEqual({
      macAddress: 'validation.macAddress',
    });
    expect(await fields({ maxPayload: 0 })).toEqual({ maxPayload: 'validation.min' });
    expect(await fields({ maxPayload: 2.5 })).toEqual({ maxPayload: 'validation.integer' });
    expect(await fields({ sn: '' })).toEqual({ sn: 'validation.required' });
  });

  it('takes only a compute-type device account of its own company', async () => {
    expect(envelope(await post(a.admin.token, valid({ deviceAccountId: meetingTerminalId }))).fields).toEqual(
      {
        deviceAccountId: 'error.computeAccountType',
      },
    );
    const theirs = envelope(await post(a.admin.token, valid({ deviceAccountId: bComputeAccountId })));
    expect(theirs.retCode).not.toBe('000000');
    expect(Object.keys(theirs.fields ?? {})).toEqual(['deviceAccountId']);
  });

  it('keeps one server per account and one per SN, and refuses live fields from a client', async () => {
    expect(envelope(await post(a.admin.token, valid({ online: true, currentLoad: 5 }))).fields).toEqual({
      online: 'validation.unknownField',
      currentLoad: 'validation.unknownField',
    });
    const made = expectOk<ComputeServer>(await post(a.admin.token, valid()));
    expect(made).toMatchObject({
      name: 'GPU box 1',
      maxPayload: 8,
      online: false,
      currentLoad: 0,
      gpuPercent: null,
    });
    expect(envelope(await post(a.admin.token, valid({ sn: 'SN-0002' }))).fields).toEqual({
      deviceAccountId: 'error.computeAccountTaken',
    });
    expect(
      envelope(await post(a.admin.token, valid({ sn: 'sn-0001', deviceAccountId: otherComputeAccountId })))
        .fields,
    ).toEqual({ sn: 'error.computeSnTaken' });
  });

  it('is a customer administrator’s: a member is refused', async () => {
    const res = await ctx.injectAs(a.member.token, { method: 'GET', url: url() });
    expect(res.statusCode).toBe(403);
  });
});

describe('compute server load over MQTT', () => {
  let box: SimulatedTerminal;
  let serverId = 0;
  let consoleA: TestConsole;
  let consoleB: TestConsole;

  beforeAll(async () => {
    const list = expectOk<{ list: ComputeServer[] }>(
      await ctx.injectAs(a.admin.token, { method: 'GET', url: url() }),
    );
    serverId = list.list.find((s) => s.name === 'GPU box 1')!.id;
    consoleA = await connectConsole(wsUrl, a.admin.token);
    consoleB = await connectConsole(wsUrl, b.admin.token);
    open.push({ close: () => consoleA.close() }, { close: () => consoleB.close() });
    await ready(consoleA);
    await ready(consoleB);
    expect(await consoleA.subscribe('compute')).toBe('subscribed');
    expect(await consoleB.subscribe('compute')).toBe('subscribed');
    box = new SimulatedTerminal(
      { customerId: a.customerId, account: '6600001', deviceType: 'compute' },
      {
        url: mqttUrl,
        password: TERMINAL_PASSWORD,
        behaviour: { keepalive: 20, telemetryMs: 0, dropoutRate: 0, awayMs: [60_000, 60_000], callRate: 0 },
        random: () => 0.5,
        stats: { connects: 0, refused: 0, dropouts: 0, messages: 0, commands: 0 },
      },
    );
    open.push({ close: () => box.stop() });
  });

  const computeEvent = (match: (server: ComputeRealtimeEvent['server']) => boolean) => (e: RealtimeEvent) =>
    e.type === 'compute' && e.server.id === serverId && match(e.server);

  it('shows the box online when it connects, then its load as it reports it', async () => {
    await box.start();
    await consoleA.waitEvent(
      computeEvent((s) => s.online),
      10_000,
    );
    expect(box.reportLoad(3, { gpu: 40, cpu: 20 })).toBe(true);
    await consoleA.waitEvent(
      computeEvent((s) => s.currentLoad === 3 && s.gpuPercent === 40),
      10_000,
    );
    const row = expectOk<ComputeServer>(
      await ctx.injectAs(a.admin.token, { method: 'GET', url: url(`/${serverId}`) }),
    );
    expect(row).toMatchObject({ online: true, currentLoad: 3, gpuPercent: 40, cpuPercent: 20 });
    expect(row.reportedAt).not.toBeNull();
  });

  it('keeps the load within the max payload, and another company never hears it', async () => {
    expect(box.reportLoad(50, { gpu: 100, cpu: 90 })).toBe(true);
    await consoleA.waitEvent(
      computeEvent((s) => s.currentLoad === 8 && s.gpuPercent === 100),
      10_000,
    );
    expect(consoleB.events.filter((e) => e.type === 'compute')).toEqual([]);
  });

  it('shows it offline with no load when it leaves', async () => {
    await box.stop();
    await consoleA.waitEvent(
      computeEvent((s) => !s.online && s.currentLoad === 0),
      10_000,
    );
    const row = expectOk<ComputeServer>(
      await ctx.injectAs(a.admin.token, { method: 'GET', url: url(`/${serverId}`) }),
    );
    expect(row).toMatchObject({ online: false, currentLoad: 0 });
  });
});
