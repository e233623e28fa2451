import { expect, test, type Page } from '@playwright/test';
import { button, choose, drawer, fieldError, row, toast } from './support/resource-page';

/**
 * Device accounts (/device/accounts) and their video sources (editor tab inputSource): create a
 * terminal, add two sources, a second source of one type refused with the SPEC §8 message, the
 * main-source rule (first is main, the flag moves, the main one cannot be disabled).
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
  await duplicate.getByRole('button', { name: button('取消') }).click();
  await expect(duplicate).toBeHidden();
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
  await edit.getByRole('button', { name: button('取消') }).click();
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
