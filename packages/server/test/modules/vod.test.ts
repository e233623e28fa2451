import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MB, PATHS, UPLOAD_LIMITS } from '@console/contract';
import { FILES_PATH, VOD_UPLOADS_PATH } from '@console/contract/uploads';
import { uploadedFiles } from '../../src/modules/uploads/tables';
import { FileStore } from '../../src/modules/uploads/storage';
import { processUpload, incomingDirectory, UPLOAD_EXPIRY_MS } from '../../src/modules/vod/service';
import { vodUploads, vodVideos } from '../../src/modules/vod/tables';
import { api, BASE, build, expectError, expectOk, type Tenant } from '../helper';
import { makePng } from '../files';

/**
 * Video on demand (SPEC §3–§5, §9): category rules, video rules, resumable uploads with the tus
 * protocol spoken by hand over the app (creation, partial PATCHes, HEAD to resume), the content
 * check by ffprobe in the durable job, playback by byte ranges, the expiry job, and the tenant wall.
 * Videos are made by ffmpeg in the test; the file is skipped where ffmpeg is not installed.
 */
const FFMPEG = ['/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg'].find((file) => fs.existsSync(file));
let now = new Date('2026-06-01T08:00:00Z');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vod-test-'));
const ctx = build({ dataDir, jobs: { now: () => now, poll: false } });
const files = new FileStore(path.join(dataDir, 'files'), `${BASE}${FILES_PATH}`);
const incoming = incomingDirectory(files);

const categories = (suffix = '') => api(`${PATHS.resource('vodCategories')}${suffix}`);
const videos = (suffix = '') => api(`${PATHS.resource('vodVideos')}${suffix}`);
const tusUrl = api(VOD_UPLOADS_PATH);
const TUS = { 'tus-resumable': '1.0.0' };

let a: Tenant;
let b: Tenant;
let mp4 = Buffer.alloc(0);

interface Video {
  id: number;
  name: string;
  videoState: string;
  videoError: string | null;
  videoErrorReason: string | null;
  published: boolean;
  address: string | null;
  thumbnailUrl: string | null;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  codec: string | null;
  videoSize: number | null;
}

async function category(tenant: Tenant, values: Record<string, unknown>) {
  return expectOk<{ id: number; childCount: number }>(
    await ctx.injectAs(tenant.admin.token, { method: 'POST', url: categories(), payload: values }),
  );
}

let keySerial = 0;
const nextKey = () => `k${'abcdefghij'[keySerial % 10]}${'abcdefghij'[Math.floor(keySerial++ / 10) % 10]}x`;

async function video(tenant: Tenant, categoryId: number, extra: Record<string, unknown> = {}) {
  return expectOk<Video>(
    await ctx.injectAs(tenant.admin.token, {
      method: 'POST',
      url: videos(),
      payload: {
        name: '心肺复苏教学',
        categoryId,
        type: 'course',
        author: '王医生',
        content: '胸外按压与人工呼吸',
        tags: ['急救'],
        ...extra,
      },
    }),
  );
}

const getVideo = async (id: number, token = a.admin.token) =>
  expectOk<Video>(await ctx.injectAs(token, { method: 'GET', url: videos(`/${id}`) }));

const metadata = (videoId: number) =>
  `videoId ${Buffer.from(String(videoId)).toString('base64')},filename ${Buffer.from('x.mp4').toString('base64')}`;

function createUpload(token: string, videoId: number, length: number | string) {
  return ctx.injectAs(token, {
    method: 'POST',
    url: tusUrl,
    headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': metadata(videoId) },
  });
}

function patch(token: string, location: string, offset: number, bytes: Buffer) {
  return ctx.injectAs(token, {
    method: 'PATCH',
    url: location,
    headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    payload: bytes,
  });
}

/** Uploads `bytes` for a video in two halves, asking the server where to resume in between. */
async function uploadInHalves(videoId: number, bytes: Buffer): Promise<string> {
  const created = await createUpload(a.admin.token, videoId, bytes.length);
  expect(created.statusCode, created.body).toBe(201);
  const location = created.headers.location as string;
  expect(location.startsWith(`${tusUrl}/${a.customerId}-${videoId}-`)).toBe(true);
  const half = Math.floor(bytes.length / 2);
  const first = await patch(a.admin.token, location, 0, bytes.subarray(0, half));
  expect(first.statusCode, first.body).toBe(204);
  expect((await getVideo(videoId)).videoState).toBe('uploading');
  const head = await ctx.injectAs(a.admin.token, { method: 'HEAD', url: location, headers: TUS });
  expect(head.statusCode).toBe(200);
  expect(head.headers['upload-offset']).toBe(String(half));
  const rest = await patch(a.admin.token, location, half, bytes.subarray(half));
  expect(rest.statusCode, rest.body).toBe(204);
  return location;
}

