import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, API } from './support/constants';
import {
  button,
  choose,
  discardForm,
  drawer,
  fieldError,
  row,
  toast,
  uniqueSuffix,
  useLanguage,
} from './support/resource-page';

/**
 * Device accounts (/device/accounts) and their video sources (editor tab inputSource): create a
 * terminal, add two sources, a second source of one type refused with the SPEC §8 message, the
 * main-source rule (first is main, the flag moves, the main one cannot be disabled). Then the
 * editor tabs layout (a template per screen, sources in its areas) and liveSetting.
 */

const LIST = 'device/accounts';

/** A numeric account no other run has used (the account is unique across tenants). */
const uniqueAccount = () => `6${Date.now().toString().slice(-8)}${Math.floor(Math.random() * 10)}`;

async function addSource(page: Page, name: string, type: string) {
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: button('新增') }).click();
  const form = drawer(page, '新增输入源');
  await expect(form).toBeVisible();
  await form.getByLabel('名称', { exact: true }).fill(name);
  await choose(form, '类型', type);
  await form.getByRole('button', { name: button('保存') }).click();
  return form;
}

test('a terminal with two video sources: one per type, exactly one main source', async ({ page }) => {
  // one long flow (two forms, five saves) on a machine shared with other test runs
  test.setTimeout(90_000);
  const account = uniqueAccount();
  const name = `E2E终端${account.slice(-4)}`;
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: '设备账号管理' })).toBeVisible();

  // the SPEC §5 account rule, then a valid terminal
  await page.getByRole('button', { name: button('新增') }).click();
  const form = drawer(page, '新增设备账号');
  await expect(form).toBeVisible();
  await form.getByLabel('账号', { exact: true }).fill('abc');
  await form.getByLabel('别名', { exact: true }).fill(name);
  await choose(form, '设备类型', '会议终端');
  await form.getByLabel('登录账号', { exact: true }).fill(`login${account}`);
  await form.getByLabel('密码', { exact: true }).fill('secret1');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(fieldError(form, '账号不能为空且只能为数字')).toBeVisible();
  await form.getByLabel('账号', { exact: true }).fill(account);
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已创建')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(row(page, name)).toContainText('离线');
  await expect(row(page, name)).toContainText('从未上线');

  // the editor, tab inputSource
  await row(page, name).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/device/accounts/edit/\\d+/${encodeURIComponent(name)}/\\d+/terminal`),
  );
  await page.getByRole('tab', { name: '输入源' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.locator('.ant-empty-description')).toHaveText('暂无数据');

  // the first source becomes the main one, the second does not
  const first = await addSource(page, 'HDMI 主画面', 'HDMI');
  await expect(toast(page, '已创建')).toBeVisible();
  await expect(first).toBeHidden();
  await expect(row(page, 'HDMI 主画面')).toContainText('主输入源');
  const second = await addSource(page, 'USB 摄像头', 'USB 摄像头');
  await expect(second).toBeHidden();
  await expect(row(page, 'USB 摄像头')).toContainText('否');

  // a second HDMI source: refused with the SPEC message, on the type field
  const duplicate = await addSource(page, 'HDMI 备用', 'HDMI');
  await expect(fieldError(duplicate, '该类型的输入源已存在，取消添加')).toBeVisible();
  await discardForm(page, duplicate);
  await expect(row(page, 'HDMI 备用')).toHaveCount(0);

  // the main flag moves to the USB camera
  await row(page, 'USB 摄像头')
    .getByRole('button', { name: button('设为主输入源') })
    .click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确定把该输入源设为主输入源吗' });
  await confirm.getByRole('button', { name: button('确定') }).click();
  await expect(toast(page, '主输入源已更换')).toBeVisible();
  await expect(row(page, 'USB 摄像头')).toContainText('主输入源');
  await expect(row(page, 'HDMI 主画面')).toContainText('否');

  // the main source cannot be disabled: the SPEC message on the switch
  await row(page, 'USB 摄像头')
    .getByRole('button', { name: button('编辑') })
    .click();
  const edit = drawer(page, '编辑输入源：USB 摄像头');
  await expect(edit).toBeVisible();
  await edit.getByRole('switch', { name: '启用', exact: true }).click();
  await edit.getByRole('button', { name: button('保存') }).click();
  await expect(fieldError(edit, '该输入源为主输入源，请先更换主输入源再停用')).toBeVisible();
  await discardForm(page, edit);
  await expect(row(page, 'USB 摄像头')).toContainText('启用');

  // tab networkCamera: a camera attached to this terminal
  await page.getByRole('tab', { name: '网络摄像头' }).click();
  await expect(page.getByRole('tabpanel').locator('.ant-empty-description')).toHaveText('暂无数据');
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: button('新增') })
    .click();
  const camera = drawer(page, '新增网络摄像头');
  await camera.getByLabel('名称', { exact: true }).fill('床旁摄像头');
  await camera.getByLabel('IP 地址', { exact: true }).fill('192.168.10.64');
  await camera.getByLabel('主码流地址', { exact: true }).fill('/Streaming/Channels/101');
  await camera.getByLabel('密码', { exact: true }).fill('Cam#2026');
  await camera.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已创建')).toBeVisible();
  await expect(camera).toBeHidden();
  await expect(row(page, '床旁摄像头')).toContainText('192.168.10.64');
});

async function apiToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${API}/accountServer/api/1.0/sys/doLogin`, {
    data: { account: ADMIN.account, password: ADMIN.password },
  });
  return ((await res.json()) as { retData: { accessToken: string } }).retData.accessToken;
}

