import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS } from '@console/contract';
import { USER_TYPES } from '@console/contract/access/identity';
import type { Alarm, AlarmEvent, AlarmPage, WardStation } from '@console/contract/alarms';
import { terminalTopic, type RealtimeEvent } from '@console/contract/realtime';
import { translate } from '@console/contract/i18n/messages';
import { escalateKey, unsilenceKey } from '../../src/modules/alarms/service';
import { beds } from '../../src/modules/beds/tables';
import { monitoringIndicators } from '../../src/modules/monitoring-indicators/tables';
import { seedBuiltInIndicators } from '../../src/modules/monitoring-indicators/seed';
import { jobs } from '../../src/platform/jobs/tables';
import {
  api,
  build,
  expectError,
  expectOk,
  expectValidationError,
  TENANT_PASSWORD,
  type Tenant,
} from '../helper';
import { seedIcu } from '../medical-fixture';
import {
  connectConsole,
  connectTerminal,
  dropTerminal,
  insertTerminal,
  ready,
  type TestConsole,
  type TestTerminal,
} from '../realtime';

/**
 * Alarms end to end: bedside terminals publish over the real broker, the writer stores the
 * samples and evaluates them against the bed's limits, the staff acknowledge, silence and audit
 * over the API, the durable jobs (run on the test's clock) escalate and end silences, and the
 * console hears every transition on the `alarms` topic. Built-in heart-rate limits: warning above
 * 110, alarm above 120; SpO2: warning below 94, alarm below 90; persistence 10 s, escalation 5 min.
 */
const START = new Date('2026-05-04T08:00:00Z');
let clock = START;
const now = () => clock;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const ctx = build({ MQTT_PORT: 0, HOST: '127.0.0.1', jobs: { now, poll: false } });
const r = (key: string, suffix = '') => api(`${PATHS.resource(key)}${suffix}`);
let a: Tenant;
let b: Tenant;
let staffToken = '';
let wardId = 0;
let bedIds: number[] = [];
let patientId = 0;
let mqttUrl = '';
let wsUrl = '';
let watcher: TestConsole;
const terminals: TestTerminal[] = [];
const terminalIds: number[] = [];
const open: { close(): unknown }[] = [];

const send = (method: 'GET' | 'POST', url: string, payload?: object, token = staffToken, lang = 'en') =>
  ctx.injectAs(token, { method, url, headers: { 'accept-language': lang }, ...(payload ? { payload } : {}) });

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 20));
  }
}

const normal = { heartRate: 80, spo2: 97, systolic: 120, diastolic: 80, respiration: 16, temperature: 36.8 };

/**
 * Bed `bed` (its own terminal) reports a sample at the clock's time, stored and evaluated before
 * this returns; then the clock moves on `thenSeconds`.
 */
async function sample(bed: number, values: Partial<typeof normal>, thenSeconds = 5) {
  const before = ctx.app.vitals.written;
  const account = `75000${bed}`;
  terminals[bed]!.client.publish(
    terminalTopic(a.customerId, account, 'telemetry'),
    JSON.stringify({ kind: 'vitals', ...normal, ...values }),
  );
  // Flushed as soon as it has arrived (not on the writer's timer); a flush waits for the evaluation.
  await until(async () => {
    await ctx.app.vitals.flush();
    return ctx.app.vitals.written > before;
  });
  advance(thenSeconds * SECOND);
}

async function alarmsOf(bed: number, state = 'open'): Promise<Alarm[]> {
  return expectOk<AlarmPage>(await send('GET', r('alarms', `?bedId=${bedIds[bed]}&state=${state}`))).list;
}
async function eventsOf(id: number): Promise<AlarmEvent[]> {
  return expectOk<AlarmEvent[]>(await send('GET', r('alarms', `/${id}/events`)));
}
const kinds = async (id: number) => (await eventsOf(id)).map((e) => e.kind);
const heard = (id: number, match: (alarm: Alarm) => boolean) =>
  watcher.waitEvent((e: RealtimeEvent) => e.type === 'alarm' && e.alarm.id === id && match(e.alarm));

