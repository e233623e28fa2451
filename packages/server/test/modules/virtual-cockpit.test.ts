import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS, USER_TYPES } from '@console/contract';
import type { CallRealtimeEvent, RealtimeEvent } from '@console/contract/realtime';
import {
  CALL_OPS,
  CALL_RING_SECONDS,
  CALL_STATES,
  nextCallState,
  type CallGroupMemberNow,
  type CallNotice,
  type CallParty,
} from '@console/contract/resources/virtual-cockpit';
import type { SimulatedTerminal } from '@console/simulator/terminal';
import { startDemoSimulation } from '../../src/modules/realtime/demo-simulation';
import type { CallBehaviour } from '@console/simulator/calls';
import {
  api,
  build,
  expectError,
  expectOk,
  expectValidationError,
  TENANT_PASSWORD,
  type Tenant,
} from '../helper';
import { eventually, insertTerminal, quietTerminal, TERMINAL_PASSWORD } from '../realtime';

/**
 * Virtual cockpit (issue 19, ADR 0037): call groups (chairman among the members, members of the
 * group's company), chat terminology in order (also as terminals ask for it over MQTT), and calls between terminals over real MQTT with
 * simulated terminals: the state machine (every transition and the refusal of every other), who
 * may call whom, the ring timeout as a durable job, times and duration, the live `calls` topic,
 * who is in a call now, the searchable and exportable log, and the walls between roles.
 */
interface CallLog {
  id: number;
  callerId: number;
  calleeId: number;
  groupId: number | null;
  state: string;
  applyTime: string;
  answerTime: string | null;
  startTime: string | null;
  endTime: string | null;
  duration: number | null;
}

/** How long a terminal waits for the server's answer (a loaded machine is slow, never this slow). */
const ANSWER_MS = 30_000;
let clock = new Date('2026-11-26T08:00:00.000Z');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'virtual-cockpit-test-'));
const ctx = build({
  dataDir,
  MQTT_PORT: 0,
  HOST: '127.0.0.1',
  // Long enough that a loaded machine never takes a quiet simulated terminal for gone (the
  // broker would drop it); the offline callee is one that never connects.
  PRESENCE_TIMEOUT: 30,
  jobs: { poll: false, now: () => clock },
});
const url = (key: string, suffix = '') => api(`${PATHS.resource(key)}${suffix}`);
let a: Tenant;
let b: Tenant;
let doctor = '';
let mqttUrl = '';
const ids: Record<string, number> = {};
const running: SimulatedTerminal[] = [];
const sims: Record<string, SimulatedTerminal> = {};
let groupId = 0;
const events: CallRealtimeEvent[] = [];

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  token = a.admin.token,
) => ctx.injectAs(token, { method, url: path, ...(payload ? { payload } : {}) });

