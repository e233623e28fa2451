import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS, USER_TYPES } from '@console/contract';
import type { CollaborationLive } from '@console/contract/resources/collaboration';
import { lives } from '../../src/modules/lives/tables';
import { users } from '../../src/platform/identity-tables';
import { patients } from '../../src/modules/patients/tables';
import { terminalCommands } from '../../src/modules/realtime/tables';
import { rooms } from '../../src/modules/rooms/tables';
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
  eventually,
  insertTerminal,
  listenForConsoles,
  quietTerminal,
  ready,
} from '../realtime';

/**
 * Medical collaboration sessions (issues 19 and 18, ADR 0041): one entity for six kinds on the
 * rooms and live streams services — each kind's rules, same-company participants, every
 * transition and its refusal, a ward round whose room really reaches simulated terminals over the
 * embedded broker, and its record (duration from the jobs' clock, who joined).
 */
let clock = new Date('2026-11-26T09:00:00.000Z');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'collaboration-test-'));
const ctx = build({
  dataDir,
  MQTT_PORT: 0,
  HOST: '127.0.0.1',
  PRESENCE_TIMEOUT: 30,
  jobs: { poll: false, now: () => clock },
});
const s = (suffix = '') => api(`${PATHS.resource('collaborationSessions')}${suffix}`);
const records = (suffix = '') => api(`${PATHS.resource('collaborationRecords')}${suffix}`);
let a: Tenant;
let b: Tenant;
let doctorToken = '';
let doctorId = 0;
let otherDoctorId = 0;
let theirDoctorId = 0;
let patientId = 0;
let mqttUrl = '';
const t: Record<string, number> = {};
const open: { close(): unknown }[] = [];

interface Session {
  id: number;
  customerId: number;
  kind: string;
  title: string;
  state: string;
  roomId: number | null;
  liveId: number | null;
  patientName: string | null;
  hospitalNumber: string | null;
  deviceAccountIds: number[];
  doctorIds: number[];
  startedAt: string | null;
  endedAt: string | null;
}
interface RecordRow {
  id: number;
  sessionId: number;
  kind: string;
  title: string;
  startedAt: string;
  endedAt: string | null;
  duration: number | null;
  joined: string[];
  invited: string[];
}

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = a.admin.token,
) => ctx.injectAs(token, { method, url, ...(payload ? { payload } : {}) });
let serial = 0;
const ward = (values: object = {}) => ({
  kind: 'ward',
  title: `查房${++serial}`,
  scheduledAt: '2026-11-26T10:00:00.000Z',
  plannedMinutes: 30,
  department: '心内科',
  ...values,
});
const create = (values: object, token = a.admin.token) => send('POST', s(), values, token);
const created = async (values: object) => expectOk<Session>(await create(values));
const read = async (id: number) => expectOk<Session>(await send('GET', s(`/${id}`)));
const act = (id: number, action: string, token = a.admin.token) =>
  send('POST', s(`/${id}/${action}`), {}, token);
const liveOf = async (id: number) => expectOk<CollaborationLive>(await send('GET', s(`/${id}/live`)));

function simulated(account: string) {
  // keepalive 5 s: a loaded machine never takes the quiet terminal for gone
  const terminal = quietTerminal(mqttUrl, { customerId: a.customerId, account }, { keepalive: 5 });
  open.push({ close: () => terminal.stop() });
  return terminal;
}

beforeAll(async () => {
  a = await ctx.createTenant('mc_a');
  b = await ctx.createTenant('mc_b');
  mqttUrl = `mqtt://127.0.0.1:${ctx.app.realtime.broker.port}`;
  for (const account of ['7700001', '7700002', '7700003'])
    t[account] = (await insertTerminal(ctx.database.db, { customerId: a.customerId, account })).id;
  t['7700009'] = (await insertTerminal(ctx.database.db, { customerId: b.customerId, account: '7700009' })).id;
  doctorId = (
    await ctx.createUser({
      account: 'mc_doctor',
      customerId: a.customerId,
      userType: USER_TYPES.staff,
    })
  ).id;
  await ctx.database.db.update(users).set({ realName: '王医生' }).where(eq(users.id, doctorId));
  otherDoctorId = (
    await ctx.createUser({ account: 'mc_doctor2', customerId: a.customerId, userType: USER_TYPES.staff })
  ).id;
  theirDoctorId = (
    await ctx.createUser({ account: 'mc_doctor_b', customerId: b.customerId, userType: USER_TYPES.staff })
  ).id;
  doctorToken = await ctx.login('mc_doctor', TENANT_PASSWORD);
  const [patient] = await ctx.database.db
    .insert(patients)
    .values({ customerId: a.customerId, name: '张三', sex: 'male', age: 61, hospitalNumber: 'ZY2026001' })
    .returning({ id: patients.id });
  patientId = patient!.id;
});
afterAll(async () => {
  for (const o of open) await o.close();
});

