import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { adminApi, resourcePath } from './support/admin-api';
import { button, row, toast, uniqueSuffix } from './support/resource-page';

/**
 * Video on demand in Chromium against the real server: an MP4 generated here by ffmpeg is
 * uploaded with tus, the connection is cut halfway (the browser goes offline) and the upload
 * resumes by itself to completion, then the server's check makes it playable; a file that only
 * looks like an MP4 is refused by the server's check with the reason; publishing without a video
 * is refused. The file is the issue's 200 MB: a short clip, then a top-level `free` box (MP4's
 * padding, which players and ffprobe skip) up to 200 MB, since encoding 200 MB of picture takes
 * minutes on a 2-core machine. It spans thirteen tus chunks of 16 MB; the connection is cut while
 * one is on its way, so the next request fails and is retried.
 */
const FFMPEG = ['/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg'].find((file) => fs.existsSync(file));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vod-e2e-'));
const mp4 = path.join(dir, 'lesson.mp4');
const UPLOAD_BYTES = 200 * 1024 * 1024;

interface Row {
  id: number;
}

async function videoOf(request: Parameters<typeof adminApi>[0], name: string) {
  const api = await adminApi(request);
  const category = await api.post<Row>(resourcePath('vodCategories'), {
    name: `E2E分类${name}`,
    key: `e${name.replace(/[^a-z]/g, '')}x`,
  });
  return api.post<Row>(resourcePath('vodVideos'), {
    name,
    categoryId: category.id,
    type: 'course',
    author: '测试',
    content: '端到端测试视频',
    tags: ['e2e'],
  });
}

test.describe('video on demand', () => {
  test.skip(!FFMPEG, 'ffmpeg is not installed');
  test.beforeAll(() => {
    execFileSync(FFMPEG!, [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
      ...['-t', '14', '-pix_fmt', 'yuv420p', '-c:v', 'libx264'],
      ...['-preset', 'ultrafast', '-crf', '23', '-movflags', '+faststart', mp4],
    ]);
    // A `free` box: 32-bit size, type, then zeros, written in 16 MB pieces.
    const padding = UPLOAD_BYTES - fs.statSync(mp4).size;
    const head = Buffer.alloc(8);
    head.writeUInt32BE(padding);
    head.write('free', 4, 'latin1');
    const file = fs.openSync(mp4, 'a');
    fs.writeSync(file, head);
    const zeros = Buffer.alloc(16 * 1024 * 1024);
    for (let left = padding - head.length; left > 0; left -= zeros.length)
      fs.writeSync(file, zeros, 0, Math.min(left, zeros.length));
    fs.closeSync(file);
  });
  test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('an upload cut halfway resumes by itself, is checked and plays', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(300_000);
    const name = `e2e视频${uniqueSuffix()}`;
    const video = await videoOf(request, name);
    await page.goto(`vod/videoListInfo?id=${video.id}`);
    await expect(page.getByTestId('video-state')).toHaveText('未上传', { timeout: 30_000 });
    await page.getByTestId('video-upload').locator('input[type="file"]').setInputFiles(mp4);
    const status = page.getByTestId('upload-status');
    await expect(status).toContainText('上传中');
    // Wait until some bytes went, then cut the connection while the upload is on its way.
    await expect
      .poll(async () => Number((await page.getByRole('progressbar').getAttribute('aria-valuenow')) ?? 0), {
        timeout: 60_000,
        intervals: [100],
      })
      .toBeGreaterThan(10);
    await context.setOffline(true);
    await expect(status).toContainText('连接中断，正在重试', { timeout: 30_000 });
    await context.setOffline(false);
    await expect(page.getByTestId('video-state')).toHaveText(/处理中|可播放/, { timeout: 90_000 });
    await expect(page.getByTestId('video-state')).toHaveText('可播放', { timeout: 60_000 });
    const player = page.getByTestId('video-player');
    await expect(player).toBeVisible();
    // The browser reads the video from the server by ranges and knows its length.
    await expect
      .poll(
        () => player.evaluate((el) => Math.round((el as unknown as { duration: number }).duration || 0)),
        {
          timeout: 20_000,
        },
      )
      .toBe(14);
    await expect(page.getByText('640 × 360')).toBeVisible();
    // Every byte arrived once: the stored file is the whole upload.
    const stored = await (
      await adminApi(request)
    ).get<{ videoSize: number }>(resourcePath('vodVideos', video.id));
    expect(stored.videoSize).toBe(UPLOAD_BYTES);
  });

  test('a file that only looks like an MP4 is refused with the reason, and a PNG renamed .mp4 at once', async ({
    page,
    request,
  }) => {
    const name = `e2e假视频${uniqueSuffix()}`;
    const video = await videoOf(request, name);
    await page.goto(`vod/videoListInfo?id=${video.id}`);
    const input = page.getByTestId('video-upload').locator('input[type="file"]');
    // A PNG renamed: the console reads its first bytes and refuses before sending anything.
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000009077535de', 'hex');
    await input.setInputFiles({ name: 'renamed.mp4', mimeType: 'video/mp4', buffer: png });
    await expect(page.getByTestId('upload-error')).toContainText('MP4');
    // An MP4 head over garbage passes the console's look and is refused by the server's ffprobe.
    const fake = Buffer.concat([
      Buffer.from('00000018667479706d703432000000006d703432', 'hex'),
      Buffer.alloc(200_000, 7),
    ]);
    await input.setInputFiles({ name: 'fake.mp4', mimeType: 'video/mp4', buffer: fake });
    await expect(page.getByTestId('video-state')).toHaveText('处理失败', { timeout: 60_000 });
    await expect(page.getByTestId('video-error')).toContainText('文件不是 MP4 视频');
    await expect(page.getByTestId('video-player')).toHaveCount(0);
  });

  test('publishing a video without a file is refused', async ({ page, request }) => {
    test.setTimeout(60_000);
    const name = `e2e未上传${uniqueSuffix()}`;
    await videoOf(request, name);
    await page.goto('vod/videoList');
    await row(page, name)
      .getByRole('button', { name: button('发布') })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: button('确定') })
      .click();
    await expect(toast(page, '视频尚未上传或未处理完成，不能发布')).toBeVisible();
    await expect(row(page, name)).toContainText('未上传');
  });
});
