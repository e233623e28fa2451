import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS } from '@console/contract';
import type { RoomLive, RoomMonitor } from '@console/contract/resources/rooms';
import { SimulatedTerminal } from '@console/simulator/terminal';
import { customers } from '../../src/platform/identity-tables';
import { terminalCommands } from '../../src/modules/realtime/tables';
import { makeJpeg, makePdf, multipart } from '../files';
import { api, build, expectError, expectOk, expectValidationError, type Tenant } from '../helper';
import { insertTerminal, TERMINAL_PASSWORD } from '../realtime';

/**
 * Meeting rooms (issue 16): every field rule, the company's room quota, invite limit and room
 * policy, each status transition and its refusal, and the join/leave commands reaching real
 * simulated terminals over the embedded broker, read back as who is in.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rooms-test-'));
const ctx = build({ dataDir, MQTT_PORT: 0, HOST: '127.0.0.1', PRESENCE_TIMEOUT: 2 });
const r = (suffix = '') => api(`${PATHS.resource('rooms')}${suffix}`);
const files = (suffix = '') => api(`${PATHS.resource('roomFiles')}${suffix}`);
let a: Tenant;
let b: Tenant;
let mqttUrl = '';
/** A's terminals (accounts 7600001..7600004) and one of B's. */
const mine: { id: number; account: string }[] = [];
let theirs = 0;
const open: { close(): unknown }[] = [];

interface Room {
  id: number;
  customerId: number;
  name: string;
  status: string;
  entryMode: string;
  inviteCode: string | null;
  maxDevices: number;
  deviceAccountIds: number[];
  chairmanArea: boolean;
  record: boolean;
  pipStatus: boolean;
  pipSourceId: number | null;
  layout: string | null;
}

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = a.admin.token,
) => ctx.injectAs(token, { method, url, ...(payload ? { payload } : {}) });
let serial = 0;
const create = (values: object = {}, token = a.admin.token) =>
  send('POST', r(), { name: `会议室${++serial}`, maxDevices: 4, ...values }, token);
const created = async (values: object = {}) => expectOk<Room>(await create(values));
const act = (id: number, action: string, token = a.admin.token) =>
  send('POST', r(`/${id}/${action}`), {}, token);
const live = async (id: number) => expectOk<RoomLive>(await send('GET', r(`/${id}/live`)));
const setCompany = (customerId: number, values: Partial<typeof customers.$inferInsert>) =>
  ctx.database.db.update(customers).set(values).where(eq(customers.id, customerId));

// Generous: a queued command reaching a terminal that just connected took over 5 s on a machine at load 10.
async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function simulated(account: string) {
  const terminal = new SimulatedTerminal(
    { customerId: a.customerId, account },
    {
      url: mqttUrl,
      password: TERMINAL_PASSWORD,
      behaviour: { keepalive: 5, telemetryMs: 0, dropoutRate: 0, awayMs: [60_000, 60_000], callRate: 0 },
      random: () => 0.5,
      stats: { connects: 0, refused: 0, dropouts: 0, messages: 0, commands: 0 },
    },
  );
  open.push({ close: () => terminal.stop() });
  return terminal;
}

beforeAll(async () => {
  a = await ctx.createTenant('rm_a');
  b = await ctx.createTenant('rm_b');
  mqttUrl = `mqtt://127.0.0.1:${ctx.app.realtime.broker.port}`;
  for (const account of ['7600001', '7600002', '7600003', '7600004']) {
    const row = await insertTerminal(ctx.database.db, { customerId: a.customerId, account });
    mine.push({ id: row.id, account });
  }
  theirs = (await insertTerminal(ctx.database.db, { customerId: b.customerId, account: '7600009' })).id;
});
afterAll(async () => {
  for (const o of open) await o.close();
});

