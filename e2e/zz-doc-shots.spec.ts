import { test } from '@playwright/test';
import { useLanguage } from './support/resource-page';

for (const language of ['zh', 'en'] as const)
  for (const width of [1280, 390])
    test(`shots ${language} ${width}`, async ({ page, context }, testInfo) => {
      test.setTimeout(180_000);
      await useLanguage(context, testInfo, language);
      await page.setViewportSize({ width, height: 800 });
      const shot = (name: string) =>
        page.screenshot({ path: `/tmp/doc-shots/${name}-${language}-${width}.png`, fullPage: false });
      await page.goto('document/index');
      await page.waitForSelector('section .ant-list-item', { timeout: 60_000 });
      await shot('centre');
      await page.locator('section .ant-list-item a').first().click();
      await page.waitForSelector('.ant-drawer article', { timeout: 30_000 });
      await page.waitForTimeout(500);
      await shot('reader');
      await page.keyboard.press('Escape');
      await page.goto('document/index?q=%E7%9B%91%E6%8A%A4');
      await page.waitForTimeout(2000);
      await shot('search');
      await page.goto('document/list');
      await page.waitForSelector('.ant-table-row', { timeout: 60_000 });
      await shot('list');
      await page.locator('.ant-table-row').first().getByRole('button').nth(1).click();
      await page.waitForSelector('[role=toolbar]', { timeout: 60_000 });
      await page.waitForTimeout(500);
      await shot('edit');
      await page.goto('document/list?tab=categories');
      await page.waitForSelector('.ant-table-row', { timeout: 60_000 });
      await shot('categories');
      await page.goto('document/list');
      await page.waitForSelector('.ant-table-row', { timeout: 60_000 });
      await page.locator('.ant-table-row').first().getByRole('button').first().click();
      await page.waitForURL(/detail/);
      await page.waitForTimeout(2000);
      await shot('detail');
    });
