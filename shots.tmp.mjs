// Screenshots of console pages: node shots.mjs <base> <lang zh|en> <width> <outdir> <path>...
import { chromium } from '@playwright/test';
const [base, lang, width, out, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, locale: 'zh-CN' });
await context.addCookies([{ name: 'language', value: lang, url: `${base}/web/` }]);
const page = await context.newPage();
await page.goto(`${base}/web/login`);
await page.getByRole('textbox', { name: /账号|account/i }).fill('admin');
await page.locator('input[type="password"]').fill('Admin#2026');
await page.getByRole('button', { name: /登\s*录|log\s*in|sign\s*in/i }).click();
await page.waitForURL(/dashboard/);
for (const p of paths) {
  await page.goto(`${base}/web/${p}`);
  await page.waitForTimeout(3500);
  await page.screenshot({ path: `${out}/${p.replace(/\//g, '_')}-${lang}-${width}.png`, fullPage: false });
}
await browser.close();
