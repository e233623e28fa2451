import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API } from './support/constants';
import { button, drawer, row, toast, uniqueSuffix, useLanguage } from './support/resource-page';
import {
  createTerminal,
  expectOfflineWithinASecond,
  simulatedTerminal as simulated,
} from './support/terminals';

/**
 * Terminal stream monitoring: a stream group is made on its page, the wall shows its stream, and
 * a simulated terminal that drops off the network shows offline on the wall without a reload.
 */
/** A terminal with one main HDMI source, made through the API. */
async function terminalWithSource(request: APIRequestContext, name: string) {
  const terminal = await createTerminal(request, name);
  const source = await request.post(`${API}/console/api/v1/videoSources`, {
    headers: terminal.headers,
    data: { deviceAccountId: terminal.id, name: '床旁主画面', type: 'hdmi', primary: true },
  });
  const body = (await source.json()) as { retCode: string; retData: { id: number } };
  expect(body.retCode).toBe('000000');
  return { ...terminal, sourceId: body.retData.id };
}

/** Makes a group on the groups page and puts the terminal's stream in it. */
async function createGroup(page: Page, group: string, terminalName: string, account: string) {
  await page.goto('terminalMonitor/terminalStreamGroup');
  await page.getByRole('button', { name: button('新增') }).click();
  const form = drawer(page, /新增终端流分组/);
  await form.getByLabel('分组名称', { exact: true }).fill(group);
  await form.getByLabel('排序', { exact: true }).fill('1');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已创建')).toBeVisible();
  await expect(row(page, group)).toContainText('0 路视频流');

  await row(page, group)
    .getByRole('button', { name: button('视频流') })
    .click();
  const dialog = page.getByRole('dialog', { name: `“${group}”的视频流` });
  await expect(dialog.getByText('该分组还没有视频流')).toBeVisible();
  await dialog.getByLabel('搜索终端或输入源以添加').fill(terminalName);
  await page.locator('.ant-select-dropdown:visible').getByText(terminalName).click();
  await expect(dialog.getByText('视频流（按监看墙顺序）')).toBeVisible();
  await expect(dialog.getByText(`${terminalName} (${account})`)).toBeVisible();
  await dialog.getByRole('button', { name: button('保存') }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, group)).toContainText('1 路视频流');
}

test('a group’s wall shows its stream going offline within a second, without a reload', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const terminalName = `E2E流终端${suffix}`;
  const group = `E2E分组${suffix}`;
  const created = await terminalWithSource(request, terminalName);
  const terminal = simulated(created);
  try {
    await createGroup(page, group, terminalName, created.account);
    await row(page, group)
      .getByRole('button', { name: button('打开监看墙') })
      .click();
    await expect(page).toHaveURL(/terminalMonitor\/terminalStream\?group=\d+/);
    const tiles = page.getByRole('list', { name: group });
    await expect(tiles.getByRole('listitem')).toHaveCount(1);
    const tile = tiles.locator('[data-online]');
    await expect(tile).toHaveAttribute('data-online', 'false');
    await expect(tile).toContainText('终端离线');
    await expect(page.getByText('实时', { exact: true })).toBeVisible();

    await terminal.start();
    await expect(tile).toHaveAttribute('data-online', 'true');
    await expect(tile).toContainText('主码流');
    await expect(tile).toContainText('未配置流地址');

    await expectOfflineWithinASecond(page, tile, terminal, '终端离线');
  } finally {
    await terminal.stop();
  }
});

test('a split of four fits a 1440×900 screen, and a tile says why nothing can play', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const suffix = uniqueSuffix();
  const terminals = [];
  for (let i = 1; i <= 4; i += 1) terminals.push(await terminalWithSource(request, `E2E满屏${suffix}-${i}`));
  const { headers } = terminals[0]!;
  const settings = await request.put(`${API}/console/api/v1/terminalStreamSettings`, {
    headers,
    data: { addressTemplate: null },
  });
  expect(((await settings.json()) as { retCode: string }).retCode).toBe('000000');
  const group = await request.post(`${API}/console/api/v1/terminalStreamGroups`, {
    headers,
    data: { name: `E2E满屏组${suffix}`, videoSourceIds: terminals.map((t) => t.sourceId) },
  });
  const groupId = ((await group.json()) as { retData: { id: number } }).retData.id;
  const online = simulated(terminals[0]!);
  try {
    await online.start();
    await page.goto(`terminalMonitor/terminalStream?group=${groupId}&size=4`);
    const items = page.getByRole('list', { name: `E2E满屏组${suffix}` }).getByRole('listitem');
    await expect(items).toHaveCount(4);
    const first = page.getByTestId(`stream-${terminals[0]!.account}-${terminals[0]!.sourceId}`);
    await expect(first).toHaveAttribute('data-online', 'true');
    // every tile wholly inside the window, without scrolling
    for (let i = 0; i < 4; i += 1) {
      const box = (await items.nth(i).boundingBox())!;
      expect(box.y + box.height, `tile ${i + 1} bottom`).toBeLessThanOrEqual(900);
      expect(box.x + box.width, `tile ${i + 1} right`).toBeLessThanOrEqual(1440);
      expect(box.height, `tile ${i + 1} height`).toBeGreaterThan(150);
    }
    expect(await page.evaluate('document.documentElement.scrollHeight')).toBeLessThanOrEqual(900);
    // online, but the company has no address template: say so and lead to where it is set
    await expect(first).toContainText('无法播放：本企业还没有设置流地址模板');
    const offline = page.getByTestId(`stream-${terminals[1]!.account}-${terminals[1]!.sourceId}`);
    await expect(offline).toContainText('终端离线时没有可播放的画面');
    await page.screenshot({ path: test.info().outputPath('wall-1440x900-zh.png') });
    await first.getByRole('link', { name: '设置流地址模板' }).click();
    await expect(page).toHaveURL(/terminalMonitor\/terminalStreamSetting$/);
    await expect(page.getByLabel('流地址模板')).toBeVisible();
  } finally {
    await online.stop();
  }
});

