import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { PATHS } from '@console/contract';
import {
  ETA_FLOOR_KMH,
  nextTaskState,
  TASK_ACTIONS,
  TASK_MOVERS,
  TASK_MOVES,
  TASK_STATES,
  type TaskLive,
} from '@console/contract/resources/ambulance-tasks';
import type { AmbulanceTaskRealtimeEvent, RealtimeEvent } from '@console/contract/realtime';
import { SimulatedTerminal } from '@console/simulator/terminal';
import { terminalCommands } from '../../src/modules/realtime/tables';
import {
  ambulanceHospitals,
  ambulancePositions,
  ambulanceVehicles,
} from '../../src/modules/ambulance-fleet/tables';
import { distanceMeters } from '../../src/modules/ambulance-fleet/track';
import { estimateEta } from '../../src/modules/ambulance-tasks/eta';
import { writeSetting, SETTING_KEYS } from '../../src/modules/system-settings/settings';
import { ambulanceEditor, api, build, envelope, expectError, expectOk, type Tenant } from '../helper';
import {
  connectConsole,
  eventually,
  insertTerminal,
  listenForConsoles,
  ready,
  TERMINAL_PASSWORD,
  type TestConsole,
} from '../realtime';

/**
 * Emergency tasks (issue 18, ADR 0045): the fields and their rules, every move of the state
 * machine and the refusal of every other, the times each state stamps and who moved it, one open
 * task per ambulance, same-company references, the cancel reason; moves by a simulated ambulance
 * terminal over a real MQTT connection (dispatch reaches it as a command), on-scene and at-hospital
 * set by geofences from its GPS fixes, the ETA, the pre-arrival notice with its mail (a real SMTP
 * receiver), the `ambulanceTasks` console topic, and the editor role wall (SPEC §6).
 */
let clock = new Date('2026-11-26T02:00:00.000Z');
const ctx = build({
  MQTT_PORT: 0,
  HOST: '127.0.0.1',
  PRESENCE_TIMEOUT: 30,
  jobs: { poll: false, now: () => clock },
});
const url = (suffix = '') => api(`${PATHS.resource('ambulanceTasks')}${suffix}`);
let a: Tenant;
let b: Tenant;
let editorA = '';
let editorB = '';
let mqttUrl = '';
let wsUrl = '';
const open: { close(): unknown }[] = [];
const terminals: Record<string, number> = {};
const vehicles: Record<string, number> = {};
let hospitalA = 0;
let hospitalMailA = 0;
let hospitalB = 0;

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  ctx.injectAs(token, { method, url: path, ...(payload ? { payload } : {}) });

// The pickup: 31.2400, 121.4800; hospital A at 31.2300, 121.4700 (about 1.4 km apart).
const SCENE = { lat: 31.24, lng: 121.48 };
const task = (extra: Record<string, unknown> = {}) => ({
  callerName: '李女士',
  callerPhone: '13800138000',
  address: '南京东路 100 号',
  ...SCENE,
  complaint: '胸痛 30 分钟',
  priority: 'critical',
  patientName: '李某',
  patientSex: 'male',
  patientAge: 62,
  vehicleId: vehicles.a1,
  hospitalId: hospitalA,
  ...extra,
});

interface Task {
  id: number;
  number: string;
  state: string;
  vehicleId: number | null;
  dispatchedAt: string | null;
  enRouteAt: string | null;
  onSceneAt: string | null;
  transportingAt: string | null;
  arrivedAt: string | null;
  closedAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
}

const create = async (extra: Record<string, unknown> = {}) =>
  expectOk<Task>(await as(editorA, 'POST', url(), task(extra)));
const move = (id: number, action: string, reason?: string, token = editorA) =>
  as(token, 'POST', url(`/${id}/transition`), { action, ...(reason === undefined ? {} : { reason }) });
const live = async (id: number) => expectOk<TaskLive>(await as(editorA, 'GET', url(`/${id}/live`)));
const tick = (seconds = 1) => {
  clock = new Date(clock.getTime() + seconds * 1000);
  return clock.toISOString();
};