async function online(account: string, calls: Partial<CallBehaviour>) {
  const terminal = quietTerminal(
    mqttUrl,
    { customerId: a.customerId, account },
    // A keepalive of 10 s: a loaded machine does not miss a ping and drop the connection.
    { keepalive: 10, calls: { answerMs: 20, talkMs: -1, ...calls } },
  );
  running.push(terminal);
  await terminal.start();
  const id = ids[account]!;
  // Online and subscribed to its cmd topic: a notice sent now reaches it.
  await eventually(
    async () => {
      if (ctx.app.realtime.presence.isOnline(id))
        ctx.app.realtime.notifyTerminal(
          { id, customerId: a.customerId, account },
          { type: 'callRefused', to: 'probe', error: 'probe' },
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
      return terminal.calls.notices.length;
    },
    (count) => count > 0,
  );
  terminal.calls.notices.length = 0;
  sims[account] = terminal;
  return terminal;
}

const call = async (id: number) => expectOk<CallLog>(await send('GET', url('callLogs', `/${id}`)));
const settled = (id: number, state: string) =>
  eventually(
    () => call(id),
    (row) => row.state === state,
  );
/** Places a call and expects it ringing: the new call's id. */
async function ring(from: string, to: string, group = groupId): Promise<number> {
  const answer = await sims[from]!.calls.place(to, group, ANSWER_MS);
  expect(answer).toMatchObject({ type: 'callState', state: 'calling', from, to });
  return (answer as { callId: number }).callId;
}
async function refused(from: string, to: string, error: string, group = groupId) {
  expect(await sims[from]!.calls.place(to, group, ANSWER_MS)).toMatchObject({
    type: 'callRefused',
    to,
    error,
  });
}

beforeAll(async () => {
  a = await ctx.createTenant('vc_a');
  b = await ctx.createTenant('vc_b');
  await ctx.createUser({ account: 'vc_doctor', customerId: a.customerId, userType: USER_TYPES.staff });
  doctor = await ctx.login('vc_doctor', TENANT_PASSWORD);
  mqttUrl = `mqtt://127.0.0.1:${ctx.app.realtime.broker.port}`;
  // 1-3 and 5 members (5 stays offline), 4 a terminal of the company outside the group.
  for (const account of ['6600001', '6600002', '6600003', '6600004', '6600005'])
    ids[account] = (await insertTerminal(ctx.database.db, { customerId: a.customerId, account })).id;
  ids['6600099'] = (
    await insertTerminal(ctx.database.db, { customerId: b.customerId, account: '6600099' })
  ).id;
  const group = expectOk<{ id: number }>(
    await send('POST', url('callGroups'), {
      name: '驾驶舱一组',
      deviceAccountIds: [ids['6600001'], ids['6600002'], ids['6600003'], ids['6600005']],
      chairmanId: ids['6600001'],
    }),
  );
  groupId = group.id;
  ctx.app.realtime.bus.subscribe((event) => {
    if ((event as RealtimeEvent).type === 'call') events.push(event as CallRealtimeEvent);
  });
  await online('6600001', { answer: 'accept' });
  await online('6600002', { answer: 'accept' });
  await online('6600003', { answer: 'reject' });
  await online('6600004', { answer: 'accept' });
});
afterAll(async () => {
  for (const terminal of running) await terminal.stop();
});

describe('the call state machine', () => {
  it('allows exactly these transitions, each by its party, and refuses every other', () => {
    const allowed: string[] = [];
    for (const state of CALL_STATES)
      for (const op of CALL_OPS)
        for (const party of ['caller', 'callee', 'server'] as CallParty[]) {
          const to = nextCallState(state, op, party);
          if (to) allowed.push(`${state} -${op}/${party}-> ${to}`);
        }
    expect(allowed.sort()).toEqual(
      [
        'calling -accept/callee-> accepted',
        'calling -reject/callee-> reject',
        'calling -cancel/caller-> cancel',
        'calling -timeout/server-> timeout',
        'accepted -start/caller-> start',
        'accepted -start/callee-> start',
        'accepted -hangup/caller-> finish',
        'accepted -hangup/callee-> finish',
        'start -hangup/caller-> finish',
        'start -hangup/callee-> finish',
      ].sort(),
    );
  });
});

describe('call groups', () => {
  it('need a name, and their chairman is one of their members', async () => {
    expectValidationError(
      await send('POST', url('callGroups'), { deviceAccountIds: [ids['6600001']] }),
      'name',
      'validation.required',
    );
    expectValidationError(
      await send('POST', url('callGroups'), {
        name: '主席不在组内',
        deviceAccountIds: [ids['6600001']],
        chairmanId: ids['6600002'],
      }),
      'chairmanId',
      'validation.callChairmanMember',
    );
    // An update dropping the chairman from the members is refused as well.
    expectValidationError(
      await send('PUT', url('callGroups', `/${groupId}`), { deviceAccountIds: [ids['6600002']] }),
      'chairmanId',
      'validation.callChairmanMember',
    );
    expectError(
      await send('POST', url('callGroups'), { name: '驾驶舱一组', deviceAccountIds: [] }),
      ERROR_CODES.conflict,
      'error.callGroupNameExists',
    );
  });

  it('take only terminals of their own company', async () => {
    const res = await send('POST', url('callGroups'), {
      name: '跨单位',
      deviceAccountIds: [ids['6600001'], ids['6600099']],
    });
    expect(res.statusCode).toBe(400);
    expectError(res, ERROR_CODES.validation);
    expect(res.json<{ errInfo: string }>().errInfo).toBeTruthy();
    expect(res.body).toContain('terminalNotFound');
  });

  it('are read by the staff, shaped by administrators, and nothing of a member', async () => {
    expectOk(await send('GET', url('callGroups'), undefined, doctor));
    expectError(
      await send('POST', url('callGroups'), { name: '医生建组', deviceAccountIds: [] }, doctor),
      ERROR_CODES.forbidden,
    );
    expectError(await send('GET', url('callGroups'), undefined, a.member.token), ERROR_CODES.forbidden);
    expectError(await send('GET', url('callLogs'), undefined, a.member.token), ERROR_CODES.forbidden);
    expectError(
      await send('GET', url('callGroups', `/${groupId}/now`), undefined, a.member.token),
      ERROR_CODES.forbidden,
    );
  });
});

describe('chat terminology', () => {
  it('lists a company’s phrases in their order; a phrase is there once and not empty', async () => {
    for (const [content, sort] of [
      ['请稍等', 20],
      ['收到', 10],
      ['马上到', 30],
    ] as const)
      expectOk(await send('POST', url('chatPhrases'), { content, sort }));
    const page = expectOk<{ list: { content: string }[] }>(
      await send('GET', url('chatPhrases'), undefined, doctor),
    );
    expect(page.list.map((row) => row.content)).toEqual(['收到', '请稍等', '马上到']);
    expectError(
      await send('POST', url('chatPhrases'), { content: '收到' }),
      ERROR_CODES.conflict,
      'error.chatPhraseExists',
    );
    expectValidationError(
      await send('POST', url('chatPhrases'), { content: '  ' }),
      'content',
      'validation.required',
    );
    expectError(await send('POST', url('chatPhrases'), { content: '医生加' }, doctor), ERROR_CODES.forbidden);
    // A terminal asks over MQTT and gets its company's phrases in order.
    expect(await sims['6600001']!.calls.chatPhrases(ANSWER_MS)).toEqual(['收到', '请稍等', '马上到']);
    const theirs = expectOk<{ list: unknown[] }>(
      await send('GET', url('chatPhrases'), undefined, b.admin.token),
    );
    expect(theirs.list).toEqual([]);
  });
});

describe('calls between terminals', () => {
  it('ring, are answered, start and finish with their times and duration, live on the calls topic', async () => {
    const before = events.length;
    const id = await ring('6600001', '6600002');
    // the callee answers by itself; the caller starts media once it hears "accepted"
    let row = await settled(id, 'start');
    expect(row).toMatchObject({
      callerId: ids['6600001'],
      calleeId: ids['6600002'],
      groupId,
      state: 'start',
    });
    expect(row.applyTime).toBe(clock.toISOString());
    expect(row.answerTime).toBe(clock.toISOString());
    expect(row.startTime).toBe(clock.toISOString());
    expect(row.endTime).toBeNull();

    // Both members are in this call now.
    const now = expectOk<CallGroupMemberNow[]>(
      await send('GET', url('callGroups', `/${groupId}/now`), undefined, doctor),
    );
    expect(
      now.map((m) => [m.account, m.online, m.chairman, m.call?.state ?? null, m.call?.peerAccount ?? null]),
    ).toEqual([
      ['6600001', true, true, 'start', '6600002'],
      ['6600002', true, false, 'start', '6600001'],
      ['6600003', true, false, null, null],
      ['6600005', false, false, null, null],
    ]);

    clock = new Date(clock.getTime() + 42_000);
    sims['6600002']!.calls.op(id, 'hangup');
    row = await settled(id, 'finish');
    expect(row.endTime).toBe(clock.toISOString());
    expect(row.duration).toBe(42);
    await eventually(
      () => events.filter((e) => e.call.id === id).map((e) => e.call.state),
      (states) => states.length === 4,
    );
    expect(
      events
        .slice(before)
        .filter((e) => e.call.id === id)
        .map((e) => e.call.state),
    ).toEqual(['calling', 'accepted', 'start', 'finish']);
    expect(events.find((e) => e.call.id === id && e.call.state === 'finish')!.call.duration).toBe(42);
    // Both terminals heard each move.
    const heard = (account: string) =>
      sims[account]!.calls.notices.filter(
        (n): n is Extract<CallNotice, { callId: number }> => 'callId' in n && n.callId === id,
      ).map((n) => `${n.type}:${n.state}`);
    await eventually(
      () => heard('6600002'),
      (list) => list.length === 4,
    );
    expect(heard('6600001')).toEqual([
      'callState:calling',
      'callState:accepted',
      'callState:start',
      'callState:finish',
    ]);
    expect(heard('6600002')).toEqual([
      'callIncoming:calling',
      'callState:accepted',
      'callState:start',
      'callState:finish',
    ]);
  });

  it('are logged as reject when the callee declines', async () => {
    const id = await ring('6600001', '6600003');
    const row = await settled(id, 'reject');
    expect(row.answerTime).toBeNull();
    expect(row.endTime).toBe(clock.toISOString());
    expect(row.duration).toBeNull();
  });

  it('time out when nobody answers in time (the durable job), and only then', async () => {
    sims['6600002']!.calls.behaviour.answer = 'ignore';
    try {
      const id = await ring('6600001', '6600002');
      clock = new Date(clock.getTime() + (CALL_RING_SECONDS - 1) * 1000);
      await ctx.app.jobs.runDue();
      expect((await call(id)).state).toBe('calling');
      clock = new Date(clock.getTime() + 1000);
      await ctx.app.jobs.runDue();
      const row = await call(id);
      expect(row.state).toBe('timeout');
      expect(row.endTime).toBe(clock.toISOString());
      await eventually(
        () =>
          sims['6600002']!.calls.notices.some(
            (n) => 'callId' in n && n.callId === id && n.state === 'timeout',
          ),
        Boolean,
      );
      // An answer after the timeout changes nothing.
      sims['6600002']!.calls.op(id, 'accept');
      // Its next message (in order on the same connection) is answered: the accept was seen by then.
      const marker = await ring('6600002', '6600003');
      await settled(marker, 'reject');
      expect((await call(id)).state).toBe('timeout');
    } finally {
      sims['6600002']!.calls.behaviour.answer = 'accept';
    }
  });

  it('are cancelled by the caller while ringing; a call is moved only by its own side, as the machine allows', async () => {
    sims['6600002']!.calls.behaviour.answer = 'ignore';
    try {
      const id = await ring('6600001', '6600002');
      // Not a party: a terminal outside the call cannot answer it; the caller cannot answer its own
      // call; the callee cannot cancel it (a refused op answers nothing, so the final state shows it).
      sims['6600003']!.calls.op(id, 'accept');
      sims['6600001']!.calls.op(id, 'accept');
      sims['6600002']!.calls.op(id, 'cancel');
      sims['6600002']!.calls.op(id, 'hangup');
      sims['6600001']!.calls.op(id, 'cancel');
      const row = await settled(id, 'cancel');
      expect(row.answerTime).toBeNull();
      expect(row.duration).toBeNull();
    } finally {
      sims['6600002']!.calls.behaviour.answer = 'accept';
    }
  });

  it('are refused: caller outside the group, callee outside it, offline, busy, itself, of another company', async () => {
    await refused('6600004', '6600001', 'error.callNotMember');
    await refused('6600001', '6600004', 'error.callCalleeNotAllowed');
    await refused('6600001', '6600005', 'error.callCalleeOffline');
    await refused('6600001', '6600001', 'error.callSelf');
    await refused('6600001', '6600099', 'error.callCalleeNotFound');
    const otherGroup = expectOk<{ id: number }>(
      await send('POST', url('callGroups'), { name: 'B组', deviceAccountIds: [] }, b.admin.token),
    );
    await refused('6600001', '6600002', 'error.callGroupNotFound', otherGroup.id);
    sims['6600002']!.calls.behaviour.answer = 'ignore';
    try {
      const id = await ring('6600001', '6600002');
      await refused('6600003', '6600002', 'error.callBusy');
      await refused('6600003', '6600001', 'error.callBusy');
      sims['6600001']!.calls.op(id, 'cancel');
      await settled(id, 'cancel');
    } finally {
      sims['6600002']!.calls.behaviour.answer = 'accept';
    }
    // With "allow call all" a member calls any terminal of the company.
    expectOk(await send('PUT', url('callGroups', `/${groupId}`), { allowCallAll: true }));
    const id = await ring('6600001', '6600004');
    await settled(id, 'start');
    sims['6600001']!.calls.op(id, 'hangup');
    expect((await settled(id, 'finish')).duration).toBe(0);
    expectOk(await send('PUT', url('callGroups', `/${groupId}`), { allowCallAll: false }));
  });

  it('are searched by terminal, state and time, exported, and walled off from other companies', async () => {
    const all = expectOk<{ list: CallLog[]; total: number }>(
      await send('GET', url('callLogs', '?size=100'), undefined, doctor),
    );
    const mine = expectOk<{ list: CallLog[] }>(
      await send('GET', url('callLogs', `?size=100&terminalId=${ids['6600003']}`), undefined, doctor),
    );
    expect(mine.list.length).toBeGreaterThan(0);
    expect(mine.list).toEqual(
      all.list.filter((row) => row.callerId === ids['6600003'] || row.calleeId === ids['6600003']),
    );
    const rejected = expectOk<{ list: CallLog[] }>(
      await send('GET', url('callLogs', '?size=100&state=reject'), undefined, doctor),
    );
    expect(rejected.list.map((row) => row.id)).toEqual(
      all.list.filter((row) => row.state === 'reject').map((row) => row.id),
    );
    const first = all.list.at(-1)!.applyTime;
    const early = expectOk<{ list: CallLog[] }>(
      await send(
        'GET',
        url('callLogs', `?size=100&applyTimeTo=${encodeURIComponent(first)}`),
        undefined,
        doctor,
      ),
    );
    expect(early.list.map((row) => row.id)).toEqual(
      all.list.filter((row) => row.applyTime <= first).map((row) => row.id),
    );
    expect(early.list.length).toBeLessThan(all.list.length);
    const csv = await send('GET', url('callLogs', '/export?format=csv'), undefined, doctor);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n').filter((line) => line.trim()).length).toBe(all.total + 1);
    expect(csv.body).toContain('Terminal 6600001');
    const theirs = expectOk<{ list: CallLog[] }>(
      await send('GET', url('callLogs'), undefined, b.admin.token),
    );
    expect(theirs.list).toEqual([]);
    expectError(
      await send('GET', url('callLogs', `/${all.list[0]!.id}`), undefined, b.admin.token),
      ERROR_CODES.notFound,
    );
    // The log is the server's: nobody writes it through the API.
    const write = await send('POST', url('callLogs'), { state: 'finish' });
    expect(write.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('a terminal that goes off line', () => {
  it('ends its answered call as finished and cancels the call it places; one ringing on it times out', async () => {
    // 6600003 now answers; 6600001 calls it and they talk, then 6600003 drops off the network.
    sims['6600003']!.calls.behaviour.answer = 'accept';
    const talking = await ring('6600001', '6600003');
    await settled(talking, 'start');
    sims['6600003']!.dropOut();
    const ended = await settled(talking, 'finish');
    expect(ended.endTime).not.toBeNull();
    // 6600001 rings 6600002 (which lets it ring) and drops: the call is cancelled.
    sims['6600002']!.calls.behaviour.answer = 'ignore';
    const placing = await ring('6600001', '6600002');
    sims['6600001']!.dropOut();
    expect((await settled(placing, 'cancel')).answerTime).toBeNull();
  });
});

describe('the demo simulation', () => {
  it('runs the call groups’ members with whom each may call, placing and answering calls', async () => {
    const c = await ctx.createTenant('vc_c');
    const member = async (account: string) =>
      (await insertTerminal(ctx.database.db, { customerId: c.customerId, account })).id;
    const [x, y, z] = [await member('6610001'), await member('6610002'), await member('6610003')];
    const group = expectOk<{ id: number }>(
      await send(
        'POST',
        url('callGroups'),
        { name: 'C组', deviceAccountIds: [x, y], chairmanId: x },
        c.admin.token,
      ),
    );
    const fleet = await startDemoSimulation(ctx.database.db, {
      host: '127.0.0.1',
      port: ctx.app.realtime.broker.port!,
      password: TERMINAL_PASSWORD,
      tenant: 'vc_c',
      log: () => {},
    });
    try {
      expect(z).toBeGreaterThan(0);
      expect(fleet!.terminals.map((t) => [t.identity.account, t.identity.callPeers])).toEqual([
        ['6610001', [{ groupId: group.id, accounts: ['6610001', '6610002'] }]],
        ['6610002', [{ groupId: group.id, accounts: ['6610001', '6610002'] }]],
        ['6610003', []],
      ]);
      expect(fleet!.terminals[0]!.calls.behaviour).toMatchObject({ answer: 'mixed', placeRate: 0.01 });
    } finally {
      await fleet?.stop();
    }
  });
});
