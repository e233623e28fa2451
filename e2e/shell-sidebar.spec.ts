import { expect, test } from '@playwright/test';
import { DASHBOARD_URL } from './support/login-page';

/**
 * The sidebar renders the items of open submenus only (issue 12: antd's Menu rendered every
 * item of the menu tree on each render); a closed submenu's items come when it opens, by mouse
 * or keyboard, and the keyboard walks into them.
 */
test('a closed submenu opens from the keyboard and its items are reachable', async ({ page }) => {
  await page.goto('dashboard/index');
  await expect(page).toHaveURL(DASHBOARD_URL);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  const live = nav.getByRole('menuitem', { name: '直播管理' });
  await expect(live).toBeVisible();
  // closed: its items are not in the page at all, not even hidden
  await expect(nav.getByText('直播列表')).toHaveCount(0);

  await live.focus();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('menuitem', { name: '直播列表' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('menuitem', { name: '直播间管理' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/web\/live\/liveManage$/);
  // the open submenu stays open on its page
  await expect(nav.getByRole('menuitem', { name: '直播列表' })).toBeVisible();
});

test('a closed submenu opens with the mouse', async ({ page }) => {
  await page.goto('dashboard/index');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav.getByText('视频列表')).toHaveCount(0);
  await nav.getByRole('menuitem', { name: '点播管理' }).click();
  await nav.getByRole('menuitem', { name: '视频列表' }).click();
  await expect(page).toHaveURL(/\/web\/vod\/videoList$/);
});