beforeAll(async () => {
  a = await ctx.createTenant('tasks_a', ['platform', 'ambulance']);
  b = await ctx.createTenant('tasks_b', ['platform', 'ambulance']);
  editorA = await ambulanceEditor(ctx, a, 'tasks_a_editor');
  editorB = await ambulanceEditor(ctx, b, 'tasks_b_editor');
  const db = ctx.database.db;
  const ambulance = async (customerId: number, account: string, key: string) => {
    terminals[key] = (await insertTerminal(db, { customerId, account, deviceType: 'ambulance' })).id;
    const [vehicle] = await db
      .insert(ambulanceVehicles)
      .values({ customerId, plate: `沪A-${account}`, deviceAccountId: terminals[key]! })
      .returning();
    vehicles[key] = vehicle!.id;
  };
  await ambulance(a.customerId, '7800001', 'a1');
  await ambulance(a.customerId, '7800002', 'a2');
  await ambulance(a.customerId, '7800003', 'a3');
  await ambulance(b.customerId, '7800009', 'b1');
  const hospital = async (customerId: number, name: string, contactEmail?: string) => {
    const [row] = await db
      .insert(ambulanceHospitals)
      .values({ customerId, name, address: name, lat: 31.23, lng: 121.47, contactEmail })
      .returning();
    return row!.id;
  };
  hospitalA = await hospital(a.customerId, '市一医院');
  hospitalMailA = await hospital(a.customerId, '瑞金医院', 'er@ruijin.example.com');
  hospitalB = await hospital(b.customerId, 'B 医院');
  ({ mqttUrl, wsUrl } = await listenForConsoles(ctx.app, api('/ws')));
});
afterAll(async () => {
  for (const o of open) await o.close();
});

describe('the state machine in the contract', () => {
  it('allows exactly the listed moves, each for its movers', () => {
    const allowed = new Set(
      TASK_MOVES.flatMap((m) => m.from.flatMap((from) => m.by.map((by) => `${from}:${m.action}:${by}`))),
    );
    let checked = 0;
    for (const state of TASK_STATES)
      for (const action of TASK_ACTIONS)
        for (const by of TASK_MOVERS) {
          const to = nextTaskState(state, action, by);
          expect(to !== null, `${state} ${action} by ${by}`).toBe(allowed.has(`${state}:${action}:${by}`));
          checked++;
        }
    expect(checked).toBe(8 * 7 * 3);
    // Closed and cancelled are final; only the console dispatches, closes and cancels.
    for (const action of TASK_ACTIONS) {
      expect(nextTaskState('closed', action, 'console')).toBeNull();
      expect(nextTaskState('cancelled', action, 'console')).toBeNull();
    }
    expect(nextTaskState('created', 'dispatch', 'terminal')).toBeNull();
    expect(nextTaskState('arrived', 'close', 'terminal')).toBeNull();
    expect(nextTaskState('enRoute', 'cancel', 'geofence')).toBeNull();
    expect(nextTaskState('dispatched', 'depart', 'geofence')).toBeNull();
    expect(nextTaskState('enRoute', 'reachScene', 'geofence')).toBe('onScene');
    expect(nextTaskState('transporting', 'arrive', 'geofence')).toBe('arrived');
  });
});

describe('ETA', () => {
  const fix = { lat: 31.24, lng: 121.48, at: new Date('2026-11-26T02:00:00.000Z') };
  const target = { lat: 31.23, lng: 121.47 };
  const distance = distanceMeters(fix, target);

  it('is the great-circle distance over the recent average speed, from the fix’s time', () => {
    const eta = estimateEta({ fix, target, kind: 'hospital', recentSpeeds: [30, 50], defaultKmh: 40 });
    expect(eta.distance).toBe(Math.round(distance));
    expect(eta.speed).toBe(40);
    expect(eta.seconds).toBe(Math.round(distance / (40 / 3.6)));
    expect(eta.at).toBe(new Date(fix.at.getTime() + eta.seconds * 1000).toISOString());
    expect(eta.target).toBe('hospital');
  });

  it('takes the settings’ speed without recent speeds, and never goes below the floor', () => {
    expect(estimateEta({ fix, target, kind: 'scene', recentSpeeds: [], defaultKmh: 60 }).speed).toBe(60);
    const standing = estimateEta({ fix, target, kind: 'scene', recentSpeeds: [0, 0, 2], defaultKmh: 60 });
    expect(standing.speed).toBe(ETA_FLOOR_KMH);
    expect(standing.seconds).toBe(Math.round(distance / (ETA_FLOOR_KMH / 3.6)));
    // Already there: zero.
    expect(estimateEta({ fix, target: fix, kind: 'scene', recentSpeeds: [40], defaultKmh: 40 }).seconds).toBe(
      0,
    );
  });
});