describe('scheduling a session', () => {
  it('creates a ward round scheduled, with its own room (forced entry) holding its terminals', async () => {
    const row = await created(
      ward({ deviceAccountIds: [t['7700001'], t['7700002']], doctorIds: [doctorId] }),
    );
    expect(row).toMatchObject({
      customerId: a.customerId,
      kind: 'ward',
      state: 'scheduled',
      startedAt: null,
    });
    const stored = await read(row.id);
    expect(stored.roomId).toEqual(expect.any(Number));
    expect(stored.liveId).toBeNull();
    const [room] = await ctx.database.db.select().from(rooms).where(eq(rooms.id, stored.roomId!));
    expect(room).toMatchObject({
      customerId: a.customerId,
      status: 'notStarted',
      entryMode: 'force',
      type: 'meeting',
      deviceAccountIds: [t['7700001'], t['7700002']],
      name: `${row.title} #${row.id}`,
    });
  });

  it('fills the patient’s name and hospitalisation number from the patient record', async () => {
    const row = await created(ward({ patientId }));
    expect(row).toMatchObject({ patientName: '张三', hospitalNumber: 'ZY2026001' });
  });

  it('creates an operation with its own live stream from the operating-theatre terminal', async () => {
    const row = await created({
      kind: 'operation',
      title: '腹腔镜胆囊切除',
      scheduledAt: '2026-11-26T13:00:00.000Z',
      sourceDeviceId: t['7700003'],
      hostId: doctorId,
      record: true,
      consentNote: '家属已签署知情同意书',
    });
    const stored = await read(row.id);
    expect(stored.roomId).toBeNull();
    const [live] = await ctx.database.db.select().from(lives).where(eq(lives.id, stored.liveId!));
    expect(live).toMatchObject({ status: 'notStarted', record: true, deviceAccountIds: [t['7700003']] });
  });

  it('keeps each kind’s fields to that kind and asks for what a kind needs', async () => {
    expectValidationError(await create(ward({ consentNote: 'x' })), 'consentNote', 'validation.notForKind');
    expectValidationError(
      await create(ward({ sourceDeviceId: t['7700001'] })),
      'sourceDeviceId',
      'validation.notForKind',
    );
    expectValidationError(
      await create({ kind: 'operation', title: '无源', scheduledAt: '2026-11-26T13:00:00.000Z' }),
      'sourceDeviceId',
      'validation.required',
    );
    const consultation = {
      kind: 'consultation',
      title: '疑难病例会诊',
      scheduledAt: '2026-11-26T15:00:00.000Z',
    };
    expectValidationError(await create(consultation), 'requestingHospital', 'validation.required');
    expectValidationError(
      await create({ ...consultation, requestingHospital: '县医院' }),
      'consultedHospital',
      'validation.required',
    );
    const ok = await created({
      ...consultation,
      requestingHospital: '县医院',
      consultedHospital: '省人民医院',
    });
    expect(ok.state).toBe('scheduled');
    expectValidationError(await create(ward({ kind: 'party' })), 'kind', 'validation.enum');
    expectValidationError(await create(ward({ title: '' })), 'title', 'validation.required');
    expectValidationError(
      await create(ward({ scheduledAt: 'tomorrow' })),
      'scheduledAt',
      'validation.invalid',
    );
    expectValidationError(await create(ward({ plannedMinutes: 0 })), 'plannedMinutes', 'validation.min');
    expectValidationError(await create(ward({ plannedMinutes: 1441 })), 'plannedMinutes', 'validation.max');
    // an update naming a field of another kind is refused against the stored kind
    const row = await created(ward());
    expectValidationError(
      await send('PUT', s(`/${row.id}`), { consentNote: 'x' }),
      'consentNote',
      'validation.notForKind',
    );
    // the kind is set once
    const res = await send('PUT', s(`/${row.id}`), { kind: 'meeting' });
    expect(res.statusCode).toBe(400);
  });

  it('invites only terminals and doctors of the session’s own company', async () => {
    const theirs = await create(ward({ deviceAccountIds: [t['7700001'], t['7700009']] }));
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json<{ errInfo: string }>().errInfo).toBeTruthy();
    expect((await create(ward({ doctorIds: [theirDoctorId] }))).statusCode).toBe(400);
    expect((await create(ward({ hostId: theirDoctorId }))).statusCode).toBe(400);
    // a member (user type 3) is no doctor
    expect((await create(ward({ doctorIds: [a.member.id] }))).statusCode).toBe(400);
    const ok = await created(ward({ hostId: doctorId, doctorIds: [doctorId, otherDoctorId] }));
    expect(ok.doctorIds).toEqual([doctorId, otherDoctorId]);
  });
});

