import { expect, test, type APIRequestContext } from '@playwright/test';
import { API } from './support/constants';
import { button, chooseAlso, drawer, fieldError, row, toast, uniqueSuffix } from './support/resource-page';
import { adminToken } from './support/admin-token';

/**
 * Device catalogue pages on the resource engine: a network camera (a bad address refused with
 * SPEC §8's "IP address error", then saved) and a group of two terminals.
 */

/** Two terminals of the administrator's organisation, made through the API. */
async function twoTerminals(request: APIRequestContext, id: string): Promise<string[]> {
  const headers = { token: await adminToken(request) };
  const names: string[] = [];
  for (const n of [1, 2]) {
    const name = `E2E终端${id}-${n}`;
    const res = await request.post(`${API}/console/api/v1/deviceAccounts`, {
      headers,
      data: {
        account: `${Date.now() % 1e8}${n}`,
        name,
        deviceType: 'terminal',
        loginAccount: `e2e${id}${n}`,
        password: 'Term#2026',
      },
    });
    expect(((await res.json()) as { retCode: string }).retCode).toBe('000000');
    names.push(name);
  }
  return names;
}

test('a camera with a bad address is refused with a clear message, then saved', async ({ page }) => {
  const name = `E2E摄像头${uniqueSuffix()}`;
  await page.goto('device/networkCameraManage');
  await expect(page.getByRole('heading', { name: '网络摄像头' })).toBeVisible();
  await page.getByRole('button', { name: button('新增') }).click();
  const form = drawer(page, '新增网络摄像头');
  await form.getByLabel('名称', { exact: true }).fill(name);
  await form.getByLabel('IP 地址', { exact: true }).fill('192.168.1.300');
  await form.getByLabel('主码流地址', { exact: true }).fill('/Streaming/Channels/101');
  await form.getByLabel('密码', { exact: true }).fill('Cam#2026');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(fieldError(form, 'IP 地址错误')).toBeVisible();
  await expect(form.getByLabel('IP 地址', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('IP 地址', { exact: true }).fill('192.168.1.64');
  await form.getByLabel('端口', { exact: true }).fill('70000');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(fieldError(form, '端口范围为 1-65535')).toBeVisible();
  await form.getByLabel('端口', { exact: true }).fill('554');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已创建')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(row(page, name)).toContainText('192.168.1.64');
  await expect(row(page, name)).toContainText('海康威视');

  // its detail page, camera info tab; the password is never shown
  await row(page, name).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name: '摄像头信息' })).toBeVisible();
  await expect(page.getByText('/Streaming/Channels/101')).toBeVisible();
  await expect(page.getByText('Cam#2026')).toHaveCount(0);
});

test('the address message is in English with the English cookie', async ({ page, context }, testInfo) => {
  const base = new URL(String(testInfo.project.use.baseURL));
  await context.addCookies([{ name: 'language', value: 'en', domain: base.hostname, path: '/web/' }]);
  await page.goto('device/networkCameraManage');
  await page.getByRole('button', { name: button('Create') }).click();
  const form = drawer(page, /New Network camera/i);
  await form.getByLabel('IP address', { exact: true }).fill('cam..local');
  await form.getByRole('button', { name: button('Save') }).click();
  await expect(fieldError(form, 'IP address error')).toBeVisible();
});

test('a group with two terminals', async ({ page, request }) => {
  const id = uniqueSuffix();
  const [first, second] = await twoTerminals(request, id);
  const name = `E2E分组${id}`;
  await page.goto('device/groupManage');
  await expect(page.getByRole('heading', { name: '分组管理' })).toBeVisible();
  await page.getByRole('button', { name: button('新增') }).click();
  const form = page.getByRole('dialog', { name: '新增分组' });
  await form.getByLabel('分组名称', { exact: true }).fill(name);
  for (const terminal of [first!, second!])
    await chooseAlso(form, '成员终端', terminal, { search: terminal });
  // a multiple select stays open: close it before saving
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已创建')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(row(page, name)).toContainText(first!);
  await expect(row(page, name)).toContainText(second!);

  // deleting says only the membership goes
  await row(page, name)
    .getByRole('button', { name: button('删除') })
    .click();
  const confirm = page.getByRole('dialog').filter({ hasText: /确定删除分组/ });
  await expect(confirm).toContainText('终端本身不会被删除');
  await confirm.getByRole('button', { name: button('删除') }).click();
  await expect(toast(page, '已删除')).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
});
