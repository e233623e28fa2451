import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS } from '@console/contract';
import type {
  LiveAddresses,
  LiveHealthPage,
  LiveRecording,
  LiveRecordings,
  StreamHealth,
} from '@console/contract/resources/lives';
import type { AppConfig } from '../../src/app';
import { sweepLive, SWEEP_GRACE_MS } from '../../src/modules/lives/recordings';
import { BitrateMeter } from '../../src/modules/lives/recording-routes';
import { parseStat, streamServer, type StatStream } from '../../src/modules/lives/stream-server';
import { liveRecordings, liveSessions } from '../../src/modules/lives/tables';
import { vodCategories, vodVideos } from '../../src/modules/vod/tables';
import { api, build, expectError, expectOk, type Tenant } from '../helper';
import {
  FFMPEG_BIN,
  NGINX,
  RTMP_MODULE,
  pushTestStream,
  useStreamServer,
  type LocalStreamServer,
} from '../stream-server';

const lives = (suffix = '') => api(`${PATHS.resource('lives')}${suffix}`);

async function eventually(check: () => Promise<boolean>, what: string, ms = 20_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

describe('rtmp_stat parsing', () => {
  const xml = `<?xml version="1.0" encoding="utf-8" ?><rtmp><nginx_rtmp_version>1.1.4</nginx_rtmp_version>
<bytes_in>999</bytes_in><server><application><name>other</name><live><stream><name>x</name><time>1</time>
<bytes_in>5</bytes_in><nclients>1</nclients><publishing/><active/></stream></live></application>
<application><name>live</name><live><stream><name>s&amp;1</name><time>2069</time><bw_in>0</bw_in>
<bytes_in>34734</bytes_in><bw_out>0</bw_out><bytes_out>0</bytes_out>
<client><id>2</id><address>127.0.0.1</address><time>2252</time><dropped>0</dropped><publishing/><active/></client>
<client><id>7</id><address>10.0.0.9</address><time>900</time><dropped>0</dropped><active/></client>
<meta><video><width>320</width><height>240</height><frame_rate>10</frame_rate><codec>H264</codec></video><audio></audio></meta>
<nclients>2</nclients><publishing/><active/></stream>
<stream><name>idle</name><time>10</time><bytes_in>0</bytes_in><nclients>0</nclients></stream>
<nclients>2</nclients></live></application></server></rtmp>`;

  it('reads the streams of one application with their meta and clients', () => {
    expect(parseStat(xml, 'live')).toEqual([
      {
        name: 's&1',
        timeMs: 2069,
        bytesIn: 34734,
        width: 320,
        height: 240,
        frameRate: 10,
        codec: 'H264',
        publishing: true,
        clients: [
          { id: 2, address: '127.0.0.1', timeMs: 2252, publishing: true },
          { id: 7, address: '10.0.0.9', timeMs: 900, publishing: false },
        ],
      },
      {
        name: 'idle',
        timeMs: 10,
        bytesIn: 0,
        width: null,
        height: null,
        frameRate: null,
        codec: null,
        publishing: false,
        clients: [],
      },
    ]);
    expect(parseStat(xml, 'nothing')).toEqual([]);
  });
});

describe('bitrate from byte-count deltas', () => {
  const stream = (bytesIn: number, timeMs: number): StatStream => ({
    name: 's',
    timeMs,
    bytesIn,
    width: null,
    height: null,
    frameRate: null,
    codec: null,
    publishing: true,
    clients: [],
  });

  it('averages since the publish on a first look, then measures between looks', () => {
    const meter = new BitrateMeter();
    expect(meter.kbps(stream(125_000, 2_000), 10_000)).toBe(500); // 1 Mbit in 2 s
    // asked again within half a second: the last figure stands
    expect(meter.kbps(stream(130_000, 2_100), 10_100)).toBe(500);
    expect(meter.kbps(stream(375_000, 4_000), 12_000)).toBe(1000); // 250 kB in 2 s
    // the counter went back (a new publish): the average again
    expect(meter.kbps(stream(10_000, 1_000), 13_000)).toBe(80);
  });
});

describe.skipIf(!NGINX || !RTMP_MODULE || !FFMPEG_BIN)(
  'recording, convert to VOD, health and the sweeper on a real nginx-rtmp',
  () => {
    const live: Partial<AppConfig> = {};
    const server = useStreamServer(live);
    const ctx = build(live);
    let tenant: Tenant;
    let other: Tenant;
    let stream: LocalStreamServer;
    beforeAll(async () => {
      stream = server.stream;
      await ctx.app.listen({ port: server.consolePort, host: '127.0.0.1' });
      tenant = await ctx.createTenant('recordt');
      other = await ctx.createTenant('recordo');
    });

    const call = (method: 'GET' | 'POST', url: string, token = tenant.admin.token, payload?: object) =>
      ctx.injectAs(token, { method, url, ...(payload ? { payload } : {}) });
    const create = async (name: string, record: boolean) =>
      expectOk<{ id: number }>(await call('POST', lives(), undefined, { name, record }));
    const recordings = async (id: number, token?: string) =>
      expectOk<LiveRecordings>(await call('GET', lives(`/${id}/recordings`), token));
    const health = async (id: number) => expectOk<StreamHealth>(await call('GET', lives(`/${id}/health`)));
    const convert = (id: number, recordingId: number, payload: object = {}) =>
      call('POST', lives(`/${id}/recordings/${recordingId}/convert`), undefined, payload);
    async function onAir(name: string, record: boolean) {
      const row = await create(name, record);
      expectOk(await call('POST', lives(`/${row.id}/start`)));
      const { pushUrl } = expectOk<LiveAddresses>(await call('GET', lives(`/${row.id}/addresses`)));
      const push = pushTestStream(pushUrl!);
      await eventually(async () => (await health(row.id)).publishing, 'the publish to be taken');
      return { id: row.id, push };
    }

    it('records a stream with the record flag, converts the recording once to a VOD video with its findings', async () => {
      const { id, push } = await onAir('Recorded rounds', true);
      await eventually(async () => (await recordings(id)).recordings.length === 1, 'the recorder to start');
      const listed = await recordings(id);
      expect(listed.recordingConfigured).toBe(true);
      expect(listed.recordings[0]).toMatchObject({ state: 'recording', vodVideoId: null });
      // another company sees neither the stream nor its recordings
      expectError(await call('GET', lives(`/${id}/recordings`), other.admin.token), ERROR_CODES.notFound);

      // health from rtmp_stat: the test picture is 320x240 at 10 fps, nobody but the publisher
      await eventually(async () => ((await health(id)).bitrateKbps ?? 0) > 0, 'a bitrate');
      const now = await health(id);
      expect(now).toMatchObject({
        reachable: true,
        publishing: true,
        width: 320,
        height: 240,
        frameRate: 10,
        readers: 0,
      });
      expect(now.clients).toHaveLength(1);
      const publisher = now.clients[0]!;
      expect(publisher).toMatchObject({ publishing: true, address: '127.0.0.1' });
      expectError(
        await call('POST', lives(`/${id}/health/clients/${publisher.id}/drop`)),
        ERROR_CODES.validation,
        'error.liveKickPublisher',
      );
      expectError(
        await call('POST', lives(`/${id}/health/clients/99999/drop`)),
        ERROR_CODES.notFound,
        'error.liveClientNotFound',
      );
      const page = expectOk<LiveHealthPage>(await call('GET', lives('/health?inProgress=true')));
      expect(page.reachable).toBe(true);
      expect(page.items.map((item) => [item.liveId, item.publishing])).toEqual([[id, true]]);

      // not while on air
      const recordingId = listed.recordings[0]!.id;
      expectError(await convert(id, recordingId), ERROR_CODES.validation, 'error.liveConvertNotEnded');

      await new Promise((r) => setTimeout(r, 3000)); // a few seconds of picture
      expectOk(await call('POST', lives(`/${id}/end`)));
      await push.exited;
      await eventually(async () => (await recordings(id)).recordings[0]!.state === 'ready', 'on_record_done');
      const ready = (await recordings(id)).recordings[0]!;
      expect(ready.size).toBeGreaterThan(10_000);
      expect(ready.endedAt).not.toBeNull();

      const first = expectOk<LiveRecording>(await convert(id, recordingId));
      expect(first.state).toBe('converting');
      // converting again answers the same recording, no second job or video
      const again = expectOk<LiveRecording>(await convert(id, recordingId));
      expect(again.id).toBe(recordingId);
      expect(['converting', 'converted']).toContain(again.state);
      await eventually(
        async () => (await recordings(id)).recordings[0]!.state === 'converted',
        'the conversion',
      );
      const converted = (await recordings(id)).recordings[0]!;
      expect(converted.progress).toBe(100);
      const [video] = await ctx.database.db
        .select()
        .from(vodVideos)
        .where(eq(vodVideos.id, converted.vodVideoId!));
      expect(video).toMatchObject({
        customerId: tenant.customerId,
        videoState: 'ready',
        codec: 'h264',
        width: 320,
        height: 240,
      });
      expect(video!.durationSeconds).toBeGreaterThan(1);
      expect(video!.videoSize).toBeGreaterThan(10_000);
      expect(video!.thumbnailUrl).not.toBeNull();
      const [category] = await ctx.database.db
        .select()
        .from(vodCategories)
        .where(eq(vodCategories.id, video!.categoryId));
      expect(category).toMatchObject({ key: 'liveRecordings', customerId: tenant.customerId });
      // the stored MP4 plays from the console's files (range requests), as any VOD video
      const played = await ctx.injectAs(tenant.admin.token, {
        method: 'GET',
        url: video!.videoUrl!,
        headers: { range: 'bytes=0-99' },
      });
      expect(played.statusCode).toBe(206);

      const third = expectOk<LiveRecording>(await convert(id, recordingId));
      expect(third).toMatchObject({ state: 'converted', vodVideoId: converted.vodVideoId });
      const videos = await ctx.database.db
        .select()
        .from(vodVideos)
        .where(eq(vodVideos.customerId, tenant.customerId));
      expect(videos).toHaveLength(1);
    }, 60_000);

    it('does not record a stream without the record flag', async () => {
      const { id, push } = await onAir('Unrecorded', false);
      await new Promise((r) => setTimeout(r, 1500));
      expectOk(await call('POST', lives(`/${id}/end`)));
      await push.exited;
      // the publish is over and ledgered; there is no recording
      const sessions = await ctx.database.db.select().from(liveSessions).where(eq(liveSessions.liveId, id));
      expect(sessions.map((s) => s.endReason)).toEqual(['stopped']);
      expect((await recordings(id)).recordings).toEqual([]);
    }, 30_000);

    it("pages the company's streams with their health beyond ten", async () => {
      for (let i = 0; i < 11; i++) await create(`Paged ${i}`, false);
      const first = expectOk<LiveHealthPage>(await call('GET', lives('/health?page=1&pageSize=10')));
      const second = expectOk<LiveHealthPage>(await call('GET', lives('/health?page=2&pageSize=10')));
      expect(first.total).toBe(second.total);
      expect(first.total).toBeGreaterThanOrEqual(11);
      expect(first.items).toHaveLength(10);
      expect(second.items).toHaveLength(Math.min(10, first.total - 10));
      const ids = [...first.items, ...second.items].map((item) => item.liveId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(first).toMatchObject({ reachable: true, configured: true, pollingSeconds: expect.any(Number) });
      // another company's list holds none of them
      const others = expectOk<LiveHealthPage>(await call('GET', lives('/health'), other.admin.token));
      expect(others.total).toBe(0);
      // the platform's (the live server's page) holds every company's
      const all = expectOk<LiveHealthPage>(
        await call('GET', lives('/health?pageSize=100'), await ctx.adminToken()),
      );
      expect(all.total).toBeGreaterThanOrEqual(first.total);
      expect(all.items.map((item) => item.liveId)).toEqual(expect.arrayContaining(ids));
    });

    it('refuses to convert a recording that is not ready, with a clear reason', async () => {
      const row = await create('Failed recording', true);
      expectOk(await call('POST', lives(`/${row.id}/start`)));
      expectOk(await call('POST', lives(`/${row.id}/end`)));
      const [failed] = await ctx.database.db
        .insert(liveRecordings)
        .values({
          customerId: tenant.customerId,
          liveId: row.id,
          path: `${stream.recordDir}/none.flv`,
          state: 'failed',
          reason: 'empty',
        })
        .returning();
      expectError(await convert(row.id, failed!.id), ERROR_CODES.validation, 'error.liveConvertNotReady');
      expectError(await convert(row.id, 999_999), ERROR_CODES.notFound, 'error.liveRecordingNotFound');
    });

    it('the sweeper closes what a crashed stream server left open: the session and the recording', async () => {
      const { id, push } = await onAir('Crash', true);
      await eventually(async () => (await recordings(id)).recordings.length === 1, 'the recorder to start');
      await new Promise((r) => setTimeout(r, 2000));
      const server = streamServer(
        { rtmpUrl: stream.rtmpUrl, hlsUrl: stream.hlsUrl, controlUrl: stream.controlUrl },
        { warn: () => undefined },
      );
      const later = new Date(Date.now() + SWEEP_GRACE_MS + 1000);
      // while it publishes, nothing is swept
      expect(await sweepLive(ctx.database.db, server, later)).toMatchObject({
        reachable: true,
        sessionsClosed: 0,
        recordingsClosed: 0,
      });

      await stream.kill(); // no on_publish_done, no on_record_done
      await push.exited;
      const open = await ctx.database.db.select().from(liveSessions).where(eq(liveSessions.liveId, id));
      expect(open.map((s) => s.endedAt)).toEqual([null]);
      // a young session is left alone (nginx may not have registered it yet)
      expect(await sweepLive(ctx.database.db, server, new Date())).toMatchObject({
        reachable: false,
        sessionsClosed: 0,
      });
      expect(await sweepLive(ctx.database.db, server, later)).toMatchObject({
        reachable: false,
        sessionsClosed: 1,
        recordingsClosed: 1,
      });
      const [session] = await ctx.database.db.select().from(liveSessions).where(eq(liveSessions.liveId, id));
      expect(session!.endReason).toBe('serverRestart');
      const [recording] = (await recordings(id)).recordings;
      expect(recording).toMatchObject({ state: 'ready', reason: 'serverRestart' });
      expect(
        fs.existsSync(
          (
            await ctx.database.db.select().from(liveRecordings).where(eq(liveRecordings.id, recording!.id))
          )[0]!.path,
        ),
      ).toBe(true);
      expect(await sweepLive(ctx.database.db, server, later)).toMatchObject({
        sessionsClosed: 0,
        recordingsClosed: 0,
      });

      // a conversion whose job is gone goes back to ready
      await ctx.database.db
        .update(liveRecordings)
        .set({ state: 'converting' })
        .where(eq(liveRecordings.id, recording!.id));
      expect(await sweepLive(ctx.database.db, server, later)).toMatchObject({ conversionsReset: 1 });
      expect((await recordings(id)).recordings[0]).toMatchObject({
        state: 'ready',
        reason: 'convertInterrupted',
      });

      await stream.restart();
      const back = await health(id);
      expect(back).toMatchObject({ reachable: true, publishing: false });
    }, 60_000);
  },
);
