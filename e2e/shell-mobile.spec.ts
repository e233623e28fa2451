import { expect, test } from '@playwright/test';
import { DASHBOARD_URL } from './support/login-page';

/** SPEC §2/§9: below 992 px the console is in mobile mode, the sidebar a drawer closed on navigation. */

test.use({ viewport: { width: 375, height: 812 } });

test('at 375 px the sidebar is a drawer that closes after navigating', async ({ page }) => {
  await page.goto('dashboard/index');
  await expect(page).toHaveURL(DASHBOARD_URL);

  // Closed at first: no fixed sidebar, no menu; the desktop-only tools are gone.
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu).toBeHidden();
  await expect(page.locator('.ant-layout-sider').filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '布局大小' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '面包屑导航' })).toHaveCount(0);

  const toggle = page.getByRole('button', { name: '切换侧边栏' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The menu floats over the page (a drawer): the content keeps the full width.
  expect((await page.locator('#main-content').boundingBox())?.x).toBe(0);

  await menu.getByRole('menuitem', { name: /(^|\s)企业管理$/ }).click();
  await expect(page).toHaveURL(/\/web\/baseinfo\/companyManage$/);
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { name: '企业管理' })).toBeVisible();
});

test('at 375 px the drawer also closes when tapping outside it', async ({ page }) => {
  await page.goto('dashboard/index');
  await page.getByRole('button', { name: '切换侧边栏' }).click();
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu).toBeVisible();
  await page.mouse.click(360, 400);
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(DASHBOARD_URL);
});