beforeAll(async () => {
  a = await ctx.createTenant('alm_a');
  b = await ctx.createTenant('alm_b');
  const db = ctx.database.db;
  for (const tenant of [a, b]) await db.transaction((tx) => seedBuiltInIndicators(tx, tenant.customerId));
  ({ wardId, bedIds, patientId } = await seedIcu(db, a.customerId, { beds: 8, admittedAt: START }));
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  mqttUrl = `mqtt://127.0.0.1:${ctx.app.realtime.broker.port}`;
  wsUrl = `ws://127.0.0.1:${port}${api('/ws')}`;
  // One terminal per bed, so each test has a bed of its own.
  for (const [i, bedId] of bedIds.entries()) {
    const account = `75000${i}`;
    const terminal = await insertTerminal(db, { customerId: a.customerId, account });
    await db
      .update(beds)
      .set({ deviceAccountIds: [terminal.id] })
      .where(eq(beds.id, bedId));
    terminalIds.push(terminal.id);
    // A long keepalive: a busy machine must not drop a terminal (it does not reconnect).
    const t = await connectTerminal(mqttUrl, { customerId: a.customerId, account }, { keepalive: 60 });
    terminals.push(t);
    open.push(t);
  }
  const doctor = await ctx.createUser({
    account: 'alm_doctor',
    customerId: a.customerId,
    userType: USER_TYPES.staff,
  });
  staffToken = await ctx.login(doctor.account, TENANT_PASSWORD);
  watcher = await connectConsole(wsUrl, staffToken);
  open.push(watcher);
  await ready(watcher);
  expect(await watcher.subscribe('alarms')).toBe('subscribed');
  expect(await watcher.subscribe(`station:${wardId}`)).toBe('subscribed');
});
afterAll(async () => {
  for (const o of open) await o.close();
});