describe('role wall (SPEC §6: the task pages are the editor’s)', () => {
  it('refuses the customer administrator and a member, and lets the editor in', async () => {
    for (const token of [a.admin.token, a.member.token]) {
      expect((await as(token, 'GET', url())).statusCode).toBe(403);
      expect((await as(token, 'POST', url(), task())).statusCode).toBe(403);
      expect((await move(1, 'dispatch', undefined, token)).statusCode).toBe(403);
      expect((await as(token, 'GET', url('/1/live'))).statusCode).toBe(403);
    }
    expect((await as(editorA, 'GET', url())).statusCode).toBe(200);
  });
});

describe('fields and references', () => {
  it('numbers tasks by day and company, and starts them created', async () => {
    const first = await create({ vehicleId: null });
    const second = await create({ vehicleId: null });
    // 02:00 UTC is 10:00 in China: the local day.
    expect(first.number).toBe('20261126-001');
    expect(second.number).toBe('20261126-002');
    expect(first.state).toBe('created');
    const theirs = expectOk<Task>(
      await as(editorB, 'POST', url(), task({ vehicleId: vehicles.b1, hospitalId: hospitalB })),
    );
    expect(theirs.number).toBe('20261126-001');
    // The client cannot set the number, the state or a time.
    expect((await as(editorA, 'POST', url(), task({ state: 'closed' }))).statusCode).toBe(400);
    expect(
      (await as(editorA, 'PUT', url(`/${first.id}`), { dispatchedAt: clock.toISOString() })).statusCode,
    ).toBe(400);
  });

  it('checks the phone, the priority, the age and a pickup position given in full', async () => {
    const fields = async (extra: Record<string, unknown>) =>
      envelope(await as(editorA, 'POST', url(), task({ vehicleId: null, ...extra }))).fields;
    expect(await fields({ callerPhone: 'call me' })).toEqual({ callerPhone: 'validation.phone' });
    expect(await fields({ callerName: ' ' })).toEqual({ callerName: 'validation.required' });
    expect(await fields({ priority: 'asap' })).toEqual({ priority: 'validation.enum' });
    expect(await fields({ patientAge: 151 })).toEqual({ patientAge: 'validation.max' });
    expect(await fields({ lat: 91 })).toEqual({ lat: 'validation.max' });
    expect(await fields({ lng: null })).toEqual({ lng: 'validation.taskPosition' });
    // Neither is fine: the address alone.
    expectOk(await as(editorA, 'POST', url(), task({ vehicleId: null, lat: null, lng: null })));
  });

  it('takes only the company’s own ambulance and hospital', async () => {
    const fields = async (extra: Record<string, unknown>) =>
      envelope(await as(editorA, 'POST', url(), task(extra))).fields;
    expect(await fields({ vehicleId: vehicles.b1 })).toEqual({ vehicleId: 'error.vehicleNotFound' });
    expect(await fields({ vehicleId: null, hospitalId: hospitalB })).toEqual({
      hospitalId: 'error.hospitalNotFound',
    });
  });
});

