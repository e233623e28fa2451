import { expect, test, type Page } from '@playwright/test';
import { API } from './support/constants';
import { button, row, toast, useLanguage } from './support/resource-page';

/**
 * Members (/device/memberManage): a member app applies with the demo hospital's apply code, the
 * request is agreed in the console's approval page, and the new member is in the member list.
 * Also: reject needs a reason, and deleting a contact warns that calls between them stop.
 */

const MEET = `${API}/platformMeet/V4.2/member`;
/** The demo hospital's apply code (server seed). */
const APPLY_CODE = 'DEMO2026';

/** A fresh numeric account (members sign in with digits). */
function newAccount(): string {
  return `15${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 10)}`;
}

async function applyAs(page: Page, account: string, realName: string) {
  const res = await page.request.post(`${MEET}/apply`, {
    data: { applyCode: APPLY_CODE, account, realName, password: 'Member#2026', repassword: 'Member#2026' },
    headers: { token: '' },
  });
  expect(await res.json()).toMatchObject({ resultnum: '0000' });
}

test('a pending member approved in the console appears in the member list', async ({ page }) => {
  const account = newAccount();
  await applyAs(page, account, '端到端');

  await page.goto('device/memberManage/approvalManage');
  await expect(page.getByRole('tab', { name: '待审批', selected: true })).toBeVisible();
  const request = row(page, account);
  await expect(request).toContainText('端到端');
  await request.getByRole('button', { name: button('同意') }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '同意“端到端”的申请？' });
  await expect(confirm).toContainText(account);
  await confirm.getByRole('button', { name: button('同意') }).click();
  await expect(toast(page, '已同意，成员已创建')).toBeVisible();
  await expect(row(page, account)).toHaveCount(0);

  await page.getByRole('tab', { name: '已同意' }).click();
  await expect(row(page, account)).toContainText('已同意');

  await page.goto('device/memberManage');
  await page
    .getByRole('textbox', { name: /关键字|搜索/ })
    .first()
    .fill(account);
  await page.keyboard.press('Enter');
  await expect(row(page, account)).toContainText('端到端');
  await expect(row(page, account)).toContainText('启用');
});

test('rejecting a request needs a reason', async ({ page }) => {
  const account = newAccount();
  await applyAs(page, account, '驳回测试');
  await page.goto('device/memberManage/approvalManage');
  await row(page, account)
    .getByRole('button', { name: button('驳回') })
    .click();
  const dialog = page.getByRole('dialog', { name: '驳回“驳回测试”的申请' });
  await dialog.getByRole('button', { name: button('驳回') }).click();
  await expect(dialog.getByText('请填写驳回原因')).toBeVisible();
  await dialog.getByLabel('驳回原因').fill('资料不全');
  await dialog.getByRole('button', { name: button('驳回') }).click();
  await expect(toast(page, '已驳回')).toBeVisible();
  await page.getByRole('tab', { name: '已驳回' }).click();
  await expect(row(page, account)).toContainText('资料不全');
});

test('deleting a contact warns that video conferences between them stop (en)', async ({
  page,
  context,
}, testInfo) => {
  await useLanguage(context, testInfo, 'en');
  await page.goto('device/memberManage');
  await page
    .getByRole('textbox', { name: /keyword|search/i })
    .first()
    .fill('13900001010');
  await page.keyboard.press('Enter');
  await row(page, '13900001010')
    .getByRole('link', { name: /Details/ })
    .click();
  await page.getByRole('tab', { name: 'Contacts' }).click();
  const contacts = page.getByRole('tabpanel');
  const first = contacts.getByRole('row').nth(1);
  const name = (await first.getByRole('link').first().textContent()) ?? '';
  await first.getByRole('button', { name: /Delete/ }).click();
  const dialog = page
    .getByRole('dialog')
    .filter({ hasText: 'Deleting a friend stops video conferences between them' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Delete/ }).click();
  await expect(toast(page, 'Contact deleted')).toBeVisible();
  await expect(contacts.getByRole('link', { name })).toHaveCount(0);
});