describe('evaluation of the samples', () => {
  it('raises nothing for a single out-of-range sample, and a warning once the crossing has persisted 10 s', async () => {
    await sample(0, { heartRate: 130 });
    await sample(0, {});
    expect(await alarmsOf(0)).toEqual([]);
    const raisedAt = new Date(clock.getTime() + 10 * SECOND).toISOString();
    await sample(0, { heartRate: 112 });
    await sample(0, { heartRate: 115 });
    expect(await alarmsOf(0)).toEqual([]);
    await sample(0, { heartRate: 113 });
    const [alarm] = await alarmsOf(0);
    expect(alarm).toMatchObject({
      customerId: a.customerId,
      wardId,
      bedId: bedIds[0],
      patientId,
      code: 'heartRate',
      level: 'warning',
      state: 'active',
      value: 115,
      lastValue: 113,
      // the limit crossed, as in force at the bed
      limit: 'warningHigh',
      limitValue: 110,
      ongoing: true,
      raisedAt,
      acknowledgedAt: null,
      escalatedAt: null,
      audit: null,
    });
    await heard(alarm!.id, (x) => x.state === 'active' && x.level === 'warning');
    expect(await eventsOf(alarm!.id)).toEqual([
      expect.objectContaining({ kind: 'raised', at: raisedAt, by: null, level: 'warning', value: 115 }),
    ]);
  });

  it('upgrades the open warning to an alarm in place once the alarm level has persisted', async () => {
    const [warning] = await alarmsOf(0);
    await sample(0, { heartRate: 125 });
    await sample(0, { heartRate: 131 });
    expect((await alarmsOf(0))[0]).toMatchObject({ id: warning!.id, level: 'warning', value: 131 });
    await sample(0, { heartRate: 124 });
    const all = await alarmsOf(0, 'active');
    expect(all.map((x) => ({ id: x.id, level: x.level, value: x.value, lastValue: x.lastValue }))).toEqual([
      { id: warning!.id, level: 'alarm', value: 131, lastValue: 124 },
    ]);
    expect(all[0]).toMatchObject({ limit: 'alarmHigh', limitValue: 120 });
    expect(await kinds(warning!.id)).toEqual(['raised', 'upgraded']);
    await heard(warning!.id, (x) => x.level === 'alarm');
  });

  it('keeps an unacknowledged alarm latched when the value is back to normal; acknowledging it clears it', async () => {
    const [alarm] = await alarmsOf(0);
    await sample(0, { heartRate: 80 });
    await sample(0, { heartRate: 81 });
    expect(await alarmsOf(0)).toEqual([
      expect.objectContaining({ id: alarm!.id, state: 'active', ongoing: false, lastValue: 81 }),
    ]);
    const at = clock.toISOString();
    const acked = expectOk<Alarm>(await send('POST', r('alarms', `/${alarm!.id}/acknowledge`)));
    expect(acked).toMatchObject({
      state: 'cleared',
      acknowledgedAt: at,
      acknowledgedBy: 'alm_doctor',
      clearedAt: at,
    });
    expect(await alarmsOf(0)).toEqual([]);
    expect(await kinds(alarm!.id)).toEqual(['raised', 'upgraded', 'acknowledged', 'cleared']);
    await heard(alarm!.id, (x) => x.state === 'cleared');
    // Its jobs went with it.
    const pending = await ctx.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.key, escalateKey(alarm!.id)), isNull(jobs.doneAt)));
    expect(pending).toEqual([]);
  });

  it('acknowledges an ongoing alarm (who and when) and clears it when the value is back to normal', async () => {
    for (const spo2 of [93, 92, 91]) await sample(1, { spo2 });
    const [alarm] = await alarmsOf(1);
    expect(alarm).toMatchObject({ code: 'spo2', level: 'warning', value: 91, patientId: null });
    const at = clock.toISOString();
    expect(expectOk<Alarm>(await send('POST', r('alarms', `/${alarm!.id}/acknowledge`)))).toMatchObject({
      state: 'acknowledged',
      acknowledgedAt: at,
      acknowledgedBy: 'alm_doctor',
      clearedAt: null,
    });
    // Acknowledged, it may not be silenced (it makes no sound); it stays open while the value is low.
    const refused = await send(
      'POST',
      r('alarms', `/${alarm!.id}/silence`),
      { minutes: 2 },
      staffToken,
      'zh',
    );
    expect(refused.statusCode).toBe(409);
    expect(expectError(refused, ERROR_CODES.conflict, 'error.alarmAcknowledged').errInfo).toBe(
      '报警已确认，无需静音',
    );
    await sample(1, { spo2: 92 });
    expect((await alarmsOf(1))[0]).toMatchObject({ id: alarm!.id, state: 'acknowledged', ongoing: true });
    const clearedAt = clock.toISOString();
    await sample(1, { spo2: 97 });
    expect(await alarmsOf(1)).toEqual([]);
    const events = await eventsOf(alarm!.id);
    expect(events.map((e) => [e.kind, e.by])).toEqual([
      ['raised', null],
      ['acknowledged', 'alm_doctor'],
      ['cleared', null],
    ]);
    expect(events[2]!.at).toBe(clearedAt);
    expectError(
      await send('POST', r('alarms', `/${alarm!.id}/acknowledge`)),
      ERROR_CODES.conflict,
      'error.alarmCleared',
    );
  });

  it('applies an edit of the bed’s limits to the next sample', async () => {
    await sample(2, { heartRate: 100 });
    await sample(2, { heartRate: 100 });
    await sample(2, { heartRate: 100 });
    expect(await alarmsOf(2)).toEqual([]);
    const [hr] = await ctx.database.db
      .select()
      .from(monitoringIndicators)
      .where(
        and(eq(monitoringIndicators.customerId, a.customerId), eq(monitoringIndicators.code, 'heartRate')),
      );
    expectOk(
      await send(
        'POST',
        r('indicatorThresholds'),
        { indicatorId: hr!.id, wardId, bedId: bedIds[2], warningHigh: 95, alarmHigh: 105 },
        a.admin.token,
      ),
    );
    await sample(2, { heartRate: 100 });
    await sample(2, { heartRate: 100 });
    await sample(2, { heartRate: 100 });
    expect(await alarmsOf(2)).toEqual([
      expect.objectContaining({
        code: 'heartRate',
        level: 'warning',
        value: 100,
        limit: 'warningHigh',
        limitValue: 95,
      }),
    ]);
  });
});

