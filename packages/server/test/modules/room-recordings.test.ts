import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS } from '@console/contract';
import type { CollaborationLive } from '@console/contract/resources/collaboration';
import type { LiveRecording, LiveRecordings } from '@console/contract/resources/lives';
import { SimulatedTerminal } from '@console/simulator/terminal';
import type { AppConfig } from '../../src/app';
import { lives as livesTable } from '../../src/modules/lives/tables';
import { terminalCommands } from '../../src/modules/realtime/tables';
import { vodVideos } from '../../src/modules/vod/tables';
import { api, build, expectError, expectOk, type Tenant } from '../helper';
import { insertTerminal, TERMINAL_PASSWORD } from '../realtime';
import { FFMPEG_BIN, NGINX, RTMP_MODULE, useStreamServer } from '../stream-server';

/**
 * Room recording (ADR 0047) against the real thing: a room with the record flag starts a stream of
 * its own on nginx-rtmp, its source terminal (the simulator, over the embedded broker) pushes
 * ffmpeg's test picture there, ending the room ends the recording, which converts to a VOD video.
 */
const rooms = (suffix = '') => api(`${PATHS.resource('rooms')}${suffix}`);
const lives = (suffix = '') => api(`${PATHS.resource('lives')}${suffix}`);
const sessions = (suffix = '') => api(`${PATHS.resource('collaborationSessions')}${suffix}`);

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string, ms = 30_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

