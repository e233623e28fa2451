import { test } from '@playwright/test';
import { useLanguage } from './support/resource-page';

const pages = [
  ['list', 'device/memberManage'],
  ['approvals', 'device/memberManage/approvalManage'],
  ['expired', 'device/memberManage/approvalManage?status=expired'],
  ['rejected', 'device/memberManage/approvalManage?status=rejected'],
];
for (const lang of ['zh', 'en'] as const) {
  for (const width of [1366, 390]) {
    test(`shots ${lang} ${width}`, async ({ page, context }, testInfo) => {
      await useLanguage(context, testInfo, lang);
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      for (const [name, url] of pages) {
        await page.goto(url!);
        await page.waitForTimeout(1500);
        await page.screenshot({ path: `/tmp/shots/${name}-${lang}-${width}.png`, fullPage: width > 500 });
      }
      await page.goto('device/memberManage');
      await page.waitForTimeout(1000);
      await page.getByRole('link', { name: /详情|Details/ }).first().click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/info-${lang}-${width}.png`, fullPage: width > 500 });
      await page.getByRole('tab', { name: /好友|Contacts/ }).click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/friends-${lang}-${width}.png`, fullPage: width > 500 });
      if (width > 500) {
        await page.goto('device/memberManage');
        await page.waitForTimeout(1000);
        await page.getByRole('button', { name: /新增|Create|New/ }).first().click();
        await page.waitForTimeout(1000);
        await page.screenshot({ path: `/tmp/shots/add-${lang}-${width}.png` });
      }
    });
  }
}