async function countWhere(table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row!.n;
}

function incomingFiles(): string[] {
  return fs.existsSync(incoming) ? fs.readdirSync(incoming).sort() : [];
}

beforeAll(async () => {
  a = await ctx.createTenant('voda');
  b = await ctx.createTenant('vodb');
  if (FFMPEG) {
    const out = path.join(dataDir, 'sample.mp4');
    execFileSync(FFMPEG, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=10',
      '-t',
      '3',
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-movflags',
      '+faststart',
      out,
    ]);
    mp4 = fs.readFileSync(out);
  }
});

describe('video categories', () => {
  it('takes an English-only identification key, unique within its product scope', async () => {
    const bad = await ctx.injectAs(a.admin.token, {
      method: 'POST',
      url: categories(),
      payload: { name: '急救', key: '急救1' },
    });
    expectError(bad, ERROR_CODES.validation);
    expect(bad.json<{ fields: Record<string, string> }>().fields).toEqual({ key: 'validation.englishOnly' });
    await category(a, { name: '急救', key: 'firstAid' });
    const again = await ctx.injectAs(a.admin.token, {
      method: 'POST',
      url: categories(),
      payload: { name: '急救2', key: 'FIRSTAID' },
    });
    expect(again.json<{ fields: Record<string, string> }>().fields).toEqual({
      key: 'error.vodCategoryKeyExists',
    });
    // The same key in the school scope is another category.
    const school = await category(a, { name: '急救', key: 'firstAid', product: 'school' });
    expect(school.id).toBeGreaterThan(0);
  });

  it('counts children, refuses a parent of another scope or beneath itself, and deletes only an empty category', async () => {
    const root = await category(a, { name: '护理', key: nextKey() });
    const child = await category(a, { name: '基础护理', key: nextKey(), parentId: root.id });
    const grandchild = await category(a, { name: '口腔护理', key: nextKey(), parentId: child.id });
    const read = async (id: number) =>
      expectOk<{ childCount: number }>(
        await ctx.injectAs(a.admin.token, { method: 'GET', url: categories(`/${id}`) }),
      );
    expect((await read(root.id)).childCount).toBe(1);
    expect((await read(child.id)).childCount).toBe(1);

    const school = await category(a, { name: '校园', key: nextKey(), product: 'school' });
    const mixed = await ctx.injectAs(a.admin.token, {
      method: 'POST',
      url: categories(),
      payload: { name: '混合', key: nextKey(), parentId: school.id },
    });
    expect(mixed.json<{ fields: Record<string, string> }>().fields).toEqual({
      parentId: 'error.vodCategoryProduct',
    });
    const cycle = await ctx.injectAs(a.admin.token, {
      method: 'PUT',
      url: categories(`/${root.id}`),
      payload: { parentId: grandchild.id },
    });
    expect(cycle.json<{ fields: Record<string, string> }>().fields).toEqual({
      parentId: 'error.vodCategoryCycle',
    });

    const blocked = await ctx.injectAs(a.admin.token, { method: 'DELETE', url: categories(`/${child.id}`) });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json<{ errKey: string }>().errKey).toBe('error.vodCategoryHasChildren');
    const withVideo = await video(a, grandchild.id);
    const hasVideos = await ctx.injectAs(a.admin.token, {
      method: 'DELETE',
      url: categories(`/${grandchild.id}`),
    });
    expect(hasVideos.json<{ errKey: string }>().errKey).toBe('error.vodCategoryHasVideos');
    expectOk(await ctx.injectAs(a.admin.token, { method: 'DELETE', url: videos(`/${withVideo.id}`) }));
    expectOk(await ctx.injectAs(a.admin.token, { method: 'DELETE', url: categories(`/${grandchild.id}`) }));
    expect((await read(child.id)).childCount).toBe(0);
    // Moving a child counts it under its new parent.
    expectOk(
      await ctx.injectAs(a.admin.token, {
        method: 'PUT',
        url: categories(`/${child.id}`),
        payload: { parentId: null },
      }),
    );
    expect((await read(root.id)).childCount).toBe(0);
  });

  it('keeps tenants apart: another tenant’s category is no parent and no category of a video', async () => {
    const theirs = await category(b, { name: 'B', key: 'theirs' });
    const asParent = await ctx.injectAs(a.admin.token, {
      method: 'POST',
      url: categories(),
      payload: { name: '越界', key: nextKey(), parentId: theirs.id },
    });
    expect(asParent.json<{ fields: Record<string, string> }>().fields).toEqual({
      parentId: 'error.vodCategoryNotFound',
    });
    const asCategory = await ctx.injectAs(a.admin.token, {
      method: 'POST',
      url: videos(),
      payload: { name: 'x', categoryId: theirs.id, type: 'course', author: 'x', content: 'x', tags: ['x'] },
    });
    expect(asCategory.json<{ fields: Record<string, string> }>().fields).toEqual({
      categoryId: 'error.vodCategoryNotFound',
    });
    const member = await ctx.injectAs(a.member.token, { method: 'GET', url: categories() });
    expect(member.statusCode).toBe(403);
  });
});

