import { expect, test, type Page } from '@playwright/test';
import { adminApi, resourcePath } from './support/admin-api';
import {
  button,
  choose,
  drawer,
  row,
  searchList,
  toast,
  uniqueSuffix,
  useLanguage,
} from './support/resource-page';

/**
 * ICU ward settings (issue 14): from /icu/wardManage to a ward's settings; the visiting week
 * edited, saved and still there after a reload; an overlapping period refused with the message;
 * a visiting-room device added. Against the real server.
 */

const OVERLAP = '同一天的探视时段不能重叠';

async function newWard(page: Page, request: Parameters<typeof adminApi>[0]) {
  const id = uniqueSuffix();
  const admin = await adminApi(request);
  const name = `E2E探视病区${id}`;
  const ward = await admin.post<{ id: number }>(resourcePath('wards'), { name, code: `V${id}` });
  return { admin, id, name, ward };
}

test('visiting hours saved and kept, an overlap refused, a visiting-room device added', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { admin, id, name, ward } = await newWard(page, request);

  await page.goto('icu/wardManage');
  await searchList(page, name);
  await row(page, name)
    .getByRole('button', { name: button('设置') })
    .click();
  await expect(page).toHaveURL(new RegExp(`/icu/wardSettings/${ward.id}/basicInformation$`));
  await expect(page.getByText(`病区: ${name}`)).toBeVisible();

  await page.getByRole('tab', { name: '探视时间' }).click();
  await page.getByRole('button', { name: '为星期一添加时段' }).click();
  await page.getByLabel('星期一 1 开始时间').fill('14:00');
  await page.getByLabel('星期一 1 结束时间').fill('16:00');
  await page.getByLabel('星期一 1 同时探视数').fill('2');
  await page.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已保存')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('星期一 1 开始时间')).toHaveValue('14:00');
  await expect(page.getByLabel('星期一 1 结束时间')).toHaveValue('16:00');
  await expect(page.getByLabel('星期一 1 同时探视数')).toHaveValue('2');

  // A second Monday period that overlaps the first is shown as such and not sent.
  await page.getByRole('button', { name: '为星期一添加时段' }).click();
  await page.getByLabel('星期一 2 开始时间').fill('15:00');
  await page.getByLabel('星期一 2 结束时间').fill('17:00');
  await expect(page.getByRole('alert').filter({ hasText: OVERLAP })).toHaveCount(2);
  await page.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '请先修正标红的内容')).toBeVisible();
  // The server refuses it too, with the same message on the second period.
  const refused = await admin.send('PUT', `${resourcePath('wards', ward.id)}/visiting`, {
    periods: [
      { weekday: 1, start: '14:00', end: '16:00', capacity: 2 },
      { weekday: 1, start: '15:00', end: '17:00', capacity: 1 },
    ],
    bufferMinutes: 0,
    exceptionDates: [],
    cancelCutoffHours: 2,
    purgeDays: 30,
    accessControllers: [],
  });
  expect((refused as { fields?: Record<string, string> }).fields).toEqual({
    'periods.1.start': 'validation.periodsOverlap',
  });
  const kept = await admin.get<{ periods: unknown[] }>(`${resourcePath('wards', ward.id)}/visiting`);
  expect(kept.periods).toEqual([{ weekday: 1, start: '14:00', end: '16:00', capacity: 2 }]);

  // A device of the visiting room: the ward and the role come preset.
  await page.getByRole('tab', { name: '探视室设备' }).click();
  await page.getByRole('button', { name: button('新增') }).click();
  const form = drawer(page, '新增病区设备');
  await form.getByLabel('设备名称', { exact: true }).fill(`探视室平板${id}`);
  await choose(form, '设备类型', '平板');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(form).toBeHidden();
  await expect(row(page, `探视室平板${id}`)).toBeVisible();
  const devices = await admin.get<{ list: { name: string; role: string; wardId: number }[] }>(
    `${resourcePath('wardDevices')}?wardId=${ward.id}`,
  );
  expect(devices.list.map(({ name, role, wardId }) => ({ name, role, wardId }))).toEqual([
    { name: `探视室平板${id}`, role: 'visitingRoom', wardId: ward.id },
  ]);
  // Not among the ward's own equipment.
  await page.getByRole('tab', { name: '病区设备' }).click();
  await expect(row(page, `探视室平板${id}`)).toHaveCount(0);
});