describe('transitions', () => {
  it('refuses every move a state does not allow, with its own message', async () => {
    const row = await created(ward({ deviceAccountIds: [t['7700001']] }));
    expectError(await act(row.id, 'end'), ERROR_CODES.validation, 'error.collaborationCannotEnd');
    expect(expectOk<Session>(await act(row.id, 'cancel')).state).toBe('cancelled');
    expectError(await act(row.id, 'start'), ERROR_CODES.validation, 'error.collaborationCannotStart');
    expectError(await act(row.id, 'cancel'), ERROR_CODES.validation, 'error.collaborationCannotCancel');
    expectError(await act(row.id, 'end'), ERROR_CODES.validation, 'error.collaborationCannotEnd');
    expectError(
      await send('PUT', s(`/${row.id}`), { title: '改' }),
      ERROR_CODES.validation,
      'error.collaborationReadOnly',
    );
    // the cancelled session's room is marked deleted, as rooms keep theirs
    const stored = await read(row.id);
    const [room] = await ctx.database.db.select().from(rooms).where(eq(rooms.id, stored.roomId!));
    expect(room!.status).toBe('deleted');
  });

  it('refuses to start a room session without terminals (the room’s own rule)', async () => {
    const row = await created(ward());
    expectError(await act(row.id, 'start'), ERROR_CODES.validation, 'error.roomNoDevices');
    expect((await read(row.id)).state).toBe('scheduled');
  });

  it('refuses to start a live session without a stream server, naming what is missing', async () => {
    const row = await created({
      kind: 'live',
      title: '直播示教',
      scheduledAt: '2026-11-26T13:00:00.000Z',
      sourceDeviceId: t['7700003'],
    });
    const res = await act(row.id, 'start');
    expectError(res, ERROR_CODES.validation, 'error.liveNoStreamServer');
    expect((await read(row.id)).state).toBe('scheduled');
  });

  it('deletes a session that never ran with its room; one that ran stays as its record', async () => {
    const row = await created(ward({ deviceAccountIds: [t['7700001']] }));
    const roomId = (await read(row.id)).roomId!;
    expectOk(await send('DELETE', s(`/${row.id}`)));
    expect(await ctx.database.db.select().from(rooms).where(eq(rooms.id, roomId))).toEqual([]);
  });
});

