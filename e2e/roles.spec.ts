import { expect, test, type Page } from '@playwright/test';
import {
  choose,
  fieldError,
  confirmDelete,
  drawer,
  row,
  toast,
  uniqueSuffix,
  button,
} from './support/resource-page';

/**
 * Roles (/user/role) on the resource engine. The platform administrator's roles are the platform
 * organisation's: its "超级管理员" (cloudAdmin) role is held by the administrator.
 */

const LIST = 'user/role';

async function openCreateForm(page: Page) {
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: '角色管理' })).toBeVisible();
  await page.getByRole('button', { name: button('新增') }).click();
  const form = drawer(page, '新增角色');
  await expect(form).toBeVisible();
  return form;
}

test('create a role with a menu, then delete it', async ({ page }) => {
  const name = `测试${uniqueSuffix().slice(-4)}`;
  const form = await openCreateForm(page);
  await form.getByLabel('角色名称', { exact: true }).fill(name);
  await choose(form, '角色值', '医生');
  await choose(form, '角色类型', '医生');
  const firstMenu = form.getByRole('treeitem').first();
  await firstMenu.locator('.ant-tree-checkbox').click();
  await expect(firstMenu.locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已创建')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(row(page, name)).toContainText('医生');

  // Nobody holds the new role: deleting it is allowed.
  const dialog = await confirmDelete(page, name, /确定删除角色/);
  await expect(dialog).toBeHidden();
  await expect(toast(page, '已删除')).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
});

test('a 9-character name and no menu are refused with their messages', async ({ page }) => {
  const form = await openCreateForm(page);
  await form.getByLabel('角色名称', { exact: true }).fill('角色名称九个字符长');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(fieldError(form, '角色名称最多 8 个字符')).toBeVisible();
  await expect(fieldError(form, '请至少选择一个菜单')).toBeVisible();
  await expect(form.getByLabel('角色名称', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  // A valid name: only the menu is still missing.
  await form.getByLabel('角色名称', { exact: true }).fill('八个字符的名称');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(fieldError(form, '角色名称最多 8 个字符')).toBeHidden();
  await expect(form.getByLabel('角色名称', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await expect(fieldError(form, '请至少选择一个菜单')).toBeVisible();
  await expect(form).toBeVisible();
});

test('deleting the role the administrator holds is refused', async ({ page }) => {
  await page.goto(LIST);
  const held = row(page, '超级管理员');
  await expect(held).toBeVisible();
  const dialog = await confirmDelete(page, '超级管理员', /确定删除角色/);
  await expect(toast(page, '角色正在被用户使用，不能删除')).toBeVisible();
  // The confirmation stays open for another try; cancel it and the role is still there.
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: button('取消') }).click();
  await expect(dialog).toBeHidden();
  await expect(held).toBeVisible();
});
