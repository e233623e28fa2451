import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminApi, resourcePath } from './support/admin-api';
import {
  button,
  choose,
  drawer,
  fieldError,
  row,
  searchList,
  toast,
  uniqueSuffix,
} from './support/resource-page';

const hex = (length: number) => randomBytes(length).toString('hex').slice(0, length);

/**
 * WeChat (issue 20, ADR 0034): an official account is added with its AppSecret and token, which
 * the list shows only masked; a message template is added under it from its templates page.
 */
test('add an official account with its secrets masked, then a message template under it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `E2E服务号${uniqueSuffix()}`;
  const appSecret = randomBytes(24)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 32);
  const token = `tok${hex(10)}`;
  await page.goto('wechat/mpAccount');
  await expect(page.getByRole('heading', { name: '公众号', exact: true })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: button('新增') }).click();
  const form = drawer(page, /新增公众号/);
  await choose(form, '所属企业', '演示医院');
  await form.getByLabel('公众号名称', { exact: true }).fill(name);
  await form.getByLabel('原始 ID', { exact: true }).fill(`gh_${hex(12)}`);
  await form.getByLabel('AppID', { exact: true }).fill('wx12345');
  await form.getByLabel('AppSecret', { exact: true }).fill(appSecret);
  await form.getByLabel('令牌 (Token)', { exact: true }).fill(token);
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(fieldError(form, 'AppID 应为 wx 开头加 16 位十六进制字符')).toBeVisible();
  await form.getByLabel('AppID', { exact: true }).fill(`wx${hex(16)}`);
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已创建')).toBeVisible();

  await searchList(page, name);
  const listed = row(page, name);
  await expect(listed).toContainText(`••••${appSecret.slice(-4)}`);
  await expect(listed).toContainText('服务号');
  await expect(page.locator('body')).not.toContainText(appSecret);

  const api = await adminApi(request);
  const found = await api.get<{ list: Record<string, unknown>[] }>(
    `${resourcePath('wechatAccounts')}?keyword=${encodeURIComponent(name)}`,
  );
  const account = found.list[0]!;
  expect(account).not.toHaveProperty('appSecret');
  expect(account).not.toHaveProperty('token');
  expect(account.tokenHint).toBe(`••••${token.slice(-4)}`);

  await listed.getByRole('button', { name: button('消息模板') }).click();
  await expect(page).toHaveURL(new RegExp(`/wechat/mpAccount/msgTemp/${String(account.id)}$`));
  await expect(page.getByRole('tab', { name: '消息模板', selected: true })).toBeVisible();
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: button('新增') })
    .click();
  const templateForm = drawer(page, /新增消息模板/);
  await templateForm.getByLabel('模板名称', { exact: true }).fill('探视预约提醒');
  await templateForm.getByLabel('模板 ID', { exact: true }).fill(`E2E_${hex(12)}`);
  await choose(templateForm, '模板类型', '探视提醒');
  const params = templateForm.getByLabel('模板参数', { exact: true });
  for (const param of ['{{thing1.DATA}}', 'time2']) {
    await params.fill(param);
    await params.press('Enter');
  }
  // Close the tags dropdown before saving (a click while it is open only closes it).
  await templateForm.getByLabel('模板名称', { exact: true }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await templateForm.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已创建')).toBeVisible();
  const template = row(page, '探视预约提醒');
  await expect(template).toContainText('探视提醒');
  await expect(template).toContainText('thing1');
  await expect(template).toContainText('time2');

  // The info tab shows the account's settings, the secrets only as hints.
  await page.getByRole('tab', { name: '公众号信息' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(`••••${appSecret.slice(-4)}`);
  await expect(page.locator('body')).not.toContainText(appSecret);
});