describe('videos', () => {
  let categoryId = 0;
  beforeAll(async () => {
    categoryId = (await category(a, { name: '教学', key: nextKey() })).id;
  });

  it('requires program name, category, type, author and content, and 1 to 5 tags', async () => {
    const empty = await ctx.injectAs(a.admin.token, { method: 'POST', url: videos(), payload: {} });
    expect(empty.json<{ fields: Record<string, string> }>().fields).toEqual({
      name: 'validation.required',
      categoryId: 'validation.required',
      type: 'validation.required',
      author: 'validation.required',
      content: 'validation.required',
      tags: 'validation.required',
    });
    for (const tags of [[], ['1', '2', '3', '4', '5', '6']]) {
      const res = await ctx.injectAs(a.admin.token, {
        method: 'POST',
        url: videos(),
        payload: { name: 'x', categoryId, type: 'course', author: 'x', content: 'x', tags },
      });
      expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({ tags: 'validation.vodTags' });
    }
    const recommended = await ctx.injectAs(a.admin.token, {
      method: 'POST',
      url: videos(),
      payload: {
        name: 'x',
        categoryId,
        type: 'course',
        author: 'x',
        content: 'x',
        tags: ['a'],
        recommended: true,
      },
    });
    expect(recommended.json<{ fields: Record<string, string> }>().fields).toEqual({
      recommendLevel: 'validation.required',
    });
    const made = await video(a, categoryId, {
      tags: ['a', 'b', 'a'],
      recommended: true,
      recommendLevel: 3,
      weight: 7,
      visibility: 'private',
    });
    expect(made).toMatchObject({
      tags: ['a', 'b'],
      recommendLevel: 3,
      weight: 7,
      visibility: 'private',
      published: false,
      videoState: 'none',
    });
  });

  it('cannot be published without a video', async () => {
    const made = await video(a, categoryId);
    const res = await ctx.injectAs(a.admin.token, { method: 'POST', url: videos(`/${made.id}/publish`) });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errKey: string }>().errKey).toBe('error.vodPublishWithoutVideo');
    expect((await getVideo(made.id)).published).toBe(false);
  });

  it('takes as cover only a VOD image the tenant uploaded', async () => {
    const res = await ctx.injectAs(a.admin.token, {
      method: 'POST',
      url: videos(),
      payload: {
        name: 'x',
        categoryId,
        type: 'course',
        author: 'x',
        content: 'x',
        tags: ['a'],
        imageUrl: 'https://example.com/x.png',
      },
    });
    expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({ imageUrl: 'error.vodCover' });
  });

  it('refuses an upload over 500 MB, or without a length, before a byte is written', async () => {
    const made = await video(a, categoryId);
    const before = incomingFiles();
    const big = await createUpload(a.admin.token, made.id, UPLOAD_LIMITS.vodVideo + 1);
    expect(big.statusCode).toBe(413);
    expect(big.json<{ errKey: string; errInfo: string }>()).toMatchObject({
      errKey: 'error.vodUploadTooLarge',
    });
    expect(big.json<{ errInfo: string }>().errInfo).toContain(`${UPLOAD_LIMITS.vodVideo / MB} MB`);
    const deferred = await ctx.injectAs(a.admin.token, {
      method: 'POST',
      url: tusUrl,
      headers: { ...TUS, 'upload-defer-length': '1', 'upload-metadata': metadata(made.id) },
    });
    expect(deferred.statusCode).toBe(400);
    expect(incomingFiles()).toEqual(before);
    expect((await getVideo(made.id)).videoState).toBe('none');
  });

  it('keeps uploads behind the session and the tenant wall', async () => {
    const made = await video(a, categoryId);
    const member = await createUpload(a.member.token, made.id, 100);
    expect(member.statusCode).toBe(403);
    const foreign = await createUpload(b.admin.token, made.id, 100);
    expect(foreign.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: tusUrl,
      headers: { ...TUS, 'upload-length': '100' },
    });
    expect(anonymous.json<{ retCode: string }>().retCode).toBe(ERROR_CODES.sessionExpired);
    const created = await createUpload(a.admin.token, made.id, 100);
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    const theirHead = await ctx.injectAs(b.admin.token, { method: 'HEAD', url: location, headers: TUS });
    expect(theirHead.statusCode).toBe(404);
    const theirPatch = await patch(b.admin.token, location, 0, Buffer.alloc(100));
    expect(theirPatch.statusCode).toBe(404);
    const theirDelete = await ctx.injectAs(b.admin.token, { method: 'DELETE', url: location, headers: TUS });
    expect(theirDelete.statusCode).toBe(404);
    // A second file for the same video is refused while the first is on its way.
    const second = await createUpload(a.admin.token, made.id, 100);
    expect(second.statusCode).toBe(409);
    expect(second.json<{ errKey: string }>().errKey).toBe('error.vodUploadInProgress');
    // Ending it (tus DELETE) removes the partial file and frees the video.
    const ended = await ctx.injectAs(a.admin.token, { method: 'DELETE', url: location, headers: TUS });
    expect(ended.statusCode).toBe(204);
    expect((await getVideo(made.id)).videoState).toBe('none');
    expect(incomingFiles().some((name) => location.endsWith(name))).toBe(false);
  });

  it(`allows at most 3 uploads on their way per company`, async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) ids.push((await video(a, categoryId)).id);
    const locations: string[] = [];
    for (const id of ids.slice(0, 3)) {
      const res = await createUpload(a.admin.token, id, 10);
      expect(res.statusCode).toBe(201);
      locations.push(res.headers.location as string);
    }
    const fourth = await createUpload(a.admin.token, ids[3]!, 10);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json<{ errKey: string }>().errKey).toBe('error.vodUploadBusy');
    // Another company is not held up by this one.
    const theirs = await video(b, (await category(b, { name: 'B2', key: 'bb' })).id);
    expect((await createUpload(b.admin.token, theirs.id, 10)).statusCode).toBe(201);
    for (const location of locations)
      expect(
        (await ctx.injectAs(a.admin.token, { method: 'DELETE', url: location, headers: TUS })).statusCode,
      ).toBe(204);
  });

  it('removes partial uploads untouched for a day (the expiry job)', async () => {
    const made = await video(a, categoryId);
    const created = await createUpload(a.admin.token, made.id, 1000);
    const location = created.headers.location as string;
    expect((await patch(a.admin.token, location, 0, Buffer.alloc(400, 1))).statusCode).toBe(204);
    const uploadId = location.slice(location.lastIndexOf('/') + 1);
    expect(incomingFiles()).toContain(uploadId);
    now = new Date(now.getTime() + UPLOAD_EXPIRY_MS + 60_000);
    await ctx.app.jobs.runDue();
    expect(incomingFiles().filter((name) => name.startsWith(uploadId))).toEqual([]);
    expect(await countWhere(vodUploads, eq(vodUploads.uploadId, uploadId))).toBe(0);
    expect((await getVideo(made.id)).videoState).toBe('none');
    const resumed = await ctx.injectAs(a.admin.token, { method: 'HEAD', url: location, headers: TUS });
    expect(resumed.statusCode).toBe(404);
  });

  it('refuses a renamed non-MP4 with the reason and keeps nothing', async () => {
    const made = await video(a, categoryId);
    const usedBefore = await countWhere(uploadedFiles, eq(uploadedFiles.customerId, a.customerId));
    const png = makePng(64, 64);
    const created = await createUpload(a.admin.token, made.id, png.length);
    const location = created.headers.location as string;
    expect((await patch(a.admin.token, location, 0, png)).statusCode).toBe(204);
    expect((await getVideo(made.id)).videoState).toBe('processing');
    await ctx.app.jobs.runDue();
    const failed = await getVideo(made.id);
    expect(failed).toMatchObject({ videoState: 'failed', videoError: 'error.vodNotMp4', address: null });
    expect(incomingFiles().filter((name) => location.endsWith(name.replace('.json', '')))).toEqual([]);
    expect(await countWhere(uploadedFiles, eq(uploadedFiles.customerId, a.customerId))).toBe(usedBefore);
    // Nothing is held, so there is nothing to retry: upload again.
    const retry = await ctx.injectAs(a.admin.token, { method: 'POST', url: videos(`/${made.id}/retry`) });
    expect(retry.json<{ errKey: string }>().errKey).toBe('error.vodNothingToRetry');
  });
});