test('settings: a bad address template is refused, a good one gives each stream its address', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const terminalName = `E2E模板${suffix}`;
  const created = await terminalWithSource(request, terminalName);
  const group = await request.post(`${API}/console/api/v1/terminalStreamGroups`, {
    headers: created.headers,
    data: { name: `E2E模板组${suffix}`, videoSourceIds: [created.sourceId] },
  });
  const groupId = ((await group.json()) as { retData: { id: number } }).retData.id;

  await page.goto('terminalMonitor/terminalStreamSetting');
  const template = page.getByLabel('流地址模板');
  await template.fill('live/{account}');
  await page.getByRole('button', { name: button('保存') }).click();
  await expect(page.getByText('请输入 rtmp://')).toBeVisible();
  await template.fill('rtmp://media.example/live/{account}_{stream}');
  await expect(page.getByText('rtmp://media.example/live/8001001_main')).toBeVisible();
  await page.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已保存')).toBeVisible();

  await page.goto(`terminalMonitor/terminalStream?group=${groupId}`);
  const tile = page.getByTestId(`stream-${created.account}-${created.sourceId}`);
  await expect(tile).toContainText(`rtmp://media.example/live/${created.account}_main`);
  // the terminal's own settings take it off every wall
  await tile.getByRole('link', { name: new RegExp(terminalName) }).click();
  await expect(page.getByText(`终端流监看设置：${terminalName}`)).toBeVisible();
  await page.getByLabel('在监看墙显示').click();
  await page.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已保存')).toBeVisible();
  await page.goto(`terminalMonitor/terminalStream?group=${groupId}`);
  await expect(page.getByText('该分组没有可显示的画面')).toBeVisible();
  await expect(tile).toHaveCount(0);
});

for (const language of ['zh', 'en'] as const) {
  for (const phone of [false, true]) {
    test(`stream screens in ${language}${phone ? ' on a phone' : ''}`, async ({
      page,
      context,
      request,
    }, testInfo) => {
      await useLanguage(context, testInfo, language);
      if (phone) await page.setViewportSize({ width: 390, height: 844 });
      const created = await terminalWithSource(request, `E2E截图流${uniqueSuffix()}`);
      const terminal = simulated(created);
      try {
        await terminal.start();
        await page.goto('terminalMonitor/terminalStream?size=4');
        await expect(page.getByTestId('stream-page')).toBeVisible();
        await expect(page.getByRole('list').or(page.locator('.ant-empty')).first()).toBeVisible();
        await page.screenshot({
          path: testInfo.outputPath(`wall-${language}${phone ? '-phone' : ''}.png`),
          fullPage: true,
        });
        await page.goto('terminalMonitor/terminalStreamSetting');
        await expect(
          page.getByRole('button', { name: button(language === 'zh' ? '保存' : 'Save') }),
        ).toBeVisible();
        await page.screenshot({
          path: testInfo.outputPath(`settings-${language}${phone ? '-phone' : ''}.png`),
          fullPage: true,
        });
        await page.goto('terminalMonitor/terminalStreamGroup');
        await expect(
          page.getByRole('button', { name: button(language === 'zh' ? '新增' : 'Create') }),
        ).toBeVisible();
        await page.screenshot({
          path: testInfo.outputPath(`groups-${language}${phone ? '-phone' : ''}.png`),
          fullPage: true,
        });
      } finally {
        await terminal.stop();
      }
    });
  }
}

test('the device account editor’s stream monitoring tab opens the terminal’s stream settings and back', async ({
  page,
  request,
}) => {
  const name = `流监看终端${uniqueSuffix()}`;
  const terminal = await terminalWithSource(request, name);
  const editor = `device/accounts/edit/${terminal.id}/${encodeURIComponent(name)}/${terminal.customerId}/terminal`;
  await page.goto(`${editor}/liveSetting`);
  await page.getByRole('tab', { name: '终端流监看设置' }).click();
  await expect(page).toHaveURL(new RegExp(`${editor}/streamMonitor$`));
  await expect(page.getByText(`终端流监看设置：${name}`)).toBeVisible();
  await page.getByRole('button', { name: /返回设备账号/ }).click();
  await expect(page).toHaveURL(new RegExp(`${editor}$`));
});