describe('meeting room fields', () => {
  it('creates a room not started, with a 6-digit invite code and the company’s default layout', async () => {
    await setCompany(a.customerId, { defaultLayout: 'nine' });
    const room = await created({ entryMode: 'invite', deviceAccountIds: [mine[0]!.id, mine[1]!.id] });
    expect(room).toMatchObject({
      customerId: a.customerId,
      status: 'notStarted',
      entryMode: 'invite',
      maxDevices: 4,
      deviceAccountIds: [mine[0]!.id, mine[1]!.id],
      layout: 'nine',
      chairmanArea: false,
      record: false,
      pipStatus: false,
    });
    expect(room.inviteCode).toMatch(/^\d{6}$/);
    // a layout chosen is kept
    expect((await created({ layout: 'onePlusN' })).layout).toBe('onePlusN');
  });

  it('gives only invite rooms a code, and regenerates it on request', async () => {
    const free = await created({ entryMode: 'free' });
    expect(free.inviteCode).toBeNull();
    expectError(await act(free.id, 'regenerateCode'), ERROR_CODES.validation, 'error.roomCodeNotInvite');
    const forced = await created({ entryMode: 'force' });
    expect(forced.inviteCode).toBeNull();
    // becoming an invite room brings a code; leaving invite mode drops it
    const invite = expectOk<Room>(await send('PUT', r(`/${free.id}`), { entryMode: 'invite' }));
    expect(invite.inviteCode).toMatch(/^\d{6}$/);
    const again = expectOk<Room>(await act(invite.id, 'regenerateCode'));
    expect(again.inviteCode).toMatch(/^\d{6}$/);
    expect(again.inviteCode).not.toBe(invite.inviteCode);
    const back = expectOk<Room>(await send('PUT', r(`/${free.id}`), { entryMode: 'free' }));
    expect(back.inviteCode).toBeNull();
    // the code is the server's: a code sent is refused as an unknown field
    expect((await create({ inviteCode: '123456' })).statusCode).toBe(400);
  });

  it('requires a name and a positive max devices, at most 64, not fewer than the devices chosen', async () => {
    expectValidationError(await send('POST', r(), { maxDevices: 2 }), 'name', 'validation.required');
    expectValidationError(await send('POST', r(), { name: 'x' }), 'maxDevices', 'validation.required');
    expectValidationError(await create({ maxDevices: 0 }), 'maxDevices', 'validation.min');
    expectValidationError(await create({ maxDevices: -1 }), 'maxDevices', 'validation.min');
    expectValidationError(await create({ maxDevices: 65 }), 'maxDevices', 'validation.max');
    expect((await create({ maxDevices: 64 })).statusCode).toBe(200);
    expectValidationError(
      await create({ maxDevices: 1, deviceAccountIds: [mine[0]!.id, mine[1]!.id] }),
      'deviceAccountIds',
      'validation.roomTooManyDevices',
    );
    // an update checked against the stored max devices
    const room = await created({ maxDevices: 1, deviceAccountIds: [mine[0]!.id] });
    expectValidationError(
      await send('PUT', r(`/${room.id}`), { deviceAccountIds: [mine[0]!.id, mine[1]!.id] }),
      'deviceAccountIds',
      'validation.roomTooManyDevices',
    );
    expectValidationError(await create({ entryMode: 'open' }), 'entryMode', 'validation.enum');
    expectValidationError(await create({ layout: 'twelve' }), 'layout', 'validation.enum');
  });

  it('refuses another company’s terminal as a device or PIP source, and a unique name', async () => {
    expectValidationError(
      await create({ deviceAccountIds: [theirs] }),
      'deviceAccountIds',
      'error.terminalNotFound',
    );
    const res = await create({ pipStatus: true, pipSourceId: mine[2]!.id, deviceAccountIds: [mine[0]!.id] });
    expectValidationError(res, 'pipSourceId', 'error.roomPipSource');
    const pip = await created({ pipStatus: true, pipSourceId: mine[0]!.id, deviceAccountIds: [mine[0]!.id] });
    expect(pip).toMatchObject({ pipStatus: true, pipSourceId: mine[0]!.id });
    const clash = expectError(
      await create({ name: pip.name.toUpperCase() }),
      ERROR_CODES.conflict,
      'error.roomNameExists',
    );
    expect(clash.fields).toEqual({ name: 'error.roomNameExists' });
  });

  it('holds an invite room to the company’s invite participant limit', async () => {
    await setCompany(a.customerId, { inviteParticipantLimit: 3 });
    const res = await create({ entryMode: 'invite', maxDevices: 4 });
    const body = expectError(res, ERROR_CODES.validation, 'error.roomInviteLimit');
    expect(body.errInfo).toContain('3');
    expect((await create({ entryMode: 'invite', maxDevices: 3 })).statusCode).toBe(200);
    expect((await create({ entryMode: 'free', maxDevices: 4 })).statusCode).toBe(200);
    await setCompany(a.customerId, { inviteParticipantLimit: -1 });
  });

  it('refuses members (type 3) and callers without a session', async () => {
    expectError(await create({}, a.member.token), ERROR_CODES.forbidden);
    const res = await ctx.app.inject({ method: 'GET', url: r() });
    expect(res.statusCode).toBe(401);
  });
});

