import { expect, test as setup } from '@playwright/test';
import { ADMIN, STORAGE_STATE } from './support/constants';
import { DASHBOARD_URL, signIn } from './support/login-page';

/** Signs the administrator in once through the console; the signed-in project reuses the cookies. */
setup('sign in as the administrator', async ({ page }) => {
  await signIn(page, ADMIN.account, ADMIN.password);
  await expect(page).toHaveURL(DASHBOARD_URL);
  await page.context().storageState({ path: STORAGE_STATE });
});
