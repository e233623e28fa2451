import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminApi, resourcePath } from './support/admin-api';
import { button, choose, exportFile, row, uniqueSuffix } from './support/resource-page';

/** `YYYY-MM-DD HH:mm:ss` in the browser's time zone (playwright.config.ts: Asia/Shanghai). */
function shanghai(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * QC statistics (issue 15) on the built server: a task over the demo ICU ward's last day is
 * created in the console, counted by the durable job, its charts render and its result exports
 * as CSV with the titles in the console's language.
 */
test("a task over the demo ward's last day completes, charts and exports", async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await adminApi(request);
  // The demo seed's own task names the demo ICU ward.
  const { list } = await admin.get<{ list: { id: number; wardId: number; state: string }[] }>(
    `${resourcePath('qcStatisticsTasks')}?page=1&size=20`,
  );
  const seeded = list.find((t) => t.state === 'complete' && t.wardId)!;
  expect(seeded).toBeTruthy();
  const ward = await admin.get<{ name: string }>(resourcePath('wards', seeded.wardId));
  const name = `e2e 质控 ${uniqueSuffix()}`;

  await page.goto('aiIcu/qcStatistics');
  await page.getByRole('button', { name: button('新增') }).click();
  const form = page.getByRole('dialog');
  await choose(form, '所属企业', '演示医院');
  await form.getByLabel('任务名称', { exact: true }).fill(name);
  await choose(form, '病区', ward.name);
  const now = Date.now();
  for (const [label, at] of [
    ['开始时间', now - 24 * 3_600_000],
    ['结束时间', now],
  ] as const) {
    const input = form.getByLabel(label, { exact: true });
    await input.click();
    await input.fill(shanghai(at));
    await input.press('Enter');
  }
  // Enter confirms a date picker's typed value; in the last field it also submits the form.
  await expect(form).toBeHidden();

  // Open it from the list: the job counts it (one day) and the page stops reading once complete.
  await row(page, name).getByRole('link', { name, exact: true }).click();
  await expect(page.getByTestId('qc-task-state')).toHaveText('已完成', { timeout: 30_000 });
  await expect(
    page.getByRole('img', { name: '各病区报警数（按级别）' }).locator('svg').first(),
  ).toBeVisible();
  await expect(page.getByText('监护覆盖率').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: ward.name })).toBeVisible();

  const file = await exportFile(page, '导出 CSV');
  expect(file.suggestedFilename()).toMatch(/^qc-statistics-\d+\.csv$/);
  const lines = fs
    .readFileSync(await file.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe(
    '病区,预警数,报警数,床日数,每床日报警数,确认时长中位数（秒）,确认时长 P90（秒）,已审核,误报数,误报率,监护覆盖率',
  );
  expect(lines[1]!.startsWith(`${ward.name},`)).toBe(true);
  expect(lines).toContain('监测指标,报警总数,已审核,误报数,误报率,阈值建议');
});