describe('the company’s room quota (maxRoom)', () => {
  it('refuses a room past the quota; deleted rooms do not count', async () => {
    const quota = await ctx.createTenant('rm_quota');
    await setCompany(quota.customerId, { maxRoom: 2 });
    const token = quota.admin.token;
    const first = expectOk<Room>(await create({}, token));
    expect((await create({}, token)).statusCode).toBe(200);
    const body = expectError(await create({}, token), ERROR_CODES.validation, 'error.roomQuota');
    expect(body.errInfo).toContain('2');
    expectOk(await act(first.id, 'remove', token));
    expect((await create({}, token)).statusCode).toBe(200);
    await setCompany(quota.customerId, { maxRoom: -1 });
    expect((await create({}, token)).statusCode).toBe(200);
  });
});

describe('the company’s room policy', () => {
  it('forces an option off or on for every room, administrators included', async () => {
    await setCompany(a.customerId, { roomPolicyRecord: 'off', roomPolicyChairmanArea: 'always' });
    const room = await created({ record: true, chairmanArea: false });
    expect(room).toMatchObject({ record: false, chairmanArea: true });
    const updated = expectOk<Room>(
      await send('PUT', r(`/${room.id}`), { record: true, chairmanArea: false }),
    );
    expect(updated).toMatchObject({ record: false, chairmanArea: true });
    // the platform administrator writing for the company meets the same policy
    const platform = await ctx.adminToken();
    const theirRoom = expectOk<Room>(
      await create({ customerId: a.customerId, record: true, chairmanArea: false }, platform),
    );
    expect(theirRoom).toMatchObject({ customerId: a.customerId, record: false, chairmanArea: true });
    // optional: the room's choice
    await setCompany(a.customerId, { roomPolicyRecord: 'optional', roomPolicyChairmanArea: 'optional' });
    expect(await created({ record: true, chairmanArea: false })).toMatchObject({
      record: true,
      chairmanArea: false,
    });
  });

  it('is a company field the platform edits (always / optional / off)', async () => {
    const platform = await ctx.adminToken();
    const url = api(`${PATHS.resource('companies')}/${b.customerId}`);
    const ok = expectOk<{ roomPolicyPipStatus: string }>(
      await send('PUT', url, { roomPolicyPipStatus: 'off' }, platform),
    );
    expect(ok.roomPolicyPipStatus).toBe('off');
    expectValidationError(
      await send('PUT', url, { roomPolicyPipStatus: 'maybe' }, platform),
      'roomPolicyPipStatus',
      'validation.enum',
    );
    const room = expectOk<Room>(await create({ pipStatus: true }, b.admin.token));
    expect(room.pipStatus).toBe(false);
  });
});