describe('moves from the console', () => {
  it('refuses every move a created task does not allow, dispatch without an ambulance, cancel without a reason', async () => {
    const bare = await create({ vehicleId: null });
    for (const action of ['depart', 'reachScene', 'transport', 'arrive', 'close'])
      expectError(await move(bare.id, action), '400001', 'error.taskIllegalMove');
    expectError(await move(bare.id, 'dispatch'), '400001', 'error.taskNeedsAmbulance');
    expectError(await move(bare.id, 'cancel'), '400001', 'error.taskCancelReason');
    expectError(await move(bare.id, 'cancel', '  '), '400001', 'error.taskCancelReason');
    expect((await move(bare.id, 'fly')).statusCode).toBe(400);
    // Nothing moved.
    expect((await live(bare.id)).task.state).toBe('created');
    expect((await live(bare.id)).events).toEqual([]);
  });

  it('runs the whole way, stamping each time, timeline by console, refusing repeats', async () => {
    const made = await create({ vehicleId: vehicles.a2 });
    const stamps: Record<string, string> = {};
    for (const [action, state, column] of [
      ['dispatch', 'dispatched', 'dispatchedAt'],
      ['depart', 'enRoute', 'enRouteAt'],
      ['reachScene', 'onScene', 'onSceneAt'],
      ['transport', 'transporting', 'transportingAt'],
      ['arrive', 'arrived', 'arrivedAt'],
      ['close', 'closed', 'closedAt'],
    ] as const) {
      stamps[column] = tick(60);
      const moved = expectOk<Task>(await move(made.id, action));
      expect(moved.state).toBe(state);
      expect(moved[column]).toBe(stamps[column]);
      // The same move again is refused: the state has left.
      expectError(await move(made.id, action), '400001', 'error.taskIllegalMove');
    }
    const view = await live(made.id);
    expect(view.task).toMatchObject({ ...stamps, cancelledAt: null, state: 'closed' });
    expect(view.events.map((e) => [e.fromState, e.toState, e.by, e.actor])).toEqual([
      ['created', 'dispatched', 'console', 'tasks_a_editor'],
      ['dispatched', 'enRoute', 'console', 'tasks_a_editor'],
      ['enRoute', 'onScene', 'console', 'tasks_a_editor'],
      ['onScene', 'transporting', 'console', 'tasks_a_editor'],
      ['transporting', 'arrived', 'console', 'tasks_a_editor'],
      ['arrived', 'closed', 'console', 'tasks_a_editor'],
    ]);
    // Closed: no move, no edit, but it may be deleted.
    expectError(await move(made.id, 'cancel', 'late'), '400001', 'error.taskIllegalMove');
    expectError(await as(editorA, 'PUT', url(`/${made.id}`), { notes: 'x' }), '400001', 'error.taskFinal');
    // The ambulance is free again.
    const next = await create({ vehicleId: vehicles.a2 });
    expectOk(await as(editorA, 'DELETE', url(`/${made.id}`)));
    expectOk(await as(editorA, 'DELETE', url(`/${next.id}`)));
  });

  it('sends the task to the ambulance’s terminal on dispatch and calls it off on cancel', async () => {
    const made = await create({ vehicleId: vehicles.a3 });
    expectOk(await move(made.id, 'dispatch'));
    const commands = () =>
      ctx.database.db
        .select()
        .from(terminalCommands)
        .where(eq(terminalCommands.deviceAccountId, terminals.a3!))
        .orderBy(terminalCommands.id);
    const [dispatched] = await commands();
    // The terminal is off line: queued until it connects.
    expect(dispatched).toMatchObject({ kind: 'taskDispatch', state: 'queued' });
    expect(dispatched!.payload).toMatchObject({
      taskId: made.id,
      number: made.number,
      address: '南京东路 100 号',
      ...SCENE,
      hospital: { id: hospitalA, name: '市一医院', lat: 31.23, lng: 121.47 },
    });
    expectOk(await move(made.id, 'depart'));
    // Under way: no delete, no other ambulance.
    expectError(await as(editorA, 'DELETE', url(`/${made.id}`)), '400001', 'error.taskActiveDelete');
    expectError(
      await as(editorA, 'PUT', url(`/${made.id}`), { vehicleId: vehicles.a2 }),
      '400001',
      'error.taskVehicleLocked',
    );
    const at = tick(30);
    const cancelled = expectOk<Task>(await move(made.id, 'cancel', '患者已自行就医'));
    expect(cancelled).toMatchObject({ state: 'cancelled', cancelledAt: at, cancelReason: '患者已自行就医' });
    const all = await commands();
    expect(all.map((c) => c.kind)).toEqual(['taskDispatch', 'taskCancel']);
    expect(all[1]!.payload).toMatchObject({ taskId: made.id, reason: '患者已自行就医' });
    const events = (await live(made.id)).events;
    expect(events.at(-1)).toMatchObject({ action: 'cancel', toState: 'cancelled', reason: '患者已自行就医' });
  });

  it('keeps one open task per ambulance', async () => {
    const first = await create({ vehicleId: vehicles.a3 });
    expect(envelope(await as(editorA, 'POST', url(), task({ vehicleId: vehicles.a3 }))).fields).toEqual({
      vehicleId: 'error.taskVehicleBusy',
    });
    const other = await create({ vehicleId: null });
    expect(
      envelope(await as(editorA, 'PUT', url(`/${other.id}`), { vehicleId: vehicles.a3 })).fields,
    ).toEqual({ vehicleId: 'error.taskVehicleBusy' });
    // Cancelled, the ambulance takes the other task, which dispatches.
    expectOk(await move(first.id, 'cancel', '重复报警'));
    expectOk(await as(editorA, 'PUT', url(`/${other.id}`), { vehicleId: vehicles.a3 }));
    expectOk(await move(other.id, 'dispatch'));
    expectOk(await move(other.id, 'cancel', '演练结束'));
  });

  it('keeps another company’s tasks out of reach', async () => {
    const theirs = expectOk<Task>(
      await as(editorB, 'POST', url(), task({ vehicleId: null, hospitalId: hospitalB })),
    );
    expect((await move(theirs.id, 'cancel', 'x')).statusCode).toBe(404);
    expect((await as(editorA, 'GET', url(`/${theirs.id}/live`))).statusCode).toBe(404);
    expect((await as(editorB, 'GET', url(`/${theirs.id}/live`))).statusCode).toBe(200);
  });
});