/** POSTs a resource row through the API and returns it. */
async function created<T>(request: APIRequestContext, token: string, key: string, data: object): Promise<T> {
  const res = await request.post(`${API}/console/api/v1/${key}`, { headers: { token }, data });
  const body = (await res.json()) as { retCode: string; retData: T };
  expect(body.retCode, JSON.stringify(body)).toBe('000000');
  return body.retData;
}

test('tab layout: a template per screen with a source in each area, saved and shown again after a reload', async ({
  page,
  request,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const id = uniqueSuffix();
  const token = await apiToken(request);
  const terminal = await created<{ id: number; customerId: number; name: string }>(
    request,
    token,
    'deviceAccounts',
    {
      account: uniqueAccount(),
      name: `布局终端${id}`,
      deviceType: 'terminal',
      loginAccount: `layout${id}`,
      password: 'secret1',
      screenCount: 2,
    },
  );
  for (const [name, type] of [
    ['HDMI 讲台', 'hdmi'],
    ['SDI 术野', 'sdi'],
  ])
    await created(request, token, 'videoSources', { deviceAccountId: terminal.id, name, type });
  const template = `四分屏${id}`;
  const half = { width: 960, height: 540 };
  await created(request, token, 'layoutTemplates', {
    name: template,
    areas: [
      { x: 0, y: 0, ...half, main: true },
      { x: 960, y: 0, ...half, main: false },
      { x: 0, y: 540, ...half, main: false },
      { x: 960, y: 540, ...half, main: false },
    ],
  });

  const editor = `device/accounts/edit/${terminal.id}/${encodeURIComponent(terminal.name)}/${terminal.customerId}/terminal/layout`;
  await page.goto(editor);
  const screen1 = page.locator('.ant-card-small').filter({ hasText: '屏幕 1' });
  const screen2 = page.locator('.ant-card-small').filter({ hasText: '屏幕 2' });
  await expect(screen1).toContainText('未设置布局');
  await expect(screen2).toContainText('未设置布局');
  await choose(screen1, '布局模板', template);
  await choose(screen1, '区域 1', 'SDI 术野');
  await choose(screen1, '区域 4', 'HDMI 讲台');
  await expect(screen1.getByRole('img', { name: `屏幕 1：模板 ${template}` })).toContainText('1 · SDI 术野');
  await page.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已保存')).toBeVisible();

  await page.reload();
  const preview = screen1.getByRole('img', { name: `屏幕 1：模板 ${template}` });
  await expect(preview).toContainText('1 · SDI 术野');
  await expect(preview).toContainText('4 · HDMI 讲台');
  await expect(screen2).toContainText('未设置布局');
  await expect(page.getByRole('button', { name: button('保存') })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('layout-zh.png'), fullPage: true });

  // the same in English, and at a phone's width
  await useLanguage(context, testInfo, 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('img', { name: `Screen 1: template ${template}` })).toContainText(
    '4 · HDMI 讲台',
  );
  await page.screenshot({ path: testInfo.outputPath('layout-en-mobile.png'), fullPage: true });
});

test('tab liveSetting: going live needs a push address and a stream name', async ({ page, request }) => {
  test.setTimeout(60_000);
  const id = uniqueSuffix();
  const token = await apiToken(request);
  const terminal = await created<{ id: number; customerId: number; name: string }>(
    request,
    token,
    'deviceAccounts',
    {
      account: uniqueAccount(),
      name: `直播终端${id}`,
      deviceType: 'terminal',
      loginAccount: `live${id}`,
      password: 'secret1',
    },
  );
  await page.goto(
    `device/accounts/edit/${terminal.id}/${encodeURIComponent(terminal.name)}/${terminal.customerId}/terminal/liveSetting`,
  );
  await page.getByRole('button', { name: button('编辑') }).click();
  const form = drawer(page, /编辑设备账号/);
  await expect(form).toBeVisible();
  await form.getByRole('switch', { name: '开启直播', exact: true }).click();
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(fieldError(form, '开启直播时请填写推流地址和流名称')).toBeVisible();
  await form.getByLabel('推流地址', { exact: true }).fill('http://live.example.com/app');
  await form.getByLabel('流名称', { exact: true }).fill('ward3');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(fieldError(form, '推流地址应以 rtmp://、rtmps:// 或 srt:// 开头')).toBeVisible();
  await form.getByLabel('推流地址', { exact: true }).fill('rtmp://live.example.com/app');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已保存')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tabpanel')).toContainText('rtmp://live.example.com/app');
  await expect(page.getByRole('tabpanel')).toContainText('ward3');
});
