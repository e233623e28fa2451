import { expect, type Page } from '@playwright/test';

/**
 * The login screen, found by accessible role and label (antd Form items carry labels), in either
 * language: the browser locale decides (playwright.config.ts uses zh-CN, SPEC's default).
 */
export const LABELS = {
  account: /账号|帐号|用户名|account|user\s*name/i,
  password: /密码|password/i,
  submit: /登\s*录|log\s*in|sign\s*in/i,
  wrongCredentials: /账号或密码错误|帐号或密码错误|incorrect account or password/i,
  required: /不能为空|必填|required|cannot be empty/i,
};

/** Where signing in lands: the dashboard (the console opens its first child, /dashboard/index). */
export const DASHBOARD_URL = /\/web\/dashboard(\/index)?$/;

export function loginForm(page: Page) {
  return {
    account: page.getByRole('textbox', { name: LABELS.account }),
    // A password input has no ARIA role: find it by its label.
    password: page.getByLabel(LABELS.password, { exact: false }).and(page.locator('input[type="password"]')),
    submit: page.getByRole('button', { name: LABELS.submit }),
  };
}

/** Opens /web/login (or the given login URL) and signs in through the form. */
export async function signIn(page: Page, account: string, password: string, url = 'login') {
  await page.goto(url);
  const form = loginForm(page);
  await expect(form.account).toBeVisible();
  await form.account.fill(account);
  await form.password.fill(password);
  await form.submit.click();
}
