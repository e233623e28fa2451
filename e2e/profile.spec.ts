import { expect, test } from '@playwright/test';
import { makeJpeg, makePng } from '../packages/server/test/files';
import { toast } from './support/resource-page';

/** SPEC /profile/index: the signed-in user's avatar, a PNG of at most 2 MB. */

test('the avatar is uploaded from the profile, kept after a reload, and can be removed', async ({ page }) => {
  await page.goto('profile/index');
  const fileInput = page.locator('input[type=file]');

  // Only PNG: a JPEG is refused before anything is sent.
  await fileInput.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: makeJpeg() });
  await expect(page.getByRole('alert').filter({ hasText: 'PNG' })).toBeVisible();

  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(64, 64) });
  await expect(toast(page, '头像已保存')).toBeVisible();
  const current = page.getByRole('img', { name: '当前图片' });
  await expect(current).toHaveAttribute('src', /\/files\/\d+\/avatar\/[0-9a-f]{32}\.png$/);

  await page.reload();
  await expect(current).toHaveAttribute('src', /\/avatar\/[0-9a-f]{32}\.png$/);

  await page.getByRole('button', { name: /移除/ }).click();
  await expect(toast(page, '头像已移除')).toBeVisible();
  await expect(current).toHaveCount(0);
});
