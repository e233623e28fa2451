import fs from 'node:fs';
import net from 'node:net';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS } from '@console/contract';
import { USER_TYPES } from '@console/contract/access/identity';
import type { Alarm } from '@console/contract/alarms';
import { bedIndicators, raiseAlarm, snapshotKey } from '../../src/modules/alarms/service';
import { GrabError, grabJpeg, maskPassword, rtspUrlOf } from '../../src/modules/camera-snapshots/grabber';
import { alarmSnapshots } from '../../src/modules/camera-snapshots/tables';
import { seedBuiltInIndicators } from '../../src/modules/monitoring-indicators/seed';
import { networkCameras } from '../../src/modules/network-cameras/tables';
import { wardDevices } from '../../src/modules/ward-devices/tables';
import { jobs } from '../../src/platform/jobs/tables';
import { api, build, expectError, expectOk, TENANT_PASSWORD, type Tenant } from '../helper';
import { seedIcu } from '../medical-fixture';
import { insertTerminal } from '../realtime';
import { freePort, startRtspSource, type RtspSource } from '../rtsp-source';

/**
 * Camera stills end to end against a real RTSP source: ffmpeg publishes a 320x240 test pattern to
 * an RTSP server (rtsp-streaming-server) on 127.0.0.1, the beds' cameras point at it (or at a
 * port that refuses, or at one that accepts and never answers), an alarm raised through the
 * alarms service schedules the durable job, the test's runner runs it, and the API serves what
 * ffmpeg grabbed.
 */
const NOW = new Date('2026-05-04T08:00:00Z');
const PASSWORD = 'pa:ss@wörd';
const GRAB_TIMEOUT_MS = 6000;
const ctx = build({
  jobs: { now: () => NOW, poll: false },
  snapshots: { timeoutMs: GRAB_TIMEOUT_MS, minIntervalMs: 60_000 },
});

let a: Tenant;
let b: Tenant;
let tokenA = '';
let tokenB = '';
let bedIds: number[] = [];
let source: RtspSource | undefined;
let silent: net.Server | undefined;
const silentSockets = new Set<net.Socket>();

/** The width and height of a JPEG from its start-of-frame segment (SOF0..SOF2). */
function jpegSize(jpeg: Buffer): { width: number; height: number } {
  expect([jpeg[0], jpeg[1]]).toEqual([0xff, 0xd8]);
  let at = 2;
  while (at + 9 < jpeg.length) {
    if (jpeg[at] !== 0xff) throw new Error(`no marker at ${at}`);
    const marker = jpeg[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2)
      return { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7) };
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  throw new Error('no start of frame');
}

const get = (url: string, token: string, lang = 'en') =>
  ctx.injectAs(token, { method: 'GET', url: api(url), headers: { 'accept-language': lang } });
const alarmUrl = (id: number, suffix = '') => `${PATHS.resource('alarms')}/${id}${suffix}`;
const bedStillUrl = (bedId: number) => `${PATHS.resource('beds')}/${bedId}/camera/snapshot`;

/** A heart-rate alarm at bed `bed` through the alarms service (schedules the snapshot job). */
async function raise(bed: number): Promise<number> {
  const db = ctx.database.db;
  const indicator = (await bedIndicators(db, [bedIds[bed]!]))
    .get(bedIds[bed]!)!
    .find((i) => i.code === 'heartRate')!;
  const row = await db.transaction((tx) =>
    raiseAlarm(tx, { indicator, patientId: null, level: 'alarm', value: 131, lastValue: 131, at: NOW }, NOW),
  );
  return row!.id;
}

async function cameraAt(
  bedId: number,
  wardId: number,
  index: number,
  camera: { port: number; path: string },
) {
  const db = ctx.database.db;
  const terminal = await insertTerminal(db, { customerId: a.customerId, account: `76000${index}` });
  await db.insert(wardDevices).values({
    customerId: a.customerId,
    name: `Camera ${index}`,
    deviceAccountId: terminal.id,
    type: 'camera',
    wardId,
    bedId,
    role: 'ward',
  });
  await db.insert(networkCameras).values({
    customerId: a.customerId,
    name: `Camera ${index}`,
    brand: 'hikvision',
    address: '127.0.0.1',
    port: camera.port,
    username: 'viewer',
    password: PASSWORD,
    mainStreamPath: '/nonexistent-main',
    mainStreamResolution: '1920x1080',
    mainStreamFrameRate: 25,
    mainStreamBitrate: 4096,
    subStreamPath: camera.path,
    subStreamResolution: '704x576',
    subStreamFrameRate: 15,
    subStreamBitrate: 512,
    deviceAccountId: terminal.id,
  });
}

/** Debian's ffmpeg (`.ci/run` installs it); without it these tests are skipped, as Mosquitto's are. */
const FFMPEG = ['/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg'].find((file) => fs.existsSync(file));