describe('silence, escalation and audit', () => {
  let alarmId = 0;
  beforeAll(async () => {
    for (const heartRate of [125, 126, 127]) await sample(3, { heartRate });
    alarmId = (await alarmsOf(3))[0]!.id;
  });

  it('silences for at most 10 minutes; when the silence runs out the alarm sounds again', async () => {
    expectValidationError(
      await send('POST', r('alarms', `/${alarmId}/silence`), { minutes: 11 }),
      'minutes',
      'validation.max',
    );
    const until = new Date(clock.getTime() + 2 * MINUTE).toISOString();
    expect(
      expectOk<Alarm>(await send('POST', r('alarms', `/${alarmId}/silence`), { minutes: 2 })),
    ).toMatchObject({
      state: 'silenced',
      silencedUntil: until,
    });
    advance(2 * MINUTE - SECOND);
    await ctx.app.jobs.runDue();
    expect((await alarmsOf(3))[0]).toMatchObject({ state: 'silenced' });
    advance(SECOND);
    await ctx.app.jobs.runDue();
    expect((await alarmsOf(3))[0]).toMatchObject({ state: 'active', silencedUntil: null });
    await heard(alarmId, (x) => x.state === 'active' && x.silencedUntil === null);
    expect(await kinds(alarmId)).toEqual(['raised', 'silenced', 'unsilenced']);
  });

  it('escalates an alarm left unacknowledged for the indicator’s escalation minutes, once', async () => {
    const [alarm] = await alarmsOf(3);
    const due = new Date(alarm!.raisedAt).getTime() + 5 * MINUTE;
    clock = new Date(due - SECOND);
    await ctx.app.jobs.runDue();
    expect((await alarmsOf(3))[0]!.escalatedAt).toBeNull();
    clock = new Date(due);
    await ctx.app.jobs.runDue();
    expect((await alarmsOf(3))[0]).toMatchObject({
      state: 'active',
      escalatedAt: new Date(due).toISOString(),
    });
    await heard(alarmId, (x) => x.escalatedAt !== null);
    expect(await kinds(alarmId)).toEqual(['raised', 'silenced', 'unsilenced', 'escalated']);
  });

  it('does not escalate an acknowledged alarm', async () => {
    for (const heartRate of [125, 126, 127]) await sample(4, { heartRate });
    const [alarm] = await alarmsOf(4);
    expectOk(await send('POST', r('alarms', `/${alarm!.id}/acknowledge`)));
    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, escalateKey(alarm!.id)));
    expect(job).toBeUndefined();
    clock = new Date(clock.getTime() + 10 * MINUTE);
    await ctx.app.jobs.runDue();
    expect((await alarmsOf(4))[0]).toMatchObject({ state: 'acknowledged', escalatedAt: null });
    expect(await kinds(alarm!.id)).toEqual(['raised', 'acknowledged']);
    const [silence] = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, unsilenceKey(alarm!.id)));
    expect(silence).toBeUndefined();
  });

  it('audits an alarm: a false alarm needs a reason (zh and en), a confirmed one does not', async () => {
    expectValidationError(
      await send('POST', r('alarms', `/${alarmId}/audit`), { verdict: 'false' }),
      'reason',
      'validation.alarmReasonRequired',
    );
    const blank = await send('POST', r('alarms', `/${alarmId}/audit`), { verdict: 'false', reason: ' ' });
    const { fields } = blank.json<{ fields: Record<string, string> }>();
    expect(fields).toEqual({ reason: 'validation.alarmReasonRequired' });
    expect([translate(fields.reason!, 'zh'), translate(fields.reason!, 'en')]).toEqual([
      '标记为误报时须填写原因',
      'A reason is required to mark an alarm false',
    ]);
    const at = clock.toISOString();
    expect(
      expectOk<Alarm>(
        await send('POST', r('alarms', `/${alarmId}/audit`), { verdict: 'false', reason: '导联脱落' }),
      ),
    ).toMatchObject({ audit: 'false', auditReason: '导联脱落', auditedAt: at, auditedBy: 'alm_doctor' });
    expect(
      expectOk<Alarm>(await send('POST', r('alarms', `/${alarmId}/audit`), { verdict: 'confirmed' })),
    ).toMatchObject({ audit: 'confirmed', auditReason: null });
    const audited = (await eventsOf(alarmId)).filter((e) => e.kind === 'audited');
    expect(audited.map((e) => [e.by, e.note])).toEqual([
      ['alm_doctor', 'false: 导联脱落'],
      ['alm_doctor', 'confirmed'],
    ]);
  });
});