describe('the ambulance terminal over MQTT, geofences, ETA and the notice', () => {
  let ambulance: SimulatedTerminal;
  let stranger: SimulatedTerminal;
  let consoleA: TestConsole;
  let consoleB: TestConsole;
  let taskId = 0;
  const taskEvent =
    (state: string) =>
    (e: RealtimeEvent): boolean =>
      e.type === 'ambulanceTask' && e.taskId === taskId && e.state === state;

  beforeAll(async () => {
    const sim = (account: string) =>
      new SimulatedTerminal(
        { customerId: a.customerId, account, deviceType: 'ambulance' },
        {
          url: mqttUrl,
          password: TERMINAL_PASSWORD,
          behaviour: { keepalive: 20, telemetryMs: 0, dropoutRate: 0, awayMs: [60_000, 60_000], callRate: 0 },
          random: () => 0.5,
          stats: { connects: 0, refused: 0, dropouts: 0, messages: 0, commands: 0 },
        },
      );
    ambulance = sim('7800001');
    stranger = sim('7800002');
    open.push({ close: () => ambulance.stop() }, { close: () => stranger.stop() });
    await ambulance.start();
    await stranger.start();
    await eventually(
      () => ambulance.connected && stranger.connected,
      (ok) => ok,
    );
    consoleA = await connectConsole(wsUrl, editorA);
    consoleB = await connectConsole(wsUrl, editorB);
    open.push({ close: () => consoleA.close() }, { close: () => consoleB.close() });
    await ready(consoleA);
    await ready(consoleB);
    expect(await consoleA.subscribe('ambulanceTasks')).toBe('subscribed');
    expect(await consoleB.subscribe('ambulanceTasks')).toBe('subscribed');
    expect(await consoleA.subscribe('ambulance')).toBe('subscribed');
    const admin = await connectConsole(wsUrl, a.admin.token);
    open.push({ close: () => admin.close() });
    await ready(admin);
    expect(await admin.subscribe('ambulanceTasks')).toBe('denied');
  });

  it('sends the dispatched task to the connected terminal, which acknowledges it', async () => {
    // The first fix, far from both the scene and the hospital, sets where it is.
    ambulance.reportPosition({ lat: 31.2, lng: 121.44, speed: 40 });
    await consoleA.waitEvent((e) => e.type === 'ambulance' && e.fix.lat === 31.2, 10_000);
    tick(1);
    taskId = (await create({ vehicleId: vehicles.a1, hospitalId: hospitalMailA })).id;
    expectOk(await move(taskId, 'dispatch'));
    await consoleA.waitEvent(taskEvent('dispatched'), 10_000);
    const got = await eventually(
      () => ambulance.tasks,
      (list) => list.length > 0,
    );
    expect(got[0]).toMatchObject({ taskId, address: '南京东路 100 号', hospital: { name: '瑞金医院' } });
    const [command] = await eventually(
      () =>
        ctx.database.db
          .select()
          .from(terminalCommands)
          .where(eq(terminalCommands.deviceAccountId, terminals.a1!)),
      (rows) => rows[0]?.state === 'applied',
    );
    expect(command!.state).toBe('applied');
  });

  it('moves the task by the crew’s report, answers it, and refuses what it may not do', async () => {
    await ambulance.reportTask(taskId, 'depart', 'r1');
    const answer = await eventually(
      () => ambulance.taskNotices.find((n) => n.ref === 'r1'),
      (n) => n !== undefined,
    );
    expect(answer).toEqual({ type: 'ambulanceTaskState', taskId, state: 'enRoute', ref: 'r1' });
    await consoleA.waitEvent(taskEvent('enRoute'), 10_000);
    // An ambulance not on the task, a move its state does not allow, a task that is no one's.
    await stranger.reportTask(taskId, 'reachScene', 's1');
    await ambulance.reportTask(taskId, 'arrive', 'r2');
    await ambulance.reportTask(999_999, 'depart', 'r3');
    const refusals = await eventually(
      () => [
        stranger.taskNotices.find((n) => n.ref === 's1'),
        ambulance.taskNotices.find((n) => n.ref === 'r2'),
        ambulance.taskNotices.find((n) => n.ref === 'r3'),
      ],
      (list) => list.every(Boolean),
    );
    expect(refusals).toEqual([
      { type: 'ambulanceTaskRefused', taskId, error: 'error.taskNotYours', ref: 's1' },
      { type: 'ambulanceTaskRefused', taskId, error: 'error.taskIllegalMove', ref: 'r2' },
      { type: 'ambulanceTaskRefused', taskId: 999_999, error: 'error.taskNotFound', ref: 'r3' },
    ]);
    const view = await live(taskId);
    expect(view.task.state).toBe('enRoute');
    expect(view.events.at(-1)).toMatchObject({ toState: 'enRoute', by: 'terminal', actor: '7800001' });
    // B's editor heard nothing of A's task: a marker of B's arrives, and nothing of A's before it.
    const mine = expectOk<Task>(
      await as(editorB, 'POST', url(), task({ vehicleId: null, hospitalId: hospitalB })),
    );
    expectOk(await move(mine.id, 'cancel', '标记', editorB));
    await consoleB.waitEvent((e) => e.type === 'ambulanceTask' && e.taskId === mine.id, 10_000);
    expect(consoleB.events.some((e) => e.type === 'ambulanceTask' && e.taskId === taskId)).toBe(false);
  });

  it('estimates the ETA to the scene from the last fix, and announces it with each fix', async () => {
    // The fix is stored within half a second (batched).
    const view = await eventually(
      () => live(taskId),
      (v) => v.eta !== null,
    );
    expect(view.eta).toMatchObject({ target: 'scene' });
    const expected = estimateEta({
      fix: { lat: 31.2, lng: 121.44, at: new Date(view.eta!.from) },
      target: SCENE,
      kind: 'scene',
      recentSpeeds: [40],
      defaultKmh: 40,
    });
    expect(view.eta).toEqual(expected);
    ambulance.reportPosition({ lat: 31.22, lng: 121.46, speed: 50 });
    const event = (await consoleA.waitEvent(
      (e) =>
        e.type === 'ambulanceTask' &&
        e.taskId === taskId &&
        e.change === 'eta' &&
        e.eta?.distance !== expected.distance,
      10_000,
    )) as AmbulanceTaskRealtimeEvent;
    expect(event.eta!.distance).toBe(Math.round(distanceMeters({ lat: 31.22, lng: 121.46 }, SCENE)));
  });

  it('sets on scene when the ambulance enters the pickup’s radius', async () => {
    // 100 m from the pickup: inside the default 200 m.
    ambulance.reportPosition({ lat: 31.2409, lng: 121.48, speed: 20 });
    await consoleA.waitEvent(taskEvent('onScene'), 10_000);
    const view = await live(taskId);
    expect(view.task.state).toBe('onScene');
    expect(view.task.onSceneAt).toBe(clock.toISOString());
    expect(view.events.at(-1)).toMatchObject({
      toState: 'onScene',
      by: 'geofence',
      actor: '南京东路 100 号',
    });
    // The state follows the fix at once; the fix itself is stored with its batch (within half a
    // second, later on a loaded machine). The notice's ETA, next, starts from the stored fix.
    await eventually(
      () =>
        ctx.database.db
          .select({ lat: ambulancePositions.lat })
          .from(ambulancePositions)
          .orderBy(desc(ambulancePositions.id))
          .limit(1),
      ([last]) => last?.lat === 31.2409,
    );
  });

  it('makes the pre-arrival notice on transport, and mails it (not sent without a mail server)', async () => {
    await ambulance.reportTask(taskId, 'transport', 'r4');
    await consoleA.waitEvent(taskEvent('transporting'), 10_000);
    const view = await live(taskId);
    expect(view.notices).toHaveLength(1);
    const [notice] = view.notices;
    expect(notice).toMatchObject({
      hospitalId: hospitalMailA,
      mail: 'pending',
      mailTo: 'er@ruijin.example.com',
    });
    expect(notice!.summary).toContain(view.task.number as string);
    expect(notice!.summary).toContain('李某');
    expect(notice!.summary).toContain('胸痛 30 分钟');
    // The ETA to the hospital from the last fix.
    expect(view.eta).toMatchObject({ target: 'hospital' });
    expect(notice!.etaSeconds).toBe(view.eta!.seconds);
    await ctx.app.jobs.runDue();
    const after = (await live(taskId)).notices[0]!;
    expect(after).toMatchObject({ mail: 'noMail', mailError: 'not sent: no mail server configured' });
  });

  it('mails a new notice when the ETA moved, through the configured mail server', async () => {
    const received: { to: string[]; text: string }[] = [];
    const smtp = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    open.push({ close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) });
    await writeSetting(ctx.database.db, SETTING_KEYS.mail, {
      host: '127.0.0.1',
      port: (smtp.server.address() as AddressInfo).port,
      security: 'none',
      username: '',
      from: 'dispatch@example.com',
      testAddress: 'ops@example.com',
      passwordSealed: null,
      passwordHint: null,
    });
    const noticesHeard = () =>
      consoleA.events.filter(
        (e) => e.type === 'ambulanceTask' && e.taskId === taskId && e.change === 'notice',
      ).length;
    const heard = noticesHeard();
    // Stuck far away at walking pace: the ETA grows by far more than three minutes.
    ambulance.reportPosition({ lat: 31.3, lng: 121.55, speed: 5 });
    expect(await eventually(noticesHeard, (n) => n > heard)).toBe(heard + 1);
    const notices = (await live(taskId)).notices;
    expect(notices).toHaveLength(2);
    expect(notices[1]!.etaSeconds!).toBeGreaterThan(notices[0]!.etaSeconds! + 180);
    await ctx.app.jobs.runDue();
    expect((await live(taskId)).notices[1]).toMatchObject({ mail: 'sent', mailError: null });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['er@ruijin.example.com']);
    expect(received[0]!.text).toContain('20261126-');
  });

  it('sets at hospital when the ambulance enters the hospital’s geofence, then the console closes it', async () => {
    // Outside, then inside the hospital's circle (31.23, 121.47; 200 m).
    ambulance.reportPosition({ lat: 31.233, lng: 121.47, speed: 40 });
    ambulance.reportPosition({ lat: 31.2305, lng: 121.4702, speed: 15 });
    await consoleA.waitEvent(taskEvent('arrived'), 10_000);
    const view = await eventually(
      () => live(taskId),
      (v) => v.route.length === 5,
    );
    expect(view.task.state).toBe('arrived');
    expect(view.events.at(-1)).toMatchObject({ toState: 'arrived', by: 'geofence', actor: '瑞金医院' });
    expect(view.eta).toBeNull();
    // The route since dispatch: the fixes it sent after the dispatch.
    expect(view.route.map((p) => p.lat)).toEqual([31.22, 31.2409, 31.3, 31.233, 31.2305]);
    // The geofence events on the way are in the task's timeline too (events are written in batches).
    const atRuijin = (v: TaskLive) =>
      v.geofence.some((e) => e.kind === 'enter' && e.hospitalName === '瑞金医院');
    expect(atRuijin(await eventually(() => live(taskId), atRuijin))).toBe(true);
    expectOk(await move(taskId, 'close'));
    expect((await live(taskId)).task.state).toBe('closed');
  });
});
