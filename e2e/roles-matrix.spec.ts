import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pickFromDropdown } from './support/dropdown';
import { adminApi, resourcePath, setOwnPassword } from './support/admin-api';
import { signIn } from './support/login-page';
import { uniqueSuffix } from './support/resource-page';

/**
 * Issue 13 / ADR 0014: a role's menus limit what its holders see and may open; the monitor
 * application is reachable for the company's administrator. Each test signs in as a user of the
 * demo hospital made through the API.
 */

test.use({ storageState: { cookies: [], origins: [] } });

const PASSWORD = 'Passw0rd#2026';

interface MenuRecord {
  id: number;
  appKey: string;
  routeName: string | null;
  children: MenuRecord[];
}

async function demoHospitalId(request: APIRequestContext): Promise<number> {
  const api = await adminApi(request);
  const page = await api.get<{ list: { id: number }[] }>(
    `${resourcePath('companies')}?page=1&size=1&account=demohospital`,
  );
  expect(page.list[0]?.id).toBeTruthy();
  return page.list[0]!.id;
}

/** The ids of the platform's dashboard menus (its group and its page). */
async function dashboardMenus(request: APIRequestContext): Promise<number[]> {
  const api = await adminApi(request);
  const flat = (nodes: MenuRecord[]): MenuRecord[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
  const all = flat(await api.get<MenuRecord[]>('/accountServer/api/v1/menu/tree'));
  return all
    .filter(
      (m) => m.appKey === 'platform' && ['platformDashboard', 'dashboardIndex'].includes(m.routeName ?? ''),
    )
    .map((m) => m.id)
    .sort((a, b) => a - b);
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
const permissionToasts = (page: Page) => page.locator('.ant-message-notice').filter({ hasText: /权限/ });

test('a member whose role holds only the dashboard sees only it, and a typed admin URL shows /401', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const customerId = await demoHospitalId(request);
  const roles = await api.get<{
    list: { id: number; name: string; customerId: number; permissionIds: number[] }[];
  }>(`${resourcePath('roles')}?keyword=${encodeURIComponent('普通用户')}&customerId=${customerId}`);
  const role = roles.list.find((r) => r.customerId === customerId && r.name === '普通用户');
  expect(role).toBeTruthy();
  const dashboard = await dashboardMenus(request);
  expect(dashboard).toHaveLength(2);
  const account = `9${Date.now() % 1e9}`;
  await api.post(resourcePath('members'), {
    customerId,
    account,
    realName: '限制成员',
    password: PASSWORD,
    repassword: PASSWORD,
    status: 1,
  });
  const update = await api.send('PUT', resourcePath('roles', role!.id), { permissionIds: dashboard });
  expect(update.retCode, JSON.stringify(update)).toBe('000000');
  const password = await setOwnPassword(request, account, PASSWORD);
  try {
    await signIn(page, account, password);
    await expect(page).toHaveURL(/\/web\/dashboard\/index$/);
    await expect(sidebar(page).getByRole('menuitem')).toHaveText(['首页']);
    // The pinned tab is the dashboard only: no "Accounts" tab for a member.
    await expect(page.getByRole('navigation', { name: '已访问页面' }).getByRole('link')).toHaveText(['首页']);
    await page.goto('device/accounts');
    await expect(page).toHaveURL(/\/web\/401$/);
    await page.goto('user/role');
    await expect(page).toHaveURL(/\/web\/401$/);
    await expect(permissionToasts(page)).toHaveCount(0);
  } finally {
    await api.send('PUT', resourcePath('roles', role!.id), { permissionIds: role!.permissionIds });
  }
});

test('the monitor is reachable for the company administrator from the switcher and the dashboard', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const customerId = await demoHospitalId(request);
  const username = `rm${uniqueSuffix()}`.slice(0, 10);
  await api.post(resourcePath('admins'), {
    customerId,
    username,
    realName: '监控测试',
    password: PASSWORD,
    repassword: PASSWORD,
  });
  await signIn(page, username, await setOwnPassword(request, username, PASSWORD));
  await expect(page).toHaveURL(/\/web\/dashboard\/index$/);
  // No administration page refuses its data to the company administrator.
  await expect(permissionToasts(page)).toHaveCount(0);

  // The dashboard's "In switcher" applications are the switcher's (defect 14).
  const cards = page.getByRole('listitem').filter({ hasText: '可切换' });
  await expect(cards.first()).toBeVisible();
  const tagged = (await cards.getByRole('link').allInnerTexts()).map((s) => s.trim());
  const switcher = page.getByRole('button', { name: /切换应用/ });
  await switcher.click();
  const items = page.locator('.ant-dropdown:visible').getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  expect((await items.allInnerTexts()).map((s) => s.trim())).toEqual(tagged);
  expect(tagged).toContain('监控应用');

  await pickFromDropdown(switcher, items.filter({ hasText: '监控应用' }), () =>
    expect(page).toHaveURL(/\/web\/(roomMonitor|terminalMonitor)\//, { timeout: 3_000 }),
  );
  await sidebar(page).getByText('终端监控').click();
  await sidebar(page).getByRole('menuitem', { name: '终端列表' }).click();
  await expect(page).toHaveURL(/\/web\/terminalMonitor\/terminal$/);

  // From the dashboard: its Monitor card links to the monitor's first page, in the monitor application.
  await page.goto('dashboard/index');
  await page.getByRole('link', { name: '监控应用' }).click();
  await expect(page).toHaveURL(/\/web\/(roomMonitor|terminalMonitor)\//);
  await expect(sidebar(page).getByText('终端监控')).toBeVisible();
});
