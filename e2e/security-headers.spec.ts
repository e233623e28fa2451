import { expect, test } from '@playwright/test';
import { ADMIN } from './support/constants';
import { DASHBOARD_URL, signIn } from './support/login-page';

/**
 * The console under its own Content-Security-Policy (issue 13, ADR 0015): signing in, the
 * dashboard with its WebSocket and a list page run without one violation.
 */

test.use({ storageState: { cookies: [], origins: [] } });

test('the console works under its Content-Security-Policy', async ({ page }) => {
  const violations: string[] = [];
  // Survives full page loads, unlike a listener's state inside one document.
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    // The event bubbles from the document to the window; e2e code has no DOM types.
    const scope = globalThis as unknown as {
      addEventListener: (
        type: string,
        listener: (event: {
          violatedDirective: string;
          blockedURI: string;
          sourceFile: string;
          lineNumber: number;
        }) => void,
      ) => void;
      reportCspViolation: (text: string) => void;
    };
    scope.addEventListener('securitypolicyviolation', (event) =>
      scope.reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });

  const response = await page.goto('login');
  const headers = response!.headers();
  expect({
    // our own scripts, and index.html's inline script by its hash (docs/adr/0016 §9): nothing else
    csp: /(^|;)script-src 'self'( 'sha256-[A-Za-z0-9+/]+={0,2}')*;/.test(
      headers['content-security-policy'] ?? '',
    ),
    frame: headers['x-frame-options'],
    sniff: headers['x-content-type-options'],
  }).toEqual({ csp: true, frame: 'DENY', sniff: 'nosniff' });

  await signIn(page, ADMIN.account, ADMIN.password);
  await expect(page).toHaveURL(DASHBOARD_URL);
  await page.goto('baseinfo/companyManage');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await page.reload();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  expect(violations).toEqual([]);
});
