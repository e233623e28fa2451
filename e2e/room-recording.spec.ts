import { expect, test } from '@playwright/test';
import { ffmpegAvailable, liveServerAvailable } from '../scripts/live-server.mjs';
import { adminApi, resourcePath } from './support/admin-api';
import { button, confirmAction, toast, uniqueSuffix, useLanguage } from './support/resource-page';
import { createTerminal, simulatedTerminal as simulated } from './support/terminals';

/**
 * Room recording (ADR 0047) against the real nginx-rtmp (e2e/support/serve.mjs runs it): a room
 * with the record flag and a simulated terminal is started on its page — the terminal's join
 * carries the push address and it pushes ffmpeg's test picture — then ended; its recording is
 * converted to a VOD video on the room page, with its progress, and played there. Screenshots of
 * the recordings section in both languages, desktop and phone.
 */

interface Room {
  id: number;
}

test('a recorded meeting: started and ended on its page, its recording converted and played', async ({
  page,
  request,
}) => {
  test.skip(!liveServerAvailable() || !ffmpegAvailable(), 'needs nginx with its RTMP module, and ffmpeg');
  test.setTimeout(180_000);
  const api = await adminApi(request);
  const suffix = uniqueSuffix();
  const created = await createTerminal(request, `E2E录制终端${suffix}`);
  const terminal = simulated(created);
  try {
    await terminal.start();
    const room = await api.post<Room>(resourcePath('rooms'), {
      name: `E2E录制会议${suffix}`,
      maxDevices: 2,
      entryMode: 'force',
      record: true,
      deviceAccountIds: [created.id],
    });

    await page.goto(`room/info/${room.id}`);
    const recordings = page.getByTestId('room-recordings');
    await expect(recordings).toContainText('暂无录制');

    // --- start: the terminal joins and pushes; the recorder starts
    await confirmAction(page, page.locator('.ant-card').first(), '开始会议', /开始会议？/);
    await expect(toast(page, '会议已开始')).toBeVisible();
    await expect(page.getByTestId(`participant-${created.account}`)).toHaveAttribute(
      'data-presence',
      'inRoom',
    );
    await expect.poll(() => terminal.roomPush?.current?.roomId, { timeout: 30_000 }).toBe(room.id);
    await expect(recordings).toContainText('录制中', { timeout: 30_000 });
    await expect(recordings.getByRole('button', { name: button('转为点播') })).toHaveCount(0);
    await page.waitForTimeout(3000); // a few seconds of picture

    // --- end: the recording is finished and ready to convert
    await confirmAction(page, page.locator('.ant-card').first(), '结束会议', /结束会议？/);
    await expect(toast(page, '会议已结束')).toBeVisible();
    await expect.poll(() => terminal.roomPush?.current ?? null, { timeout: 30_000 }).toBeNull();
    await expect(recordings).toContainText('可转换', { timeout: 30_000 });
    await recordings.getByRole('button', { name: button('转为点播') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('重复转换得到的是同一个视频');
    await dialog.getByRole('button', { name: button('转为点播') }).click();
    await expect(recordings).toContainText('已转为点播', { timeout: 60_000 });

    // --- played in place
    await recordings.getByRole('button', { name: button('播放') }).click();
    const player = page.getByTestId('recording-player');
    await expect
      .poll(() => player.evaluate((el) => (el as unknown as { duration: number }).duration || 0), {
        timeout: 30_000,
      })
      .toBeGreaterThan(1);
    await expect
      .poll(() => player.evaluate((el) => (el as unknown as { currentTime: number }).currentTime), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
  } finally {
    await terminal.stop();
  }
});

for (const language of ['zh', 'en'] as const) {
  for (const phone of [false, true]) {
    test(`room recordings section in ${language}${phone ? ' on a phone' : ''}`, async ({
      page,
      context,
      request,
    }, testInfo) => {
      test.skip(!liveServerAvailable() || !ffmpegAvailable(), 'the demo recording needs ffmpeg');
      await useLanguage(context, testInfo, language);
      await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1440, height: 900 });
      // the demo seed's recorded meeting (ended, its recording ready to convert)
      const api = await adminApi(request);
      const rooms = await api.get<{ list: { id: number; record: boolean; status: string }[] }>(
        `${resourcePath('rooms')}?status=ended&size=100`,
      );
      // the demo's (ready to convert) first, else any recorded room
      const recorded: { id: number; ready: boolean }[] = [];
      for (const room of rooms.list.filter((r) => r.record)) {
        const { recordings } = await api.get<{ recordings: { state: string }[] }>(
          `${resourcePath('rooms')}/${room.id}/recordings`,
        );
        if (recordings.length)
          recorded.push({ id: room.id, ready: recordings.some((r) => r.state === 'ready') });
      }
      recorded.sort((x, y) => Number(y.ready) - Number(x.ready));
      expect(recorded.length).toBeGreaterThan(0);
      await page.goto(`room/info/${recorded[0]!.id}`);
      const section = page.getByTestId('room-recordings');
      await expect(section.locator('tr.ant-table-row').first()).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({
        path: testInfo.outputPath(`room-recordings-${language}-${phone ? 390 : 1440}.png`),
      });
    });
  }
}