describe('the central station', () => {
  it('shows every bed of the ward with its latest values, their levels and its highest open alarm', async () => {
    for (const heartRate of [112, 113, 114]) await sample(5, { heartRate, spo2: 93 });
    const at = new Date(clock.getTime() - 5 * SECOND).toISOString();
    const station = expectOk<WardStation>(await send('GET', r('wards', `/${wardId}/station`)));
    expect(station.wardId).toBe(wardId);
    // "no signal" after the server's presence timeout (PRESENCE_TIMEOUT, default 90 s)
    expect(station.silentAfterSeconds).toBe(90);
    expect(station.beds.map((bed) => bed.bedId)).toEqual(bedIds);
    const bed5 = station.beds[5]!;
    expect(bed5).toMatchObject({
      bedId: bedIds[5],
      wardId,
      patientId: null,
      at,
      values: { ...normal, heartRate: 114, spo2: 93 },
      levels: {
        heartRate: 'warning',
        spo2: 'warning',
        systolic: 'normal',
        diastolic: 'normal',
        respiration: 'normal',
        temperature: 'normal',
      },
    });
    // Two open warnings: the newest unacknowledged one is shown (both raised at once: the later id).
    const open = await alarmsOf(5);
    expect(open.map((x) => x.code).sort()).toEqual(['heartRate', 'spo2']);
    expect(bed5.alarm?.id).toBe(Math.max(...open.map((x) => x.id)));
    // A bed that never reported: no values, no alarm.
    expect(station.beds[7]).toEqual({
      bedId: bedIds[7],
      wardId,
      patientId: null,
      deviceAccountId: null,
      at: null,
      values: {},
      levels: {},
      alarm: null,
    });
    // The live tile event of the same bed.
    const live = await watcher.waitEvent(
      (e) => e.type === 'station' && e.station.bedId === bedIds[5] && e.station.at === at,
    );
    expect(live).toMatchObject({
      type: 'station',
      customerId: a.customerId,
      station: { levels: bed5.levels },
    });
  });

  it('shows a bed whose terminal went silent as offline (no signal), live and in the snapshot', async () => {
    await sample(6, { heartRate: 90 });
    const station = async () =>
      expectOk<WardStation>(await send('GET', r('wards', `/${wardId}/station`))).beds[6]!;
    expect(await station()).toMatchObject({ deviceAccountId: terminalIds[6], values: { heartRate: 90 } });
    dropTerminal(terminals[6]!);
    const live = await watcher.waitEvent(
      (e) => e.type === 'station' && e.station.bedId === bedIds[6] && e.station.online === false,
      10_000,
    );
    expect(live).toMatchObject({
      customerId: a.customerId,
      station: { deviceAccountId: terminalIds[6], values: { ...normal, heartRate: 90 }, alarm: null },
    });
    // The snapshot follows once presence is written.
    await until(async () => (await station()).online === false);
  });

  it('pages the alarm list newest first with `after`', async () => {
    const first = expectOk<AlarmPage>(await send('GET', r('alarms', `?wardId=${wardId}&size=2`)));
    expect(first.list).toHaveLength(2);
    const all = expectOk<AlarmPage>(await send('GET', r('alarms', `?wardId=${wardId}&size=100`)));
    expect(first.next).toBe(all.list[1]!.id);
    const second = expectOk<AlarmPage>(
      await send('GET', r('alarms', `?wardId=${wardId}&size=100&after=${first.next}`)),
    );
    expect([...first.list, ...second.list].map((x) => x.id)).toEqual(all.list.map((x) => x.id));
    expect(second.next).toBeNull();
    const levels = expectOk<AlarmPage>(
      await send('GET', r('alarms', `?wardId=${wardId}&level=alarm&size=100`)),
    );
    expect(levels.list.map((x) => x.id)).toEqual(
      all.list.filter((x) => x.level === 'alarm').map((x) => x.id),
    );
  });
});

