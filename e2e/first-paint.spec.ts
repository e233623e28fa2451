import { expect, test, type Page } from '@playwright/test';
import { loginForm } from './support/login-page';

/**
 * The first paint comes from index.html (issue 12, docs/adr/0016 §9): the login page (or, with a
 * session, the console's loading state) is drawn before any script or stylesheet arrives, in the
 * page's language, by an inline head script the Content-Security-Policy allows by its hash; React
 * then draws the same login in its place, never unstyled.
 */

/** Records CSP violations of the page (the head script is inline: only its hash allows it). */
async function cspViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

/** Nothing of the build's assets arrives: what shows is index.html alone. */
async function withoutAssets(page: Page) {
  await page.route('**/web/assets/**', (route) => route.abort());
}

/** A box relative to the login card's, rounded to the pixel. */
async function boxIn(page: Page, card: string, selector: string) {
  const [outer, inner] = await Promise.all([
    page.locator(card).boundingBox(),
    page.locator(selector).first().boundingBox(),
  ]);
  if (!outer || !inner) throw new Error(`${card} / ${selector} not drawn`);
  return [inner.x - outer.x, inner.y - outer.y, inner.width, inner.height].map(Math.round);
}

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the login is drawn from the page alone, in Chinese by default', async ({ page }) => {
    const violations = await cspViolations(page);
    await withoutAssets(page);
    await page.goto('login');
    // (the accessible name leaves out the other language's hidden text)
    await expect(page.getByRole('heading', { level: 1, name: '云平台管理系统', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'login');
    await expect(page.getByText('请使用您的账号登录')).toBeVisible();
    await expect(page.getByText('Sign in with your account')).toBeHidden();
    await expect(page.getByRole('status')).toBeHidden();
    expect(violations).toEqual([]);
  });

  test.describe('with an English browser', () => {
    test.use({ locale: 'en-US' });

    test('the page is in English before any script of the console runs', async ({ page }) => {
      const violations = await cspViolations(page);
      await withoutAssets(page);
      await page.goto('login');
      // Only the head script (allowed by its hash) can have picked English.
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Cloud Platform Console', exact: true }),
      ).toBeVisible();
      await expect(page.getByText('Sign in with your account')).toBeVisible();
      await expect(page.getByText('请使用您的账号登录')).toBeHidden();
      expect(violations).toEqual([]);
    });
  });

  test("React's login takes the static one's place, laid out alike and styled from its first frame", async ({
    page,
  }) => {
    await withoutAssets(page);
    await page.goto('login');
    const card = 'section[aria-labelledby="fp-title"]';
    const staticLayout = {
      card: (await page.locator(card).boundingBox())?.width,
      title: await boxIn(page, card, 'h1'),
      subtitle: await boxIn(page, card, 'p'),
      account: await boxIn(page, card, '.fp-input'),
    };

    await page.unrouteAll();
    await page.goto('login');
    // The first animation frame with the form: antd's styles must already apply to it.
    const firstFrame = await page.waitForFunction(
      () => {
        // evaluated in the page (e2e code has no DOM types; a function, as the CSP allows no eval)
        const page = globalThis as unknown as {
          document: { querySelector: (selector: string) => object | null };
          getComputedStyle: (element: object) => { backgroundColor: string };
        };
        const submit = page.document.querySelector('button[type="submit"]');
        return submit ? page.getComputedStyle(submit).backgroundColor : false;
      },
      undefined,
      { polling: 'raf' },
    );
    expect(await firstFrame.jsonValue()).toBe('rgb(43, 123, 178)');
    await expect(loginForm(page).account).toBeVisible();
    await expect(page.locator(card)).toHaveCount(0);
    const react = 'section[aria-labelledby="login-title"]';
    // The title is the platform's name once the server has answered: compare its place, not its width.
    const title = await boxIn(page, react, 'h1');
    expect({
      card: (await page.locator(react).boundingBox())?.width,
      title: [...title.slice(0, 2), staticLayout.title[2], title[3]],
      subtitle: await boxIn(page, react, 'p'),
      account: await boxIn(page, react, '#login-account'),
    }).toEqual(staticLayout);
  });
});

test('with a session, the page shows the console loading, not a login form', async ({ page }) => {
  const violations = await cspViolations(page);
  await withoutAssets(page);
  await page.goto('dashboard/index');
  await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'console');
  await expect(page.getByRole('status').getByText('加载中…', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').getByText('Loading…', { exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();

  // With its code, the signed-in console applies all of antd's styles, not the login's part.
  await page.unrouteAll();
  await page.goto('dashboard/index');
  await expect(page.getByRole('navigation').getByRole('menuitem').first()).toBeVisible();
  expect(
    await page.evaluate(
      // evaluated in the page
      `[...document.querySelectorAll('link[rel="stylesheet"][data-console-styles]')].map(
        (link) => new URL(link.href).pathname.replace(/-[\\w-]+\\.css$/, '.css'),
      )`,
    ),
  ).toEqual(['/web/assets/index.css']);
  expect(violations).toEqual([]);
});
