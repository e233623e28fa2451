import { expect, test } from '@playwright/test';
import { ADMIN } from './support/constants';
import { DASHBOARD_URL, LABELS, loginForm, signIn } from './support/login-page';

/** Signing in (SPEC §2 /login, §4 session guard), starting signed out. */

test('the login page shows account, password and a submit button', async ({ page }) => {
  await page.goto('login');
  const form = loginForm(page);
  await expect(form.account).toBeVisible();
  await expect(form.account).toBeEditable();
  await expect(form.password).toBeVisible();
  await expect(form.password).toHaveAttribute('type', 'password');
  await expect(form.submit).toBeEnabled();
  await expect(page).toHaveTitle(/.+/);
});

test('the administrator signs in and reaches the dashboard', async ({ page }) => {
  await signIn(page, ADMIN.account, ADMIN.password);
  await expect(page).toHaveURL(DASHBOARD_URL);
  await expect(loginForm(page).submit).toHaveCount(0);
});

test('a wrong password shows an error and stays on the login page', async ({ page }) => {
  await signIn(page, ADMIN.account, 'Wrong#Password1');
  await expect(page.getByText(LABELS.wrongCredentials).first()).toBeVisible();
  await expect(page).toHaveURL(/\/web\/login(\?|$)/);
  await expect(loginForm(page).submit).toBeVisible();
});

test('empty fields are refused before anything is sent', async ({ page }) => {
  await page.goto('login');
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/sys/doLogin')) loginCalls += 1;
  });
  const form = loginForm(page);
  await form.submit.click();
  await expect(form.account).toHaveAttribute('aria-invalid', 'true');
  await expect(form.password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(LABELS.required).first()).toBeVisible();
  await expect(page).toHaveURL(/\/web\/login(\?|$)/);
  expect(loginCalls).toBe(0);
});

test('a deep link while signed out goes to /login?redirect=… and back after signing in', async ({ page }) => {
  await page.goto('profile/index?tab=1');
  await expect(page).toHaveURL(/\/web\/login\?redirect=/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/web/login');
  expect(url.searchParams.get('redirect')).toBe('/profile/index?tab=1');

  const form = loginForm(page);
  await form.account.fill(ADMIN.account);
  await form.password.fill(ADMIN.password);
  await form.submit.click();
  await expect(page).toHaveURL(/\/web\/profile\/index\?tab=1$/);
});

test('an unknown deep link while signed out also goes to /login with the redirect', async ({ page }) => {
  await page.goto('no/such/page');
  await expect(page).toHaveURL(/\/web\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/no/such/page');
});

test('/ on the server opens the console', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.ok()).toBe(true);
  // Signed out: / -> /web/ -> the login page.
  await expect(page).toHaveURL(/\/web\/login/);
});