describe.skipIf(!FFMPEG)('an MP4 uploaded, checked and played', () => {
  let categoryId = 0;
  beforeAll(async () => {
    categoryId = (await category(a, { name: '播放', key: nextKey() })).id;
  });

  it('resumes after a break, stores what ffprobe found and a thumbnail, keeps edits made meanwhile, and plays by range', async () => {
    const made = await video(a, categoryId);
    await uploadInHalves(made.id, mp4);
    expect((await getVideo(made.id)).videoState).toBe('processing');
    // An edit while the job has not run yet is kept.
    expectOk(
      await ctx.injectAs(a.admin.token, {
        method: 'PUT',
        url: videos(`/${made.id}`),
        payload: { name: '改过的名字' },
      }),
    );
    await ctx.app.jobs.runDue();
    const ready = await getVideo(made.id);
    expect(ready).toMatchObject({
      name: '改过的名字',
      videoState: 'ready',
      videoError: null,
      width: 320,
      height: 240,
      codec: 'h264',
      videoSize: mp4.length,
    });
    expect(ready.durationSeconds).toBeCloseTo(3, 0);
    expect(ready.address).toMatch(
      new RegExp(`^${BASE}${FILES_PATH}/${a.customerId}/vodVideo/[0-9a-f]{32}\\.mp4$`),
    );
    expect(ready.thumbnailUrl).toMatch(/\/vodImage\/[0-9a-f]{32}\.png$/);
    expect(
      incomingFiles().filter((name) => !name.endsWith('.json') && name.includes(`-${made.id}-`)),
    ).toEqual([]);

    const whole = await ctx.app.inject({ method: 'GET', url: ready.address! });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(mp4)).toBe(true);
    const part = await ctx.app.inject({
      method: 'GET',
      url: ready.address!,
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${mp4.length}`);
    expect(part.rawPayload.equals(mp4.subarray(100, 200))).toBe(true);
    const tail = await ctx.app.inject({
      method: 'GET',
      url: ready.address!,
      headers: { range: 'bytes=-10' },
    });
    expect(tail.rawPayload.equals(mp4.subarray(mp4.length - 10))).toBe(true);
    const past = await ctx.app.inject({
      method: 'GET',
      url: ready.address!,
      headers: { range: `bytes=${mp4.length}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${mp4.length}`);
    const thumb = await ctx.app.inject({ method: 'GET', url: ready.thumbnailUrl! });
    expect(thumb.headers['content-type']).toBe('image/png');

    // Ready: it may be published, and a published video keeps its file.
    const published = expectOk<Video>(
      await ctx.injectAs(a.admin.token, { method: 'POST', url: videos(`/${made.id}/publish`) }),
    );
    expect(published.published).toBe(true);
    const replace = await createUpload(a.admin.token, made.id, mp4.length);
    expect(replace.statusCode).toBe(409);
    expect(replace.json<{ errKey: string }>().errKey).toBe('error.vodUploadWhilePublished');
    const unpublished = expectOk<Video>(
      await ctx.injectAs(a.admin.token, { method: 'POST', url: videos(`/${made.id}/unpublish`) }),
    );
    expect(unpublished.published).toBe(false);
  });

  it('fails with "processing unavailable" without ffprobe, keeps the file, and a retry finishes it', async () => {
    const made = await video(a, categoryId);
    const location = await uploadInHalves(made.id, mp4);
    const uploadId = location.slice(location.lastIndexOf('/') + 1);
    const missing = { ffprobe: '/nonexistent/ffprobe', ffmpeg: '/nonexistent/ffmpeg', timeoutMs: 10_000 };
    expect(await processUpload(ctx.app.db, files, missing, { videoId: made.id, uploadId }, now)).toBe(
      'failed',
    );
    expect(await getVideo(made.id)).toMatchObject({
      videoState: 'failed',
      videoError: 'error.vodProcessingUnavailable',
    });
    expect(incomingFiles()).toContain(uploadId);
    const retried = expectOk<{ videoState: string }>(
      await ctx.injectAs(a.admin.token, { method: 'POST', url: videos(`/${made.id}/retry`) }),
    );
    expect(retried.videoState).toBe('processing');
    const theirRetry = await ctx.injectAs(b.admin.token, {
      method: 'POST',
      url: videos(`/${made.id}/retry`),
    });
    expect(theirRetry.statusCode).toBe(404);
    await ctx.app.jobs.runDue();
    expect(await getVideo(made.id)).toMatchObject({ videoState: 'ready', width: 320, height: 240 });
    expect(await ctx.app.db.select().from(vodVideos).where(eq(vodVideos.id, made.id))).toHaveLength(1);
  });
});
