import { expect, test } from '@playwright/test';
import { DASHBOARD_URL, loginForm } from './support/login-page';

/** Signed in (storage state from auth.setup.ts): the session guard of SPEC §4. */

test('the console opens on the dashboard', async ({ page }) => {
  await page.goto('');
  await expect(page).toHaveURL(DASHBOARD_URL);
  await expect(page.getByRole('main').first()).toBeVisible();
});

test('/login while signed in leaves the login page', async ({ page }) => {
  await page.goto('login');
  await expect(page).toHaveURL(DASHBOARD_URL);
  await expect(loginForm(page).submit).toHaveCount(0);
});

test('a deep link reloads in place', async ({ page }) => {
  await page.goto('profile/index');
  await expect(page).toHaveURL(/\/web\/profile\/index$/);
  await page.reload();
  await expect(page).toHaveURL(/\/web\/profile\/index$/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('no/such/page');
  await expect(page).toHaveURL(/\/web\/404$/);
});