describe('a ward round on real terminals', () => {
  it('starts (join commands), shows who is in, ends (leave commands) and leaves its record', async () => {
    const one = simulated('7700001');
    const two = simulated('7700002');
    await Promise.all([one.start(), two.start()]);
    const row = await created(
      ward({
        title: '心内科早查房',
        patientId,
        hostId: doctorId,
        deviceAccountIds: [t['7700001'], t['7700002'], t['7700003']],
        doctorIds: [doctorId],
      }),
    );
    // the staff run it: a doctor starts it
    const started = expectOk<CollaborationLive>(await act(row.id, 'start', doctorToken));
    expect(started.state).toBe('inProgress');
    expect(started.startedAt).toBe(clock.toISOString());
    const commands = await ctx.database.db
      .select({ deviceAccountId: terminalCommands.deviceAccountId, kind: terminalCommands.kind })
      .from(terminalCommands)
      .where(eq(terminalCommands.kind, 'joinRoom'));
    expect(commands.filter((c) => row.deviceAccountIds.includes(c.deviceAccountId)).length).toBe(3);
    // the two online terminals apply their join; the third is offline
    const now = await eventually(
      () => liveOf(row.id),
      (v) => v.participants.filter((p) => p.joined).length === 2,
    );
    expect(
      now.participants.map((p) => ({
        kind: p.kind,
        account: p.account,
        joined: p.joined,
        invited: p.invited,
      })),
    ).toEqual([
      { kind: 'device', account: '7700001', joined: true, invited: true },
      { kind: 'device', account: '7700002', joined: true, invited: true },
      { kind: 'device', account: '7700003', joined: false, invited: true },
      { kind: 'account', account: 'mc_doctor', joined: false, invited: true },
    ]);
    // running: participants are locked, the title is not
    expectError(
      await send('PUT', s(`/${row.id}`), { deviceAccountIds: [t['7700001']] }),
      ERROR_CODES.validation,
      'error.collaborationParticipantsLocked',
    );
    expectOk(await send('PUT', s(`/${row.id}`), { title: '心内科早查房（延长）' }));
    expectError(await act(row.id, 'start'), ERROR_CODES.validation, 'error.collaborationCannotStart');
    expectError(await act(row.id, 'cancel'), ERROR_CODES.validation, 'error.collaborationCannotCancel');
    expectError(
      await send('DELETE', s(`/${row.id}`)),
      ERROR_CODES.validation,
      'error.collaborationDeleteStarted',
    );

    // the record is open while it runs
    const open = expectOk<{ list: RecordRow[] }>(await send('GET', records('?kind=ward')));
    expect(open.list.find((r) => r.sessionId === row.id)).toMatchObject({ endedAt: null, duration: null });

    clock = new Date(clock.getTime() + 754_000);
    const ended = expectOk<CollaborationLive>(await act(row.id, 'end', doctorToken));
    expect(ended).toMatchObject({ state: 'ended', duration: 754, endedAt: clock.toISOString() });
    const roomId = (await read(row.id)).roomId!;
    const [room] = await ctx.database.db.select().from(rooms).where(eq(rooms.id, roomId));
    expect(room!.status).toBe('ended');
    const leaves = await ctx.database.db
      .select({ id: terminalCommands.id })
      .from(terminalCommands)
      .where(eq(terminalCommands.kind, 'leaveRoom'));
    expect(leaves.length).toBeGreaterThanOrEqual(3);

    const page = expectOk<{ list: RecordRow[] }>(
      await send('GET', records('?kind=ward'), undefined, doctorToken),
    );
    const record = page.list.find((r) => r.sessionId === row.id)!;
    expect(record).toMatchObject({
      kind: 'ward',
      title: '心内科早查房（延长）',
      duration: 754,
      joined: ['Terminal 7700001', 'Terminal 7700002'],
      invited: ['Terminal 7700001', 'Terminal 7700002', 'Terminal 7700003', '王医生'],
    });
    // the ended session reads its participants from the record
    expect((await liveOf(row.id)).participants.filter((p) => p.joined).map((p) => p.account)).toEqual([
      '7700001',
      '7700002',
    ]);
    expectError(await act(row.id, 'end'), ERROR_CODES.validation, 'error.collaborationCannotEnd');
    // exported by the engine
    const csv = await send('GET', records('/export?format=csv&kind=ward'));
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('心内科早查房（延长）');
    // the duration as the page says it (754 s), the names that joined
    expect(csv.body).toContain('12:34');
    expect(csv.body).toContain('Terminal 7700002');
  });
});