beforeAll(async () => {
  if (!FFMPEG) return;
  source = await startRtspSource('320x240', '/cam');
  // A camera that accepts the connection and never says a word.
  silent = net.createServer((socket) => {
    silentSockets.add(socket);
    socket.on('close', () => silentSockets.delete(socket));
  });
  await new Promise<void>((done) => silent!.listen(0, '127.0.0.1', done));

  a = await ctx.createTenant('snap_a');
  b = await ctx.createTenant('snap_b');
  const db = ctx.database.db;
  for (const tenant of [a, b]) await db.transaction((tx) => seedBuiltInIndicators(tx, tenant.customerId));
  const icu = await seedIcu(db, a.customerId, { beds: 4, admittedAt: NOW });
  bedIds = icu.bedIds;
  await cameraAt(bedIds[0]!, icu.wardId, 0, { port: source.port, path: source.path });
  await cameraAt(bedIds[1]!, icu.wardId, 1, { port: await freePort(), path: '/cam' });
  await cameraAt(bedIds[3]!, icu.wardId, 3, {
    port: (silent.address() as net.AddressInfo).port,
    path: '/cam',
  });
  for (const [tenant, account] of [
    [a, 'snap_doc_a'],
    [b, 'snap_doc_b'],
  ] as const)
    await ctx.createUser({ account, customerId: tenant.customerId, userType: USER_TYPES.staff });
  tokenA = await ctx.login('snap_doc_a', TENANT_PASSWORD);
  tokenB = await ctx.login('snap_doc_b', TENANT_PASSWORD);

  // The stream is up once a grab succeeds (the publisher needs a moment to announce).
  const url = `rtsp://127.0.0.1:${source.port}${source.path}`;
  for (let tries = 0; ; tries++)
    try {
      await grabJpeg(url, { timeoutMs: 5000 });
      break;
    } catch (error) {
      if (tries >= 20) throw error;
      await new Promise((done) => setTimeout(done, 250));
    }
}, 60_000);

afterAll(async () => {
  await source?.stop();
  for (const socket of silentSockets) socket.destroy();
  await new Promise((done) => (silent ? silent.close(done) : done(undefined)));
});

describe.skipIf(!FFMPEG)('the grabber', () => {
  it('builds the RTSP address of the sub stream with the credentials, or takes a whole RTSP path as it is', () => {
    const camera = {
      address: '10.0.0.5',
      port: 554,
      username: 'admin',
      password: 'p@ss:1',
      mainStreamPath: '/Streaming/Channels/101',
      subStreamPath: '/Streaming/Channels/102',
    };
    expect(rtspUrlOf(camera)).toBe('rtsp://admin:p%40ss%3A1@10.0.0.5:554/Streaming/Channels/102');
    expect(rtspUrlOf({ ...camera, subStreamPath: null })).toBe(
      'rtsp://admin:p%40ss%3A1@10.0.0.5:554/Streaming/Channels/101',
    );
    expect(rtspUrlOf({ ...camera, subStreamPath: 'rtsp://cam.local:8554/live' })).toBe(
      'rtsp://admin:p%40ss%3A1@cam.local:8554/live',
    );
    expect(rtspUrlOf({ ...camera, subStreamPath: 'rtsp://u:v@cam.local/live' })).toBe(
      'rtsp://u:v@cam.local/live',
    );
    expect(rtspUrlOf({ ...camera, username: null, password: null })).toBe(
      'rtsp://10.0.0.5:554/Streaming/Channels/102',
    );
    expect(maskPassword('Connection to rtsp://admin:p%40ss@10.0.0.5:554/x failed')).toBe(
      'Connection to rtsp://admin:***@10.0.0.5:554/x failed',
    );
  });

  it('says ffmpeg is not installed when the binary is missing', async () => {
    const error = await grabJpeg('rtsp://127.0.0.1:1/cam', { ffmpeg: '/nonexistent/ffmpeg' }).catch((e) => e);
    expect(error).toBeInstanceOf(GrabError);
    expect(error.key).toBe('error.ffmpegMissing');
  });

  it('gives up on a refusing camera with "did not answer", never telling the password', async () => {
    const port = await freePort();
    const error = await grabJpeg(
      `rtsp://viewer:${encodeURIComponent('s3cret!')}@127.0.0.1:${port}/cam`,
    ).catch((e) => e);
    expect(error).toBeInstanceOf(GrabError);
    expect(error.key).toBe('error.cameraNoAnswer');
    expect(error.message).toContain('viewer:***@127.0.0.1');
    expect(error.message).not.toContain('s3cret');
  });

  it('kills ffmpeg at the time limit when the camera accepts and never answers', async () => {
    const port = (silent!.address() as net.AddressInfo).port;
    const error = await grabJpeg(`rtsp://127.0.0.1:${port}/cam`, { timeoutMs: 1500 }).catch((e) => e);
    expect(error).toBeInstanceOf(GrabError);
    expect(error.key).toBe('error.cameraNoAnswer');
  });
});

