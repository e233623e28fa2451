import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminApi, resourcePath } from './support/admin-api';
import { button, exportFile } from './support/resource-page';

/**
 * Monitoring records (issue 15) on the built server: the demo seed's day of vitals of an admitted
 * patient charted per vital (downsampled on the server), a zoom that fetches the window's detail,
 * and the CSV export of the raw samples.
 */
test("a demo patient's seeded day charts, zooms into detail and exports", async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await adminApi(request);
  // An admitted demo patient (demo seed: beds 1-5 of each ward are taken) whose name is unique,
  // so the picker's option is theirs.
  const { list } = await admin.get<{
    list: { id: number; name: string; status: string; hospitalNumber: string }[];
  }>(`${resourcePath('patients')}?page=1&size=100`);
  const named = (name: string) => list.filter((p) => p.name === name).length;
  const patient = list.find(
    (p) => p.status === 'admitted' && p.hospitalNumber.startsWith('ZY2026') && named(p.name) === 1,
  )!;
  expect(patient).toBeTruthy();

  await page.goto('/web/aiIcu/guardianshipRecords');
  await expect(page.getByText('请选择患者以查看其监护记录')).toBeVisible();
  const picker = page.getByLabel('患者', { exact: true });
  await picker.click();
  await picker.fill(patient.name);
  // The options are listed again once the search settles: pick until the choice lands.
  const option = page.locator(
    `.ant-select-dropdown:visible .ant-select-item-option[title="${patient.name}"]`,
  );
  await expect(async () => {
    if ((await option.count()) === 0) await picker.click();
    await option.click({ timeout: 2_000 });
    await expect(page).toHaveURL(new RegExp(`patient=${patient.id}`), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // The last 24 h hold most of the seeded day (one sample a minute), each series cut to 600 points.
  const samples = page.getByTestId('vitals-samples');
  await expect(samples).toHaveText(/^\d+ 条采样$/);
  expect(Number((await samples.textContent())!.split(' ')[0])).toBeGreaterThan(1380);
  const heart = page.getByTestId('vital-chart-heartRate');
  await expect(heart).toHaveAttribute('data-points', '600');
  await expect(heart.locator('svg').first()).toBeVisible();
  for (const key of ['spo2', 'systolic', 'diastolic', 'respiration', 'temperature'])
    await expect(page.getByTestId(`vital-chart-${key}`)).toHaveAttribute('data-points', '600');

  // Zoom with the wheel over the heart rate chart: the window's detail is fetched.
  const detail = page.waitForResponse((res) => {
    if (!res.url().includes(`/patients/${patient.id}/vitals?`)) return false;
    const url = new URL(res.url());
    return (
      Date.parse(url.searchParams.get('to')!) - Date.parse(url.searchParams.get('from')!) < 20 * 3_600_000
    );
  });
  const box = (await heart.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 20);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -300);
  await detail;
  await expect(page.getByText(/^已放大：/)).toBeVisible();
  await page.getByRole('button', { name: button('还原缩放') }).click();
  await expect(page.getByText(/^已放大：/)).toHaveCount(0);

  // Export the raw samples as CSV.
  const file = await exportFile(page, '导出 CSV');
  expect(file.suggestedFilename()).toMatch(new RegExp(`^vitals-${patient.hospitalNumber}-.*\\.csv$`));
  const lines = fs
    .readFileSync(await file.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe(
    '时间,心率 (次/分),血氧饱和度 (%),收缩压 (mmHg),舒张压 (mmHg),呼吸 (次/分),体温 (°C),其他指标',
  );
  expect(lines.length - 1).toBeGreaterThan(1380);
});
