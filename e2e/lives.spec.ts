import { expect, test } from '@playwright/test';
import { ffmpegAvailable, liveServerAvailable, pushTestStream } from '../scripts/live-server.mjs';
import { button, confirmAction, drawer, row, toast, uniqueSuffix } from './support/resource-page';

/**
 * A live stream on the real stream server (issue 16): the e2e server runs with nginx-rtmp
 * (e2e/support/serve.mjs) when it is installed. A stream is made and started on its page, ffmpeg
 * pushes a test picture to the push address the page shows, the page shows it on air and plays it
 * with hls.js, and ending it from the console cuts the push off.
 */

test('create a live stream, push a test stream, see it on air and playing, end it', async ({ page }) => {
  test.skip(!liveServerAvailable() || !ffmpegAvailable(), 'needs nginx with its RTMP module, and ffmpeg');
  test.setTimeout(120_000);
  const name = `E2E直播${uniqueSuffix()}`;

  // --- create and start on the list
  await page.goto('live/liveManage');
  await expect(page.getByRole('heading', { name: '直播间管理' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: button('新增') }).click();
  const form = drawer(page, /新增直播/);
  await form.getByLabel('直播名称', { exact: true }).fill(name);
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已创建')).toBeVisible();
  await expect(form).toBeHidden();
  const listed = row(page, name);
  await expect(listed).toContainText('未开始');
  await confirmAction(page, listed, '开始直播', /开始直播？/);
  await expect(toast(page, '直播已开始，可以推流')).toBeVisible();
  await expect(listed).toContainText('直播中');

  // --- the detail page: the addresses, not on air until something pushes
  await listed.getByRole('button', { name: button('详情') }).click();
  await expect(page).toHaveURL(/\/live\/liveManage\/liveDetail\/\d+$/);
  const onAir = page.getByTestId('live-on-air');
  await expect(onAir).toHaveText('未推流');
  const pushUrl =
    (await page
      .locator('code')
      .filter({ hasText: /^rtmp:\/\// })
      .textContent()) ?? '';
  expect(pushUrl).toMatch(/^rtmp:\/\/127\.0\.0\.1:\d+\/live\/l[0-9a-f]{20}\?key=/);

  const push = pushTestStream(pushUrl);
  try {
    // --- on air and playing (the state polls; the player needs a few HLS fragments)
    await expect(onAir).toHaveText('直播中', { timeout: 30_000 });
    const player = page.getByTestId('live-player');
    // Chromium holds a muted autoplaying video that is off screen: look at it, as a user would.
    await player.scrollIntoViewIfNeeded();
    await expect
      .poll(() => player.evaluate((video) => (video as { currentTime: number }).currentTime), {
        timeout: 60_000,
      })
      .toBeGreaterThan(0);

    // --- end from the console: the encoder is cut off, the stream is ended for good
    await confirmAction(page, page.locator('.ant-card').first(), '结束直播', /结束直播？/);
    await expect(toast(page, '直播已结束')).toBeVisible();
    await push.exited; // ffmpeg's test source never ends by itself
    await expect(onAir).toHaveText('未推流');
    await expect(page.locator('.ant-card').first()).toContainText('已结束');
    await expect(page.getByRole('button', { name: button('开始直播') })).toHaveCount(0);
  } finally {
    push.stop();
  }
});