describe.skipIf(!FFMPEG)('the still of an alarm', () => {
  it('is taken by the job of the raise from the bed camera and served as a 320x240 JPEG', async () => {
    const id = await raise(0);
    // A durable job, run by the snapshot runner only: the app's runner (escalations) leaves it.
    const pending = () =>
      ctx.database.db
        .select({ kind: jobs.kind, payload: jobs.payload })
        .from(jobs)
        .where(and(eq(jobs.key, snapshotKey(id)), isNull(jobs.doneAt), isNull(jobs.failedAt)));
    expect(await pending()).toEqual([{ kind: 'alarm-snapshot', payload: { alarmId: id } }]);
    await ctx.app.jobs.runDue();
    expect(await pending()).toHaveLength(1);
    expect(expectOk<Alarm>(await get(alarmUrl(id), tokenA)).snapshot).toBeNull();
    expectError(await get(alarmUrl(id, '/snapshot'), tokenA), ERROR_CODES.notFound, 'error.snapshotNotFound');

    await ctx.app.cameraSnapshots.jobs.runDue();
    expect(await pending()).toEqual([]);
    expect(expectOk<Alarm>(await get(alarmUrl(id), tokenA)).snapshot).toEqual({
      status: 'taken',
      takenAt: NOW.toISOString(),
    });
    const res = await get(alarmUrl(id, '/snapshot'), tokenA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-taken-at']).toBe(NOW.toISOString());
    expect(jpegSize(res.rawPayload)).toEqual({ width: 320, height: 240 });
    const [stored] = await ctx.database.db
      .select()
      .from(alarmSnapshots)
      .where(eq(alarmSnapshots.alarmId, id));
    expect(Buffer.compare(stored!.jpeg, res.rawPayload)).toBe(0);
  });

  it('is failed with the reason when the camera does not answer', async () => {
    const id = await raise(1);
    await ctx.app.cameraSnapshots.jobs.runDue();
    const alarm = expectOk<Alarm>(await get(alarmUrl(id), tokenA));
    expect(alarm.snapshot).toEqual({
      status: 'failed',
      takenAt: NOW.toISOString(),
      error: 'error.cameraNoAnswer',
    });
    expectError(await get(alarmUrl(id, '/snapshot'), tokenA), ERROR_CODES.notFound, 'error.snapshotNotFound');
  });

  it('is noCamera at a bed without a camera', async () => {
    const id = await raise(2);
    await ctx.app.cameraSnapshots.jobs.runDue();
    expect(expectOk<Alarm>(await get(alarmUrl(id), tokenA)).snapshot).toEqual({
      status: 'noCamera',
      takenAt: NOW.toISOString(),
    });
  });

  it('stays behind the tenant wall: another company gets 404', async () => {
    const [alarm] = expectOk<{ list: Alarm[] }>(
      await get(`${PATHS.resource('alarms')}?bedId=${bedIds[0]}`, tokenA),
    ).list;
    expect(alarm!.snapshot?.status).toBe('taken');
    expectError(
      await get(alarmUrl(alarm!.id, '/snapshot'), tokenB),
      ERROR_CODES.notFound,
      'error.alarmNotFound',
    );
  });
});

describe.skipIf(!FFMPEG)('the live still of a bed', () => {
  it('grabs once for callers at the same time and answers all of them', async () => {
    const before = ctx.app.cameraSnapshots.live.started;
    const [first, second] = await Promise.all([
      get(bedStillUrl(bedIds[0]!), tokenA),
      get(bedStillUrl(bedIds[0]!), tokenA),
    ]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    expect(first!.headers['content-type']).toBe('image/jpeg');
    expect(jpegSize(first!.rawPayload)).toEqual({ width: 320, height: 240 });
    expect(Buffer.compare(first!.rawPayload, second!.rawPayload)).toBe(0);
    expect(ctx.app.cameraSnapshots.live.started - before).toBe(1);
  });

  it('says there is no camera at this bed, in both languages', async () => {
    expectError(await get(bedStillUrl(bedIds[2]!), tokenA), ERROR_CODES.notFound, 'error.noCamera');
    const zh = expectError(
      await get(bedStillUrl(bedIds[2]!), tokenA, 'zh'),
      ERROR_CODES.notFound,
      'error.noCamera',
    );
    expect(zh.errInfo).toBe('该床位没有摄像头');
  });

  it('says the camera did not answer (504), for a refusing and for a silent camera', async () => {
    for (const bed of [1, 3]) {
      const res = await get(bedStillUrl(bedIds[bed]!), tokenA);
      expect(res.statusCode).toBe(504);
      expect(expectError(res, ERROR_CODES.unavailable, 'error.cameraNoAnswer').errInfo).toBe(
        'The camera did not answer',
      );
    }
  }, 20_000);

  it("is the bed's company's only: another company and the platform's administrators get 404", async () => {
    expectError(await get(bedStillUrl(bedIds[0]!), tokenB), ERROR_CODES.notFound, 'error.bedNotFound');
    const admin = await ctx.adminToken();
    expectError(await get(bedStillUrl(bedIds[0]!), admin), ERROR_CODES.notFound, 'error.bedNotFound');
  });
});