describe('room states', () => {
  it('moves not started → in progress → ended → deleted, refusing every other move clearly', async () => {
    const empty = await created();
    expectError(await act(empty.id, 'start'), ERROR_CODES.validation, 'error.roomNoDevices');
    expectError(await act(empty.id, 'end'), ERROR_CODES.validation, 'error.roomCannotEnd');

    const room = await created({ deviceAccountIds: [mine[3]!.id] });
    expectError(await send('DELETE', r(`/${room.id}`)), ERROR_CODES.validation, 'error.roomPurge');
    const started = expectOk<RoomLive>(await act(room.id, 'start'));
    expect(started.status).toBe('inProgress');
    expect(started.startedAt).not.toBeNull();
    expectError(await act(room.id, 'start'), ERROR_CODES.validation, 'error.roomCannotStart');
    expectError(await act(room.id, 'remove'), ERROR_CODES.validation, 'error.roomCannotRemove');
    expectError(
      await send('PUT', r(`/${room.id}`), { deviceAccountIds: [mine[2]!.id] }),
      ERROR_CODES.validation,
      'error.roomDevicesLocked',
    );
    // other settings may change while the meeting runs
    expect(expectOk<Room>(await send('PUT', r(`/${room.id}`), { description: '进行中' })).status).toBe(
      'inProgress',
    );

    expect(expectOk<RoomLive>(await act(room.id, 'end')).status).toBe('ended');
    expectError(await act(room.id, 'end'), ERROR_CODES.validation, 'error.roomCannotEnd');
    expectError(await act(room.id, 'start'), ERROR_CODES.validation, 'error.roomCannotStart');
    expectError(
      await send('PUT', r(`/${room.id}`), { description: 'x' }),
      ERROR_CODES.validation,
      'error.roomReadOnly',
    );

    const removed = expectOk<Room>(await act(room.id, 'remove'));
    expect(removed).toMatchObject({ status: 'deleted', inviteCode: null });
    expectError(await act(room.id, 'remove'), ERROR_CODES.validation, 'error.roomCannotRemove');
    expectError(
      await send('PUT', r(`/${room.id}`), { description: 'x' }),
      ERROR_CODES.validation,
      'error.roomReadOnly',
    );
    const list = expectOk<{ list: Room[] }>(await send('GET', r('?status=deleted&size=100')));
    expect(list.list.map((row) => row.id)).toContain(room.id);
    expectOk(await send('DELETE', r(`/${room.id}`)));
    expect((await send('GET', r(`/${room.id}`))).statusCode).toBe(404);

    // a room not started is deleted straight away
    const unused = await created();
    expect(expectOk<Room>(await act(unused.id, 'remove')).status).toBe('deleted');
  });

  it('writes each move to the user log', async () => {
    const room = await created({ deviceAccountIds: [mine[3]!.id] });
    await act(room.id, 'start');
    await act(room.id, 'end');
    const logs = expectOk<{ list: { action: string; resourceId: string }[] }>(
      await send('GET', api(`${PATHS.resource('userLogs')}?resource=rooms&size=100`)),
    );
    const actions = logs.list.filter((l) => l.resourceId === String(room.id)).map((l) => l.action);
    expect(actions.sort()).toEqual(['create', 'end', 'start']);
  });
});