test("the ICU's patients: ward and bed, visiting stopped after a confirmation, the record under /icu", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { admin, id, name: wardName, ward } = await newWard(page, request);
  const bed = await admin.post<{ id: number }>(resourcePath('beds'), {
    wardId: ward.id,
    number: 1,
    code: `P${id}-1`,
    name: `${id}床1`,
  });
  const hospitalNumber = `ICU${id}`;
  const patient = await admin.post<{ id: number }>(resourcePath('patients'), {
    name: `探视患者${id}`,
    sex: 'male',
    age: 60,
    hospitalNumber,
    visitAllowed: true,
  });
  await admin.post(`${resourcePath('patients', patient.id)}/admit`, { bedId: bed.id });

  await page.goto('icu/patientManage');
  await searchList(page, hospitalNumber);
  const line = row(page, `探视患者${id}`);
  // Cells name a bed by its code (the beds' title field), as the lists' `names` do.
  await expect(line).toContainText(`${wardName} · P${id}-1`);
  await line.getByRole('button', { name: button('停止探视') }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '停止该患者的探视？' });
  await dialog.getByRole('button', { name: button('确定') }).click();
  await expect(toast(page, '已停止探视')).toBeVisible();
  await expect(line.getByRole('button', { name: button('允许探视') })).toBeVisible();
  expect(
    (await admin.get<{ visitAllowed: boolean }>(resourcePath('patients', patient.id))).visitAllowed,
  ).toBe(false);

  await line.getByRole('link', { name: `探视患者${id}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/icu/patientDetail/${patient.id}$`));
  await expect(page.getByText(hospitalNumber).first()).toBeVisible();
  await page.getByRole('button', { name: button('返回') }).click();
  await expect(page).toHaveURL(/\/icu\/patientManage/);
});

test('bed map points: choose a bed, click the ward map, the marker stays', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { admin, id, ward } = await newWard(page, request);
  // A plain 400 x 200 picture as the ward map.
  const mapUrl = `data:image/svg+xml,${encodeURIComponent(
    "<svg xmlns='http://www.w3.org/2000/svg' width='400' height='200'><rect width='400' height='200' fill='#eee'/></svg>",
  )}`;
  await admin.send('PUT', resourcePath('wards', ward.id), { mapUrl });
  await admin.post(resourcePath('beds'), { wardId: ward.id, number: 3, code: `M${id}-3`, name: `${id}床3` });

  await page.goto(`icu/wardSettings/${ward.id}/bedManagement`);
  const map = page.getByTestId('bed-map');
  await expect(map.getByRole('img', { name: '病区地图' })).toBeVisible();
  await map.getByRole('combobox').click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="3 · ${id}床3"]`).click();
  const image = map.getByRole('img', { name: '病区地图' });
  const box = (await image.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
  await expect(toast(page, '床位位置已保存')).toBeVisible();
  await expect(map.getByTestId('bed-marker-3')).toBeVisible();
  const beds = await admin.get<{ list: { mapX: number; mapY: number }[] }>(
    `${resourcePath('beds')}?wardId=${ward.id}`,
  );
  expect(beds.list.map(({ mapX, mapY }) => [Math.abs(mapX - 25) <= 1, Math.abs(mapY - 75) <= 1])).toEqual([
    [true, true],
  ]);
  await page.reload();
  await expect(page.getByTestId('bed-marker-3')).toBeVisible();
});

for (const [width, language] of [
  [1440, 'zh'],
  [1440, 'en'],
  [375, 'zh'],
  [375, 'en'],
] as const)
  test(`the ward settings tabs at ${width} px (${language})`, async ({
    page,
    request,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    await useLanguage(context, testInfo, language);
    await page.setViewportSize({ width, height: 900 });
    const { ward } = await newWard(page, request);
    const tabs = [
      'basicInformation',
      'visitingHours',
      'bedManagement',
      'visitationRoomEquipment',
      'visitationRegime',
      'accessControl',
    ];
    for (const tab of tabs) {
      await page.goto(`icu/wardSettings/${ward.id}/${tab}`);
      // The first page of a fresh context loads the console: give it time on a busy machine.
      await expect(page.getByRole('tab', { selected: true })).toBeVisible({ timeout: 30_000 });
      if (tab === 'visitingHours') await expect(page.getByTestId('weekday-7')).toBeVisible();
      // Nothing wider than the screen: the page does not scroll sideways.
      const overflow = await page.evaluate<number>(
        'document.documentElement.scrollWidth - window.innerWidth',
      );
      expect(overflow, tab).toBeLessThanOrEqual(0);
      // Kept in the test's output folder for a look at the screens.
      await page.screenshot({ path: testInfo.outputPath(`${tab}-${width}-${language}.png`), fullPage: true });
    }
  });