describe('who may', () => {
  it('refuses members every alarm route and topic', async () => {
    const [alarm] = await alarmsOf(5);
    for (const [method, url, body] of [
      ['GET', r('alarms')],
      ['GET', r('alarms', `/${alarm!.id}/events`)],
      ['POST', r('alarms', `/${alarm!.id}/acknowledge`)],
      ['POST', r('alarms', `/${alarm!.id}/silence`), { minutes: 1 }],
      ['POST', r('alarms', `/${alarm!.id}/audit`), { verdict: 'confirmed' }],
      ['GET', r('wards', `/${wardId}/station`)],
    ] as const) {
      const res = await send(method, url, body, a.member.token);
      expect(res.statusCode, url).toBe(403);
    }
    const member = await connectConsole(wsUrl, a.member.token);
    open.push(member);
    await ready(member);
    expect(await member.subscribe('alarms')).toBe('denied');
    expect(await member.subscribe(`station:${wardId}`)).toBe('denied');
  });

  it('keeps another company out: its alarms are not found, its station topic denied, its events never sent', async () => {
    const [alarm] = await alarmsOf(5);
    for (const [method, url, body] of [
      ['GET', r('alarms', `/${alarm!.id}`)],
      ['GET', r('alarms', `/${alarm!.id}/events`)],
      ['POST', r('alarms', `/${alarm!.id}/acknowledge`)],
      ['POST', r('alarms', `/${alarm!.id}/audit`), { verdict: 'confirmed' }],
      ['GET', r('wards', `/${wardId}/station`)],
    ] as const) {
      const res = await send(method, url, body, b.admin.token);
      expect(res.statusCode, url).toBe(404);
    }
    expect(
      expectOk<AlarmPage>(await send('GET', r('alarms', `?wardId=${wardId}`), undefined, b.admin.token)).list,
    ).toEqual([]);
    const other = await connectConsole(wsUrl, b.admin.token);
    open.push(other);
    await ready(other);
    expect(await other.subscribe(`station:${wardId}`)).toBe('denied');
    expect(await other.subscribe('alarms')).toBe('subscribed');
    // A's transition, then a marker of B's own: once the marker arrives, A's would have too.
    expectOk(await send('POST', r('alarms', `/${alarm!.id}/acknowledge`)));
    await heard(alarm!.id, (x) => x.state === 'acknowledged');
    ctx.app.realtime.publish({
      type: 'alarm',
      customerId: b.customerId,
      alarm: { ...alarm!, id: -1, customerId: b.customerId },
    });
    await other.waitEvent((e) => e.type === 'alarm' && e.alarm.id === -1);
    expect(other.events.filter((e) => e.type === 'alarm' && e.customerId === a.customerId)).toEqual([]);
  });
});
