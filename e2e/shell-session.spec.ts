import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API } from './support/constants';
import { DASHBOARD_URL, loginForm, signIn } from './support/login-page';
import { button, uniqueSuffix } from './support/resource-page';
import { adminToken } from './support/admin-token';
import { setOwnPassword } from './support/admin-api';

/**
 * The console shell's session flows (SPEC §2 fixed routes, §4 session): the guard keeping the
 * query, the forced password change, logout, /401. Each test starts signed out and signs in as a
 * customer administrator created through the API (never logging the stored admin session out).
 */

test.use({ storageState: { cookies: [], origins: [] } });

const TOKEN_COOKIE = 'platform-Admin-Token';
const PASSWORD = 'Passw0rd#2026';

/**
 * A customer administrator of the demo hospital (its applications are enabled; companies other
 * specs create have none) who has set their own password; `reset` gives it a forced password change.
 */
async function createCustomerAdmin(request: APIRequestContext, { reset = false } = {}) {
  const token = await adminToken(request);
  const headers = { token };
  const companies = await request.get(`${API}/console/api/v1/companies?page=1&size=1&account=demohospital`, {
    headers,
  });
  const customerId = ((await companies.json()) as { retData: { list: { id: number }[] } }).retData.list[0]
    ?.id;
  expect(customerId).toBeTruthy();
  const username = `sh${uniqueSuffix()}`; // 2-10 letters or digits
  const created = await request.post(`${API}/console/api/v1/admins`, {
    headers,
    data: { customerId, username, realName: '壳测试', password: PASSWORD, repassword: PASSWORD },
  });
  const body = (await created.json()) as { retCode: string; retData: { id: number } };
  expect(body.retCode).toBe('000000');
  if (!reset) return { username, password: await setOwnPassword(request, username, PASSWORD) };
  const res = await request.post(`${API}/console/api/v1/admins/${body.retData.id}/resetPassword`, {
    headers,
    data: {},
  });
  const { retData } = (await res.json()) as { retData: { password: string } };
  expect(retData.password).toBeTruthy();
  return { username, password: retData.password };
}

async function tokenCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === TOKEN_COOKIE);
}

test('a signed-out deep link keeps its query through login and comes back to it', async ({
  page,
  request,
}) => {
  const user = await createCustomerAdmin(request);
  await page.goto('profile/index?tab=x');
  await expect(page).toHaveURL(/\/web\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/profile/index?tab=x');

  const form = loginForm(page);
  await form.account.fill(user.username);
  await form.password.fill(user.password);
  await form.submit.click();
  await expect(page).toHaveURL(/\/web\/profile\/index\?tab=x$/);
  expect(await tokenCookie(page)).toBeTruthy();
});

test('a reset password must be changed before anything else, then the dashboard opens', async ({
  page,
  request,
}) => {
  const user = await createCustomerAdmin(request, { reset: true });
  await signIn(page, user.username, user.password);
  await expect(page).toHaveURL(/\/web\/profile\/changePassword$/);
  await expect(page.getByText('您正在使用初始密码，请先修改密码再继续使用。')).toBeVisible();
  // No shell to wander off through, and other paths lead back here.
  await expect(page.getByRole('navigation', { name: '主菜单' })).toHaveCount(0);
  await page.goto('baseinfo/companyManage');
  await expect(page).toHaveURL(/\/web\/profile\/changePassword$/);

  const newPassword = 'Chang3d#2026';
  await page.getByLabel('原密码', { exact: true }).fill(user.password);
  await page.getByLabel('新密码', { exact: true }).fill(newPassword);
  await page.getByLabel('确认新密码', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: button('修改密码') }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '密码已修改' })).toBeVisible();
  await expect(page).toHaveURL(DASHBOARD_URL);
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();

  // The change stays done: a reload does not send the user back.
  await page.reload();
  await expect(page).toHaveURL(DASHBOARD_URL);
});

test('logout clears the session and deep links go back to login', async ({ page, request }) => {
  const user = await createCustomerAdmin(request);
  await signIn(page, user.username, user.password);
  await expect(page).toHaveURL(DASHBOARD_URL);
  expect(await tokenCookie(page)).toBeTruthy();

  // Once in a CI run the click on the item, made while the menu was still zooming in, did nothing
  // (no request, menu still open); a user would click again, and so does the test.
  await expect(async () => {
    if (!/\/web\/login$/.test(page.url())) {
      const item = page.getByRole('menuitem', { name: '退出登录' });
      if (!(await item.isVisible())) await page.getByRole('button', { name: /用户菜单$/ }).click();
      await item.click();
    }
    await expect(page).toHaveURL(/\/web\/login$/, { timeout: 5000 });
  }).toPass({ timeout: 30_000 });
  await expect(loginForm(page).submit).toBeVisible();
  expect(await tokenCookie(page)).toBeUndefined();

  await page.goto('profile/index');
  await expect(page).toHaveURL(/\/web\/login\?redirect=%2Fprofile%2Findex$/);
  await expect(loginForm(page).submit).toBeVisible();
});

test('a customer administrator gets /401 for a platform-only page', async ({ page, request }) => {
  const user = await createCustomerAdmin(request);
  await signIn(page, user.username, user.password);
  await expect(page).toHaveURL(DASHBOARD_URL);
  await page.goto('setting/produceApplication');
  await expect(page).toHaveURL(/\/web\/401$/);
});