describe('terminals joining a meeting', () => {
  it('sends each device a join command when it starts; simulated terminals answer and are in, live', async () => {
    const [one, two] = [mine[0]!, mine[1]!];
    const first = simulated(one.account);
    await first.start();
    await eventually(
      async () => ctx.app.realtime.presence.isOnline(one.id),
      (v) => v,
    );
    const room = await created({ entryMode: 'force', deviceAccountIds: [one.id, two.id] });
    expect((await live(room.id)).participants.map((p) => p.presence)).toEqual(['notInvited', 'notInvited']);

    const started = expectOk<RoomLive>(await act(room.id, 'start'));
    expect(started.participants).toEqual([
      {
        deviceAccountId: one.id,
        account: one.account,
        name: `Terminal ${one.account}`,
        online: true,
        presence: 'joining',
      },
      {
        deviceAccountId: two.id,
        account: two.account,
        name: `Terminal ${two.account}`,
        online: false,
        presence: 'offline',
      },
    ]);
    const commands = await ctx.database.db
      .select()
      .from(terminalCommands)
      .where(and(eq(terminalCommands.customerId, a.customerId), eq(terminalCommands.kind, 'joinRoom')));
    const mineNow = commands.filter((c) => (c.payload as { roomId: number }).roomId === room.id);
    expect(mineNow.map((c) => [c.deviceAccountId, c.state]).sort()).toEqual(
      [
        [one.id, 'requested'],
        [two.id, 'queued'],
      ].sort(),
    );

    // the simulator acknowledges, then applies: the first terminal is in
    const joined = await eventually(
      () => live(room.id),
      (l) => l.inRoom === 1,
    );
    expect(joined.participants.map((p) => p.presence)).toEqual(['inRoom', 'offline']);
    expect(first.room).toBe(room.id);

    // the second connects later: its queued join is delivered and applied
    const second = simulated(two.account);
    await second.start();
    const both = await eventually(
      () => live(room.id),
      (l) => l.inRoom === 2,
    );
    expect(both.participants.map((p) => p.presence)).toEqual(['inRoom', 'inRoom']);
    expect(second.room).toBe(room.id);

    // the room monitor shows the meeting with who is in; another company's monitor does not
    await setCompany(a.customerId, { pollingSeconds: 15 });
    const monitor = expectOk<RoomMonitor>(await send('GET', api(PATHS.resource('roomMonitor'))));
    expect(monitor.pollingSeconds).toBe(15);
    expect(monitor.rooms.find((x) => x.id === room.id)?.inRoom).toBe(2);
    expect(monitor.rooms.every((x) => x.status === 'inProgress' && x.customerId === a.customerId)).toBe(true);
    const theirMonitor = expectOk<RoomMonitor>(
      await send('GET', api(PATHS.resource('roomMonitor')), undefined, b.admin.token),
    );
    expect(theirMonitor.rooms.map((x) => x.id)).not.toContain(room.id);
    // a company id no row can have is a bad request, not a database error
    expectError(
      await send(
        'GET',
        `${api(PATHS.resource('roomMonitor'))}?customerId=2147483648`,
        undefined,
        await ctx.adminToken(),
      ),
      ERROR_CODES.validation,
    );

    // a terminal that goes offline drops out of who is in
    await second.stop();
    const dropped = await eventually(
      () => live(room.id),
      (l) => l.inRoom === 1,
    );
    expect(dropped.participants.map((p) => p.presence)).toEqual(['inRoom', 'offline']);

    // ending sends leave commands: the one still online applies it and is out
    expectOk(await act(room.id, 'end'));
    const ended = await eventually(
      () => live(room.id),
      (l) => l.participants[0]!.presence === 'left',
    );
    expect(ended).toMatchObject({ status: 'ended', inRoom: 0 });
    expect(ended.participants.map((p) => p.presence)).toEqual(['left', 'left']);
    await eventually(
      async () => first.room,
      (v) => v === null,
    );
    expect(first.room).toBeNull();
    const after = expectOk<RoomMonitor>(await send('GET', api(PATHS.resource('roomMonitor'))));
    expect(after.rooms.map((x) => x.id)).not.toContain(room.id);
  });

  it('keeps room commands the server’s: the console command API refuses them', async () => {
    const res = await send('POST', api(PATHS.resource('terminalCommands')), {
      deviceAccountId: mine[0]!.id,
      kind: 'joinRoom',
      payload: { roomId: 1 },
    });
    expectValidationError(res, 'kind', 'validation.enum');
  });

  it('shows another company’s room as missing', async () => {
    const theirRoom = expectOk<Room>(await create({ deviceAccountIds: [theirs] }, b.admin.token));
    for (const action of ['start', 'end', 'live']) {
      const res =
        action === 'live' ? await send('GET', r(`/${theirRoom.id}/live`)) : await act(theirRoom.id, action);
      expect(res.statusCode, action).toBe(404);
    }
  });
});

