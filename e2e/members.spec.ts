import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, API } from './support/constants';
import {
  button,
  choose,
  discardForm,
  drawer,
  fieldError,
  importFile,
  refusedRow,
  row,
  toast,
  useLanguage,
  xlsxFile,
} from './support/resource-page';

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

test('add a member for a company, refuse a duplicate account, and import with a bad row', async ({
  page,
  request,
}, testInfo) => {
  const account = newAccount();
  await page.goto('device/memberManage');
  await page.getByRole('button', { name: button('新增') }).click();
  const form = drawer(page, '新增成员');
  await choose(form, '所属企业', '演示医院');
  await form.getByLabel('账号', { exact: true }).fill(account);
  await form.getByLabel('真实姓名', { exact: true }).fill('新增成员');
  await form.getByLabel('密码', { exact: true }).fill('Member#2026');
  await form.getByLabel('确认密码', { exact: true }).fill('Member#2026');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已创建')).toBeVisible();
  await expect(row(page, account)).toContainText('演示医院');

  await page.getByRole('button', { name: button('新增') }).click();
  await choose(form, '所属企业', '演示医院');
  await form.getByLabel('账号', { exact: true }).fill(account);
  await form.getByLabel('真实姓名', { exact: true }).fill('重复');
  await form.getByLabel('密码', { exact: true }).fill('Member#2026');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(fieldError(form, '账号已存在')).toBeVisible();
  await discardForm(page, form);

  // The platform administrator names the company of imported rows by its id.
  const login = await request.post(`${API}/accountServer/api/1.0/sys/doLogin`, { data: ADMIN });
  const token = ((await login.json()) as { retData: { accessToken: string } }).retData.accessToken;
  const companies = await request.get(`${API}/console/api/v1/companies?keyword=demohospital`, {
    headers: { token },
  });
  const demoId = ((await companies.json()) as { retData: { list: { id: number }[] } }).retData.list[0]!.id;
  const good = newAccount();
  const file = testInfo.outputPath('members.xlsx');
  fs.writeFileSync(
    file,
    xlsxFile([
      ['所属企业', '账号', '真实姓名', '密码'],
      [demoId, good, '导入成员', 'Import#2026'],
      [demoId, 'abc', '坏行', 'Import#2026'],
    ]),
  );
  const dialog = await importFile(page, '导入成员', file);
  await expect(dialog.getByText('2 行中有 1 行不合格，未导入任何数据')).toBeVisible();
  await refusedRow(dialog, '账号不能为空且只能为数字', 3);
  await dialog.getByRole('button', { name: '只导入合格的 1 行' }).click();
  await expect(dialog.getByText('已导入 1 / 2 行')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row(page, good)).toContainText('导入成员');
});

test('a member’s visit settings: the defaults until the first save, SPEC bounds, kept after a reload', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const login = await request.post(`${API}/accountServer/api/1.0/sys/doLogin`, { data: ADMIN });
  const token = ((await login.json()) as { retData: { accessToken: string } }).retData.accessToken;
  const companies = await request.get(`${API}/console/api/v1/companies?keyword=demohospital`, {
    headers: { token },
  });
  const demoId = ((await companies.json()) as { retData: { list: { id: number }[] } }).retData.list[0]!.id;
  const created = await request.post(`${API}/console/api/v1/members`, {
    headers: { token },
    data: { customerId: demoId, account: newAccount(), realName: '探视家属', password: 'Member#2026' },
  });
  const memberId = ((await created.json()) as { retData: { id: number } }).retData.id;

  await page.goto(`device/memberManage/memberDatail/${memberId}/visitSetting`);
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('尚未设置');
  await panel.getByRole('button', { name: button('编辑探视设置') }).click();
  const form = drawer(page, '编辑探视设置');
  await expect(form).toBeVisible();
  await form.getByLabel('每次探视时长 (分钟)', { exact: true }).fill('101');
  await form.getByLabel('超时时间 (秒)', { exact: true }).fill('301');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(fieldError(form, '每次探视时长 (分钟)超过允许的长度或最大值')).toBeVisible();
  await expect(fieldError(form, '超时时间 (秒)超过允许的长度或最大值')).toBeVisible();
  await form.getByLabel('每次探视时长 (分钟)', { exact: true }).fill('45');
  await form.getByLabel('超时时间 (秒)', { exact: true }).fill('120');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已创建')).toBeVisible();
  await expect(form).toBeHidden();

  await page.reload();
  await expect(panel).not.toContainText('尚未设置');
  await expect(panel.getByRole('row').filter({ hasText: '每次探视时长' })).toContainText('45');
  await expect(panel.getByRole('row').filter({ hasText: '超时时间' })).toContainText('120');
  await page.screenshot({ path: testInfo.outputPath('member-visit-zh.png'), fullPage: true });
});
