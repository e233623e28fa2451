import { expect, test } from '@playwright/test';
import { button, choose, discardForm, drawer, row, toast, uniqueSuffix } from './support/resource-page';

/** What the test reads of the page's <video> (the e2e project has no DOM types). */
type Media = { readyState: number; duration: number; currentTime: number };

/**
 * Surgical teaching (issue 19, ADR 0042): the demo course's recording — a VOD video, played from
 * VOD's storage — plays with its dots on the timeline; clicking a dot moves the video's
 * currentTime to the dot's time. A dot added on the page at a chosen time appears on the timeline
 * and seeks as well.
 */
test('a course recording plays and a dot on its timeline seeks the video', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('opOperationManage/op_courses');
  const course = row(page, '腹腔镜胆囊切除术');
  await expect(course).toBeVisible();
  await course.getByRole('button', { name: button('播放') }).click();
  await expect(page).toHaveURL(/\/opOperationManage\/op_courses\/playVideo\?id=\d+/);

  const video = page.getByTestId('course-player');
  // The recording loads from the VOD file route: its metadata (the 20 s demo clip) arrives.
  await expect
    .poll(() =>
      video.evaluate((el) => {
        const media = el as unknown as Media;
        return media.readyState >= 1 ? media.duration : 0;
      }),
    )
    .toBeGreaterThan(19);
  const currentTime = () => video.evaluate((el) => (el as unknown as Media).currentTime);
  expect(await currentTime()).toBe(0);

  const timeline = page.getByTestId('dot-timeline');
  await expect(timeline.getByRole('button')).toHaveCount(4);
  await timeline.getByRole('button', { name: /0:11/ }).click();
  await expect.poll(currentTime).toBeCloseTo(11, 1);
  await timeline.getByRole('button', { name: /0:06/ }).click();
  await expect.poll(currentTime).toBeCloseTo(6.5, 1);

  // A new dot at 15.5 s, with an icon and a note: on the timeline at once, and it seeks too.
  const note = `E2E打点${uniqueSuffix()}`;
  await page.getByRole('button', { name: button('新增') }).click();
  const form = drawer(page, /新增打点/);
  await form.getByLabel('时间点 (秒)', { exact: true }).fill('15.5');
  await choose(form, '标记图标', '缝合');
  await form.getByLabel('备注', { exact: true }).fill(note);
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已创建')).toBeVisible();
  await expect(row(page, note)).toBeVisible();
  await expect(timeline.getByRole('button')).toHaveCount(5);
  await timeline.getByRole('button', { name: new RegExp(note) }).click();
  await expect.poll(currentTime).toBeCloseTo(15.5, 1);

  // A time past the recording is refused by the server, with its reason.
  await page.getByRole('button', { name: button('新增') }).click();
  const again = drawer(page, /新增打点/);
  await again.getByLabel('时间点 (秒)', { exact: true }).fill('25');
  await choose(again, '标记图标', '切口');
  await again.getByRole('button', { name: button('保存') }).click();
  await expect(again.getByText(/时间点须在录像时长/)).toBeVisible();
  await discardForm(page, again);

  // Clean up: the new dot removed again (after a confirmation).
  await row(page, note)
    .getByRole('button', { name: button('删除') })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: button('删除') })
    .click();
  await expect(row(page, note)).toHaveCount(0);
  await expect(timeline.getByRole('button')).toHaveCount(4);
});
