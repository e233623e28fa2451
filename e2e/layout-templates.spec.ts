import { expect, test, type Page } from '@playwright/test';
import { makePng } from '../packages/server/test/files';
import { button, row, toast, uniqueSuffix, useLanguage } from './support/resource-page';

/** Layout templates (/device/templateManage): the canvas editor, its live check, upload and save. */

const LIST = 'device/templateManage';

const canvas = (page: Page) => page.getByTestId('layout-canvas');
const areaList = (page: Page) => page.getByRole('list', { name: /^区域|^Areas/ });
const problems = (page: Page) => page.getByTestId('layout-problems');

async function openNew(page: Page) {
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: '布局模板' })).toBeVisible();
  await page.getByRole('button', { name: button('新增') }).click();
  await expect(page).toHaveURL(/\/device\/templateManage\/add$/);
  await expect(page.getByRole('heading', { name: '新建模板' })).toBeVisible();
}

test('an overlapping template is refused, a valid one with a background is saved and reopened', async ({
  page,
}) => {
  const name = `E2E模板${uniqueSuffix()}`;
  await openNew(page);
  await page.getByLabel('模板名称').filter({ visible: true }).fill(name);
  await page.getByRole('button', { name: /应用预设/ }).click();
  await expect(canvas(page).locator('[data-area]')).toHaveCount(4);
  await expect(page.getByText('布局有效')).toBeVisible();

  // A background of the wrong size is refused before it is sent; the right one is uploaded.
  const fileInput = page.locator('input[type=file]');
  await fileInput.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: makePng(640, 360) });
  await expect(page.getByRole('alert').filter({ hasText: '图片尺寸必须为 1920×1080 像素' })).toBeVisible();
  await fileInput.setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: makePng(1920, 1080) });
  await expect(page.getByRole('img', { name: '当前图片' })).toBeVisible();
  await expect(canvas(page)).toHaveAttribute(
    'style',
    /background-image: url\(".*\/files\/\d+\/layoutBackground\/[0-9a-f]{32}\.png"\)/,
  );

  // Move area 2 onto area 1 with the numeric input: both are marked, saving is refused.
  await areaList(page)
    .getByRole('button', { name: /区域 2/ })
    .click();
  const x = page.getByLabel('X（像素）');
  await x.fill('100');
  await x.blur();
  await expect(problems(page)).toContainText('区域 1、区域 2：区域重叠');
  await expect(canvas(page).locator('[data-area="1"]')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '请先修正 1 个问题再保存')).toBeVisible();
  await expect(page).toHaveURL(/\/device\/templateManage\/add$/);
  await page.screenshot({ path: test.info().outputPath('editor-overlap.png'), fullPage: true });

  // With the keyboard: focus area 2 and put it back with the arrow keys (40 px steps, then 1 px).
  await x.fill('80');
  await x.blur();
  await canvas(page).locator('[data-area="1"]').focus();
  for (let i = 0; i < 22; i += 1) await page.keyboard.press('ArrowRight');
  await expect(x).toHaveValue('960');
  await expect(page.getByText('布局有效')).toBeVisible();

  await page.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '模板已保存')).toBeVisible();
  await expect(page).toHaveURL(/\/device\/templateManage$/);
  await expect(row(page, name).getByRole('img', { name: '布局缩略图，4 个区域' })).toBeVisible();

  // Reopen it: the edit page takes the id from the query.
  await row(page, name)
    .getByRole('button', { name: button('编辑') })
    .click();
  await expect(page).toHaveURL(/\/device\/templateManage\/edit\?id=\d+$/);
  // The list stays mounted (tags view) and hides once the editor shows: wait for the editor.
  await expect(canvas(page)).toBeVisible();
  await expect(page.getByLabel('模板名称').filter({ visible: true })).toHaveValue(name);
  await expect(canvas(page).locator('[data-area]')).toHaveCount(4);
  await expect(page.getByText('布局有效')).toBeVisible();
});

test('areas are dragged and resized with the mouse, snapping to the grid', async ({ page }) => {
  await openNew(page);
  await page.getByRole('button', { name: /添加区域/ }).click();
  const area = canvas(page).locator('[data-area="0"]');
  await expect(area).toHaveAttribute('aria-label', /位置 0,0 大小 480×270/);
  const box = (await canvas(page).boundingBox())!;
  const scale = 1920 / box.width;
  // move by ~203 canvas pixels: lands on the 200 grid line
  const start = (await area.boundingBox())!;
  await page.mouse.move(start.x + 100, start.y + 60);
  await page.mouse.down();
  await page.mouse.move(start.x + 100 + 203 / scale, start.y + 60, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByLabel('X（像素）')).toHaveValue('200');
  await expect(page.getByLabel('Y（像素）')).toHaveValue('0');
  // resize from the bottom-right corner by ~145 canvas pixels: the right edge snaps to 840
  const moved = (await area.boundingBox())!;
  await page.mouse.move(moved.x + moved.width - 1, moved.y + moved.height - 1);
  await page.mouse.down();
  await page.mouse.move(moved.x + moved.width - 1 + 145 / scale, moved.y + moved.height - 1, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByLabel('宽度（像素）')).toHaveValue('640');
  await expect(page.getByLabel('高度（像素）')).toHaveValue('280');
});

test('the server refuses what the browser would not send', async ({ page }) => {
  const res = await page.request.post('/platformApi/console/api/v1/layoutTemplates', {
    headers: await authHeaders(page),
    data: {
      name: 'overlap',
      areas: [
        { x: 0, y: 0, width: 1000, height: 600, main: true },
        { x: 960, y: 0, width: 960, height: 540, main: false },
      ],
    },
  });
  const body = (await res.json()) as { retCode: string; fields: Record<string, string> };
  expect(body.retCode).toBe('400001');
  expect(body.fields).toEqual({
    'areas.0': 'validation.layoutOverlap',
    'areas.1': 'validation.layoutOverlap',
  });
});

/** The signed-in admin's token, from the saved browser state's cookie. */
async function authHeaders(page: Page): Promise<Record<string, string>> {
  await page.goto(LIST);
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name.endsWith('-Admin-Token'))?.value ?? '';
  return { token };
}

for (const [language, width] of [
  ['zh', 1280],
  ['en', 1280],
  ['zh', 390],
  ['en', 390],
] as const) {
  test(`the editor fits the page in ${language} at ${width} px`, async ({ page, context }, testInfo) => {
    await useLanguage(context, testInfo, language);
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${LIST}/add`);
    await page.getByRole('button', { name: language === 'zh' ? /应用预设/ : /Apply preset/ }).click();
    await expect(canvas(page).locator('[data-area]')).toHaveCount(4);
    const box = (await canvas(page).boundingBox())!;
    // scaled to the page, never wider than the screen, 16:9 kept
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(Math.abs(box.width / box.height - 1920 / 1080)).toBeLessThan(0.02);
    await page.screenshot({ path: testInfo.outputPath(`editor-${language}-${width}.png`), fullPage: true });
    await page.goto(LIST);
    await expect(
      page.getByRole('heading', { name: language === 'zh' ? '布局模板' : 'Layout templates' }),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`list-${language}-${width}.png`), fullPage: true });
  });
}
