import { expect, test } from '@playwright/test';
import { ffmpegAvailable, liveServerAvailable, pushTestStream } from '../scripts/live-server.mjs';
import { adminApi, resourcePath } from './support/admin-api';
import { button, uniqueSuffix } from './support/resource-page';

/**
 * The second half of issue 16's live stream journey (the first is e2e/lives.spec.ts): a stream
 * with the record flag is pushed to the real nginx-rtmp (e2e/support/serve.mjs runs it) and shows
 * on the stream monitor wall while on air; once ended, its recording is converted to a VOD video on
 * the live page, with its progress, and the video plays from the VOD page. Setting up, starting,
 * pushing and ending go through the API: e2e/lives.spec.ts drives those through the console.
 */

interface Live {
  id: number;
}
interface Addresses {
  pushUrl: string | null;
  publishing: boolean;
}

test('a recorded stream is on the wall while on air, then its recording converts to a VOD video that plays', async ({
  page,
  request,
}) => {
  test.skip(!liveServerAvailable() || !ffmpegAvailable(), 'needs nginx with its RTMP module, and ffmpeg');
  test.setTimeout(180_000);
  const api = await adminApi(request);
  const lives = resourcePath('lives');
  const live = await api.post<Live>(lives, { name: `E2E录制${uniqueSuffix()}`, record: true });
  await api.post(`${lives}/${live.id}/start`, {});
  const { pushUrl } = await api.get<Addresses>(`${lives}/${live.id}/addresses`);
  expect(pushUrl).toMatch(/^rtmp:\/\//);

  const push = pushTestStream(pushUrl!);
  try {
    await expect
      .poll(async () => (await api.get<Addresses>(`${lives}/${live.id}/addresses`)).publishing, {
        timeout: 30_000,
      })
      .toBe(true);

    // --- the stream monitor wall shows it on air and plays it
    await page.goto('streamMonitor/streaming?split=1');
    const tile = page.getByTestId(`wall-live-${live.id}`);
    await expect(tile).toHaveAttribute('data-on-air', 'true', { timeout: 30_000 });
    await page.getByRole('button', { name: button('暂停轮播') }).click();
    await expect
      .poll(
        () =>
          tile.getByTestId('live-player').evaluate((video) => (video as { currentTime: number }).currentTime),
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);

    // --- the live page: recording while on air, its health, no convert yet
    await page.goto(`live/liveManage/liveDetail/${live.id}`);
    const recordings = page.getByTestId('live-recordings');
    await expect(recordings).toContainText('录制中', { timeout: 30_000 });
    await expect(page.getByTestId('live-health-bitrate')).toHaveText(/\d+ kbit\/s/, { timeout: 30_000 });
    await expect(recordings.getByRole('button', { name: button('转为点播') })).toHaveCount(0);

    await api.post(`${lives}/${live.id}/end`, {});
    await push.exited;
  } finally {
    push.stop();
  }

  // --- ended (through the API, so the page is read again): the recording is ready; convert it
  // and follow its progress to the video
  await page.reload();
  await expect(page.locator('.ant-card').first()).toContainText('已结束', { timeout: 30_000 });
  const recordings = page.getByTestId('live-recordings');
  await expect(recordings).toContainText('可转换', { timeout: 30_000 });
  await recordings.getByRole('button', { name: button('转为点播') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('重复转换得到的是同一个视频');
  await dialog.getByRole('button', { name: button('转为点播') }).click();
  await expect(recordings).toContainText('已转为点播', { timeout: 60_000 });
  await recordings.getByRole('link', { name: '查看视频' }).click();

  // --- the VOD video plays from the server
  await expect(page).toHaveURL(/\/vod\/videoListInfo\?id=\d+$/);
  await expect(page.getByTestId('video-state')).toHaveText('可播放', { timeout: 30_000 });
  const player = page.getByTestId('video-player');
  await expect
    .poll(() => player.evaluate((el) => (el as unknown as { duration: number }).duration || 0), {
      timeout: 20_000,
    })
    .toBeGreaterThan(1);
  await expect(page.getByText('320 × 240')).toBeVisible();
});
