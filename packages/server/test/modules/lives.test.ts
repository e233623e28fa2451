import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS } from '@console/contract';
import type { LiveAddresses } from '@console/contract/resources/lives';
import type { AppConfig } from '../../src/app';
import { liveSessions } from '../../src/modules/lives/tables';
import { api, build, expectError, expectOk, type Tenant } from '../helper';
import { freePort } from '../mosquitto';
import {
  FFMPEG_BIN,
  NGINX,
  RTMP_MODULE,
  pushTestStream,
  startStreamServer,
  type LocalStreamServer,
} from '../stream-server';

const lives = (suffix = '') => api(`${PATHS.resource('lives')}${suffix}`);
const hook = (name: string, secret: string) => api(`${PATHS.streamHooks}/${name}?secret=${secret}`);

interface Live {
  id: number;
  status: string;
  inviteCode: string;
  startedAt: string | null;
  endedAt: string | null;
}

/** Polls `check` until it holds (the stream server answers in its own time); fails after 15 s. */
async function eventually(check: () => Promise<boolean>, what: string) {
  const until = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!NGINX || !RTMP_MODULE || !FFMPEG_BIN)('live streams on a real nginx-rtmp', () => {
  const live: Partial<AppConfig> = {};
  let stream: LocalStreamServer;
  let consolePort = 0;
  beforeAll(async () => {
    consolePort = await freePort();
    stream = await startStreamServer(`http://127.0.0.1:${consolePort}`);
    Object.assign(live, {
      LIVE_RTMP_URL: stream.rtmpUrl,
      LIVE_HLS_URL: stream.hlsUrl,
      LIVE_CONTROL_URL: stream.controlUrl,
      LIVE_HOOK_SECRET: stream.secret,
    });
  });
  afterAll(() => stream?.stop());
  const ctx = build(live);
  let tenant: Tenant;
  let other: Tenant;
  beforeAll(async () => {
    await ctx.app.listen({ port: consolePort, host: '127.0.0.1' });
    tenant = await ctx.createTenant('livet');
    other = await ctx.createTenant('liveo');
  });

  const call = (method: 'GET' | 'POST', url: string, token = tenant.admin.token, payload?: object) =>
    ctx.injectAs(token, { method, url, ...(payload ? { payload } : {}) });
  const create = async (name: string) => expectOk<Live>(await call('POST', lives(), undefined, { name }));
  const addresses = async (id: number) =>
    expectOk<LiveAddresses>(await call('GET', lives(`/${id}/addresses`)));
  /** Pushes for up to 4 s: a refused push ends by itself, a taken one is stopped. */
  async function pushRefused(url: string) {
    const push = pushTestStream(url);
    const code = await Promise.race([push.exited, new Promise((r) => setTimeout(() => r('running'), 4000))]);
    push.stop();
    return code !== 'running';
  }

  it('creates a stream not started, with an invite code and push and play addresses', async () => {
    const row = await create('Grand rounds');
    expect(row).toMatchObject({ status: 'notStarted', startedAt: null, endedAt: null });
    expect(row.inviteCode).toMatch(/^\d{6}$/);
    const where = await addresses(row.id);
    expect(where.configured).toBe(true);
    expect(where.pushUrl).toMatch(new RegExp(`^${stream.rtmpUrl}/l[0-9a-f]{20}\\?key=[0-9a-f]{32}$`));
    expect(where.playUrl).toMatch(new RegExp(`^${stream.hlsUrl}/l[0-9a-f]{20}\\.m3u8$`));
    expect(where.publishing).toBe(false);
    // another company sees neither the stream nor its key
    expectError(await call('GET', lives(`/${row.id}/addresses`), other.admin.token), ERROR_CODES.notFound);
    expectError(await call('GET', lives(`/${row.id}/addresses`), tenant.member.token), ERROR_CODES.forbidden);
  });

  it('takes a push only while the stream is in progress and with its key, and ends it from the console', async () => {
    const row = await create('Ward round 3');
    const { pushUrl, playUrl } = await addresses(row.id);
    expect(await pushRefused(pushUrl!)).toBe(true); // not started yet

    const started = expectOk<Live>(await call('POST', lives(`/${row.id}/start`)));
    expect(started.status).toBe('inProgress');
    expect(started.startedAt).not.toBeNull();
    expect(await pushRefused(pushUrl!.replace(/key=\w+/, 'key=0123456789abcdef0123456789abcdef'))).toBe(true);

    const push = pushTestStream(pushUrl!);
    await eventually(async () => (await addresses(row.id)).publishing, 'the publish to be taken');
    await eventually(async () => (await fetch(playUrl!)).status === 200, 'the HLS playlist');
    expect(await (await fetch(playUrl!)).text()).toContain('#EXTM3U');

    const ended = expectOk<Live>(await call('POST', lives(`/${row.id}/end`)));
    expect(ended.status).toBe('ended');
    // the stream server drops the publisher: ffmpeg's push ends
    await push.exited;
    const sessions = await ctx.database.db.select().from(liveSessions).where(eq(liveSessions.liveId, row.id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ endReason: 'stopped', publisherAddress: '127.0.0.1' });
    expect(sessions[0]!.endedAt).not.toBeNull();
    expect((await addresses(row.id)).publishing).toBe(false);
    expect(await pushRefused(pushUrl!)).toBe(true); // ended

    expectError(
      await call('POST', lives(`/${row.id}/start`)),
      ERROR_CODES.validation,
      'error.transitionNotAllowed',
    );
  });

  it('records a lost publisher, and a new key refuses the old one', async () => {
    const row = await create('Theatre 2');
    expectOk(await call('POST', lives(`/${row.id}/start`)));
    const before = await addresses(row.id);
    const push = pushTestStream(before.pushUrl!);
    await eventually(async () => (await addresses(row.id)).publishing, 'the publish to be taken');
    push.stop();
    await eventually(async () => !(await addresses(row.id)).publishing, 'the publish to end');
    const [session] = await ctx.database.db
      .select()
      .from(liveSessions)
      .where(eq(liveSessions.liveId, row.id));
    expect(session).toMatchObject({ endReason: 'publisherLost' });
    expect(expectOk<Live>(await call('GET', lives(`/${row.id}`))).status).toBe('inProgress');

    const renewed = expectOk<LiveAddresses>(await call('POST', lives(`/${row.id}/streamKey`)));
    expect(renewed.pushUrl).not.toBe(before.pushUrl);
    expect(await pushRefused(before.pushUrl!)).toBe(true);
  });

  it('answers the stream server only with its secret, refusing with the usual envelope', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const post = (url: string, payload: string, headers: Record<string, string> = form) =>
      ctx.app.inject({ method: 'POST', url, payload, headers });
    const payload = 'call=publish&app=live&name=lnothing&key=x';
    for (const res of [
      await post(hook('publish', 'wrong-secret'), payload),
      await post(hook('publish', stream.secret), payload),
      await post(hook('publishDone', 'wrong-secret'), 'name=lnothing'),
      await post(api(`${PATHS.streamHooks}/publish`), '{"name":""}', { 'content-type': 'application/json' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expectError(res, ERROR_CODES.forbidden);
    }
  });
});

describe('live streams without a stream server', () => {
  const ctx = build();
  let tenant: Tenant;
  beforeAll(async () => {
    tenant = await ctx.createTenant('livenone');
  });

  it('keeps the stream not started and says no stream server is configured', async () => {
    const row = expectOk<Live>(
      await ctx.injectAs(tenant.admin.token, { method: 'POST', url: lives(), payload: { name: 'Demo' } }),
    );
    const where = expectOk<LiveAddresses>(
      await ctx.injectAs(tenant.admin.token, { method: 'GET', url: lives(`/${row.id}/addresses`) }),
    );
    expect(where).toEqual({ configured: false, pushUrl: null, playUrl: null, publishing: false });
    const res = await ctx.injectAs(tenant.admin.token, { method: 'POST', url: lives(`/${row.id}/start`) });
    const error = expectError(res, ERROR_CODES.validation, 'error.liveNoStreamServer');
    expect(error.errInfo).toContain('LIVE_RTMP_URL');
  });
});
