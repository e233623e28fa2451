import { expect, test, type Page } from '@playwright/test';
import { adminApi, resourcePath } from './support/admin-api';
import { accessibilityViolations } from './support/axe';
import { STORAGE_STATE } from './support/constants';
import { button, toast, uniqueSuffix } from './support/resource-page';

/**
 * Live chat (ADR 28) in two browser contexts against the real server, no stream server needed:
 * a viewer chats on a moderated stream's detail page, the line waits; the auditor (another
 * browser) approves it on the chat audit page; the viewer sees it arrive without a reload, and
 * the online page counts the viewer.
 */
// axe is injected as an inline script, which the console's Content-Security-Policy refuses (as in
// accessibility.spec.ts): the audit is of the pages, not of their policy.
test.use({ bypassCSP: true });

/** No WCAG 2.1 A/AA finding once the page has settled. */
async function expectAccessible(page: Page) {
  await expect.poll(() => accessibilityViolations(page), { intervals: [500, 1000] }).toEqual([]);
}

test('a viewer chats, the auditor approves, the viewer sees it', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const api = await adminApi(request);
  const live = await api.post<{ id: number }>(resourcePath('lives'), {
    name: `E2E直播聊天${uniqueSuffix()}`,
    danmakuAudit: true,
  });
  const line = `请问几点开始？${uniqueSuffix()}`;

  // --- the viewer: the stream's detail page, liveInfo tab with its chat
  await page.goto(`live/liveManage/liveDetail/${live.id}`);
  await expect(page.getByRole('tab', { name: '直播信息' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 30_000,
  });
  const chat = page.locator('.ant-card').filter({ hasText: '直播聊天' });
  await expect(chat.getByText('弹幕审核中')).toBeVisible();
  await expect(chat.getByText('还没有消息')).toBeVisible();
  await expect(chat.getByTestId('live-online-count')).toHaveText('在线：账号 1 · 设备 0');

  // the audit page opens in a new browser tab
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: button('聊天审核') }).click(),
  ]);
  await expect(popup).toHaveURL(new RegExp(`/live/liveManage/chatAudit/${live.id}$`));
  await popup.close();

  const input = chat.getByLabel('聊天消息');
  await input.fill(`  ${line}  `);
  await input.press('Enter');
  await expect(toast(page, '已发送，审核通过后显示')).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(chat.getByTestId('live-chat-line')).toHaveCount(0);

  // --- the auditor, in another browser: the line waits in the queue
  const auditorContext = await browser.newContext({ storageState: STORAGE_STATE, bypassCSP: true });
  try {
    const auditor = await auditorContext.newPage();
    await auditor.goto(`live/liveManage/chatAudit/${live.id}`);
    const pending = auditor.getByTestId('audit-line').filter({ hasText: line });
    await expect(pending).toBeVisible({ timeout: 30_000 });
    await pending.getByRole('button', { name: button('通过') }).click();
    await expect(toast(auditor, '已通过')).toBeVisible();
    await expect(auditor.getByText('没有待审核的消息')).toBeVisible();

    // --- the viewer sees it, live
    await expect(chat.getByTestId('live-chat-line').filter({ hasText: line })).toBeVisible();
    await expectAccessible(page);
    await auditor.getByRole('tab', { name: '已显示' }).click();
    await expect(auditor.getByTestId('audit-line').filter({ hasText: line })).toBeVisible();
    await expectAccessible(auditor);

    // --- the online page counts the viewer (the viewer's page is still open)
    await auditor.goto(`live/liveManage/online/${live.id}`);
    await expect(auditor.getByTestId('online-accounts')).toContainText('1');
    await expectAccessible(auditor);
    await page.close();
    await expect(auditor.getByTestId('online-accounts')).toContainText('0');
  } finally {
    await auditorContext.close();
  }
});