describe('shared files', () => {
  const upload = (content: Buffer, type: string, token = a.admin.token) => {
    const body = multipart(content, { filename: 'share.bin', type });
    return ctx.injectAs(token, {
      method: 'POST',
      url: api('/console/api/v1/uploads?purpose=roomFile'),
      payload: body.payload,
      headers: body.headers,
    });
  };

  it('takes JPG/PNG up to 500 KB, checked by content, uploaded by the room’s company', async () => {
    const room = await created();
    const { url } = expectOk<{ url: string }>(await upload(makeJpeg(4096), 'image/jpeg'));
    const file = expectOk<{ id: number; roomId: number; file: string }>(
      await send('POST', files(), { roomId: room.id, title: '议程', file: url }),
    );
    expect(file).toMatchObject({ roomId: room.id, file: url });
    const list = expectOk<{ list: { id: number }[] }>(await send('GET', files(`?roomId=${room.id}`)));
    expect(list.list.map((f) => f.id)).toEqual([file.id]);

    // too large, or not an image by its bytes (whatever it is called)
    expect((await upload(makeJpeg(500 * 1024 + 1), 'image/jpeg')).statusCode).toBe(413);
    expect((await upload(makeJpeg(500 * 1024), 'image/jpeg')).statusCode).toBe(200);
    expect((await upload(makePdf(), 'image/png')).statusCode).toBe(415);
    // a file B uploaded is not A's to share
    const theirs = expectOk<{ url: string }>(await upload(makeJpeg(2048), 'image/jpeg', b.admin.token));
    expectValidationError(
      await send('POST', files(), { roomId: room.id, title: 'x', file: theirs.url }),
      'file',
      'error.roomFileUpload',
    );
    // another company's room is not found; files go with their room when it is purged
    const theirRoom = expectOk<Room>(await create({}, b.admin.token));
    expectValidationError(
      await send('POST', files(), { roomId: theirRoom.id, title: 'x', file: url }),
      'roomId',
      'error.roomNotFound',
    );
    await act(room.id, 'remove');
    expectOk(await send('DELETE', r(`/${room.id}`)));
    expect((await send('GET', files(`/${file.id}`))).statusCode).toBe(404);
  });
});

describe('recording without a stream server', () => {
  it('starts and ends a room with the record flag, records nothing and says recording is not configured', async () => {
    const room = await created({ entryMode: 'force', record: true, deviceAccountIds: [mine[2]!.id] });
    expect(room.record).toBe(true);
    expectOk(await act(room.id, 'start'));
    const [join] = await ctx.database.db
      .select()
      .from(terminalCommands)
      .where(
        and(
          eq(terminalCommands.kind, 'joinRoom'),
          eq(terminalCommands.deviceAccountId, mine[2]!.id),
          sql`(${terminalCommands.payload}->>'roomId')::int = ${room.id}`,
        ),
      );
    // the join carries no push address: there is nowhere to push
    expect(join!.payload).not.toHaveProperty('record');
    expectOk(await act(room.id, 'end'));
    expect(expectOk(await send('GET', r(`/${room.id}/recordings`)))).toEqual({
      recordingConfigured: false,
      recordings: [],
    });
    // another company's room is not found
    expectError(
      await send('GET', r(`/${room.id}/recordings`), undefined, b.admin.token),
      ERROR_CODES.notFound,
    );
  });
});