describe('doctors in the console (ADR 0047)', () => {
  it('counts a doctor with a running room session’s live view open as in it, and as joined in its record', async () => {
    const { wsUrl } = await listenForConsoles(ctx.app, api('/ws'));
    const otherDoctorToken = await ctx.login('mc_doctor2', TENANT_PASSWORD);
    const row = await created(
      ward({ title: '多学科查房', deviceAccountIds: [t['7700003']], doctorIds: [doctorId] }),
    );
    expectOk(await act(row.id, 'start', doctorToken));
    const doctorJoined = (live: CollaborationLive) =>
      live.participants.filter((p) => p.kind === 'account').map((p) => [p.account, p.invited, p.joined]);
    expect(doctorJoined(await liveOf(row.id))).toEqual([['mc_doctor', true, false]]);

    const consoleOf = async (token: string) => {
      const c = await connectConsole(wsUrl, token);
      open.push({ close: () => c.close() });
      await ready(c);
      return c;
    };
    const doctor = await consoleOf(doctorToken);
    expect(await doctor.subscribe(`collaboration:${row.id}`)).toBe('subscribed');
    // a second tab of the same doctor counts once
    const doctorTab = await consoleOf(doctorToken);
    expect(await doctorTab.subscribe(`collaboration:${row.id}`)).toBe('subscribed');
    const other = await consoleOf(otherDoctorToken);
    expect(await other.subscribe(`collaboration:${row.id}`)).toBe('subscribed');
    // an administrator watching is no participant; another company may not watch
    const admin = await consoleOf(a.admin.token);
    expect(await admin.subscribe(`collaboration:${row.id}`)).toBe('subscribed');
    const theirs = await consoleOf(b.admin.token);
    expect(await theirs.subscribe(`collaboration:${row.id}`)).toBe('denied');

    const both = await eventually(
      () => liveOf(row.id),
      (live) => live.participants.filter((p) => p.kind === 'account' && p.joined).length === 2,
    );
    expect(doctorJoined(both)).toEqual([
      ['mc_doctor', true, true],
      ['mc_doctor2', false, true],
    ]);

    // the doctor closes one tab: still in; the other doctor leaves: not in now
    doctorTab.close();
    other.close();
    const left = await eventually(
      () => liveOf(row.id),
      (live) => live.participants.filter((p) => p.kind === 'account' && p.joined).length === 1,
    );
    expect(doctorJoined(left)).toEqual([['mc_doctor', true, true]]);

    // its record: both doctors joined at some point
    expectOk(await act(row.id, 'end', doctorToken));
    const page = expectOk<{ list: RecordRow[] }>(await send('GET', records('?kind=ward')));
    const record = page.list.find((r) => r.sessionId === row.id)!;
    expect(record.joined).toEqual(['王医生', 'mc_doctor2']);
    expect(doctorJoined(await liveOf(row.id))).toEqual([
      ['mc_doctor', true, true],
      ['mc_doctor2', false, true],
    ]);
  });
});

describe('role walls', () => {
  it('lets the staff read, start and end, administrators schedule; members see nothing', async () => {
    const row = await created(ward({ deviceAccountIds: [t['7700001']] }));
    expect((await send('GET', s('?kind=ward'), undefined, doctorToken)).statusCode).toBe(200);
    expect((await create(ward(), doctorToken)).statusCode).toBe(403);
    expect((await send('PUT', s(`/${row.id}`), { title: 'x' }, doctorToken)).statusCode).toBe(403);
    expect((await act(row.id, 'cancel', doctorToken)).statusCode).toBe(403);
    expect((await send('DELETE', s(`/${row.id}`), undefined, doctorToken)).statusCode).toBe(403);
    expect(
      (await send('GET', api(`${PATHS.resource('staffAccounts')}`), undefined, doctorToken)).statusCode,
    ).toBe(200);
    const member = a.member.token;
    expect((await send('GET', s(), undefined, member)).statusCode).toBe(403);
    expect((await send('GET', s(`/${row.id}/live`), undefined, member)).statusCode).toBe(403);
    expect((await act(row.id, 'start', member)).statusCode).toBe(403);
    expect((await send('GET', records(), undefined, member)).statusCode).toBe(403);
    expect((await send('GET', api(`${PATHS.resource('staffAccounts')}`), undefined, member)).statusCode).toBe(
      403,
    );
  });

  it('lists only the company’s doctors', async () => {
    const page = expectOk<{ list: { id: number; account: string }[] }>(
      await send('GET', api(`${PATHS.resource('staffAccounts')}?size=100`)),
    );
    expect(page.list.map((d) => d.account).sort()).toEqual(['mc_doctor', 'mc_doctor2']);
  });

  it('does not let another company reach a session', async () => {
    const row = await created(ward({ deviceAccountIds: [t['7700001']] }));
    expect((await send('GET', s(`/${row.id}`), undefined, b.admin.token)).statusCode).toBe(404);
    expect((await act(row.id, 'start', b.admin.token)).statusCode).toBe(404);
    expect((await send('GET', s(`/${row.id}/live`), undefined, b.admin.token)).statusCode).toBe(404);
    expect((await read(row.id)).state).toBe('scheduled');
  });
});