describe.skipIf(!NGINX || !RTMP_MODULE || !FFMPEG_BIN)('room recording on a real nginx-rtmp', () => {
  const config: Partial<AppConfig> = { MQTT_PORT: 0, HOST: '127.0.0.1', PRESENCE_TIMEOUT: 5 };
  const server = useStreamServer(config);
  const ctx = build(config);
  let tenant: Tenant;
  let other: Tenant;
  const terminals: { id: number; account: string }[] = [];
  const open: SimulatedTerminal[] = [];
  beforeAll(async () => {
    await ctx.app.listen({ port: server.consolePort, host: '127.0.0.1' });
    tenant = await ctx.createTenant('roomrec');
    other = await ctx.createTenant('roomreco');
    for (const account of ['7800001', '7800002', '7800003']) {
      const row = await insertTerminal(ctx.database.db, { customerId: tenant.customerId, account });
      terminals.push({ id: row.id, account });
    }
  });
  afterAll(async () => {
    for (const terminal of open) await terminal.stop();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = tenant.admin.token) =>
    ctx.injectAs(token, { method, url, ...(payload ? { payload } : {}) });
  const recordings = async (roomId: number) =>
    expectOk<LiveRecordings>(await call('GET', rooms(`/${roomId}/recordings`)));
  async function online(index: number) {
    const { account, id } = terminals[index]!;
    const terminal = new SimulatedTerminal(
      { customerId: tenant.customerId, account },
      {
        url: `mqtt://127.0.0.1:${ctx.app.realtime.broker.port}`,
        password: TERMINAL_PASSWORD,
        behaviour: { keepalive: 5, telemetryMs: 0, dropoutRate: 0, awayMs: [60_000, 60_000], callRate: 0 },
        random: () => 0.5,
        stats: { connects: 0, refused: 0, dropouts: 0, messages: 0, commands: 0 },
      },
    );
    open.push(terminal);
    await terminal.start();
    await eventually(
      async () => ctx.app.realtime.presence.isOnline(id),
      (v) => v,
      'the terminal online',
    );
    return terminal;
  }
  const joinPayloads = async (roomId: number) =>
    (
      await ctx.database.db
        .select()
        .from(terminalCommands)
        .where(and(eq(terminalCommands.customerId, tenant.customerId), eq(terminalCommands.kind, 'joinRoom')))
    )
      .filter((c) => (c.payload as { roomId: number }).roomId === roomId)
      .map((c) => [c.deviceAccountId, (c.payload as { record?: { pushUrl: string } }).record ?? null]);

  it('records a room with the record flag through its source terminal, ready when the room ends, converted once', async () => {
    const [one, two] = [terminals[0]!, terminals[1]!];
    // the second device is online, the first not: the online one is the recording source
    const source = await online(1);
    const room = expectOk<{ id: number; record: boolean }>(
      await call('POST', rooms(), {
        name: '周例会',
        maxDevices: 4,
        entryMode: 'force',
        record: true,
        deviceAccountIds: [one.id, two.id],
      }),
    );
    expect(room.record).toBe(true);
    expect(await recordings(room.id)).toEqual({ recordingConfigured: true, recordings: [] });
    expectOk(await call('POST', rooms(`/${room.id}/start`)));

    // only the source's join command carries the push address: the room's own stream
    const payloads = await joinPayloads(room.id);
    expect(payloads.map(([id, record]) => [id, record === null])).toEqual(
      expect.arrayContaining([
        [one.id, true],
        [two.id, false],
      ]),
    );
    const pushUrl = (payloads.find(([id]) => id === two.id)![1] as { pushUrl: string }).pushUrl;
    const [companion] = await ctx.database.db.select().from(livesTable).where(eq(livesTable.roomId, room.id));
    expect(companion).toMatchObject({
      customerId: tenant.customerId,
      status: 'inProgress',
      record: true,
      name: `周例会 #${room.id}`,
      deviceAccountIds: [two.id],
    });
    expect(pushUrl).toBe(`${server.stream.rtmpUrl}/${companion!.playName}?key=${companion!.streamKey}`);

    // the companion stream is never a live stream: not listed, not read (pickers list through the same filter), no recordings
    const listed = expectOk<{ list: { id: number }[] }>(await call('GET', lives('?size=100')));
    expect(listed.list.map((l) => l.id)).not.toContain(companion!.id);
    expectError(await call('GET', lives(`/${companion!.id}`)), ERROR_CODES.notFound);
    expectError(await call('GET', lives(`/${companion!.id}/recordings`)), ERROR_CODES.notFound);

    // the simulator pushes the test picture; nginx records it through lives' recorder
    await eventually(
      () => recordings(room.id),
      (r) => r.recordings.length === 1,
      'the recorder to start',
    );
    expect(source.roomPush?.current?.roomId).toBe(room.id);
    const recording = (await recordings(room.id)).recordings[0]!;
    expect(recording).toMatchObject({ state: 'recording', liveId: companion!.id, vodVideoId: null });
    // not while the meeting goes on
    expectError(
      await call('POST', rooms(`/${room.id}/recordings/${recording.id}/convert`), {}),
      ERROR_CODES.validation,
      'error.liveConvertNotEnded',
    );
    // another company sees neither the room's recordings nor converts them
    expectError(
      await call('GET', rooms(`/${room.id}/recordings`), undefined, other.admin.token),
      ERROR_CODES.notFound,
    );
    expectError(
      await call('POST', rooms(`/${room.id}/recordings/${recording.id}/convert`), {}, other.admin.token),
      ERROR_CODES.notFound,
    );

    await new Promise((r) => setTimeout(r, 3000)); // a few seconds of picture
    expectOk(await call('POST', rooms(`/${room.id}/end`)));
    const ready = await eventually(
      () => recordings(room.id),
      (r) => r.recordings[0]!.state === 'ready',
      'on_record_done',
    );
    expect(ready.recordings[0]!.size).toBeGreaterThan(10_000);
    const [ended] = await ctx.database.db.select().from(livesTable).where(eq(livesTable.id, companion!.id));
    expect(ended!.status).toBe('ended');
    // the terminal leaves the room and stops pushing
    await eventually(
      async () => source.room,
      (r) => r === null,
      'the leave command',
    );
    expect(source.roomPush?.current).toBeNull();

    const first = expectOk<LiveRecording>(
      await call('POST', rooms(`/${room.id}/recordings/${recording.id}/convert`), {}),
    );
    expect(first.state).toBe('converting');
    const again = expectOk<LiveRecording>(
      await call('POST', rooms(`/${room.id}/recordings/${recording.id}/convert`), {}),
    );
    expect(again.id).toBe(recording.id);
    const converted = (
      await eventually(
        () => recordings(room.id),
        (r) => r.recordings[0]!.state === 'converted',
        'the conversion',
        60_000,
      )
    ).recordings[0]!;
    const [video] = await ctx.database.db
      .select()
      .from(vodVideos)
      .where(eq(vodVideos.id, converted.vodVideoId!));
    expect(video).toMatchObject({
      customerId: tenant.customerId,
      videoState: 'ready',
      width: 320,
      height: 240,
    });
    expect(video!.durationSeconds).toBeGreaterThan(1);
    expect(converted.videoUrl).toBe(video!.videoUrl);
    const played = await ctx.injectAs(tenant.admin.token, {
      method: 'GET',
      url: converted.videoUrl!,
      headers: { range: 'bytes=0-99' },
    });
    expect(played.statusCode).toBe(206);
    const videos = await ctx.database.db
      .select()
      .from(vodVideos)
      .where(eq(vodVideos.customerId, tenant.customerId));
    expect(videos).toHaveLength(1);
  }, 120_000);

  it('does not record a room without the flag', async () => {
    const room = expectOk<{ id: number }>(
      await call('POST', rooms(), {
        name: '不录制',
        maxDevices: 2,
        entryMode: 'force',
        record: false,
        deviceAccountIds: [terminals[1]!.id],
      }),
    );
    expectOk(await call('POST', rooms(`/${room.id}/start`)));
    expect((await joinPayloads(room.id)).map(([, record]) => record)).toEqual([null]);
    const companions = await ctx.database.db.select().from(livesTable).where(eq(livesTable.roomId, room.id));
    expect(companions).toEqual([]);
    expectOk(await call('POST', rooms(`/${room.id}/end`)));
    expect(await recordings(room.id)).toEqual({ recordingConfigured: true, recordings: [] });
  });

  it("shows a ward round's room recording in its record, convertible and playable", async () => {
    const source = await online(2);
    const session = expectOk<{ id: number }>(
      await call('POST', sessions(), {
        kind: 'ward',
        title: '病区查房',
        scheduledAt: '2026-11-27T08:00:00.000Z',
        record: true,
        deviceAccountIds: [terminals[2]!.id],
      }),
    );
    const started = expectOk<CollaborationLive>(await call('POST', sessions(`/${session.id}/start`)));
    expect(started.recordingConfigured).toBe(true);
    const live = () =>
      call('GET', sessions(`/${session.id}/live`)).then((r) => expectOk<CollaborationLive>(r));
    await eventually(live, (l) => l.recordings.length === 1, 'the session recording');
    expect(source.roomPush?.current?.roomId).toBe(started.roomId);
    await new Promise((r) => setTimeout(r, 2000));
    expectOk(await call('POST', sessions(`/${session.id}/end`)));
    const ready = await eventually(live, (l) => l.recordings[0]!.state === 'ready', 'on_record_done');
    const recordingId = ready.recordings[0]!.id;
    expectOk(await call('POST', sessions(`/${session.id}/recordings/${recordingId}/convert`), {}));
    const converted = await eventually(
      live,
      (l) => l.recordings[0]!.state === 'converted' && l.recordings[0]!.videoUrl !== null,
      'the conversion',
      60_000,
    );
    const played = await ctx.injectAs(tenant.admin.token, {
      method: 'GET',
      url: converted.recordings[0]!.videoUrl!,
      headers: { range: 'bytes=0-99' },
    });
    expect(played.statusCode).toBe(206);
  }, 120_000);
});
