import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminApi, resourcePath } from './support/admin-api';
import { createTerminal } from './support/terminals';
import {
  button,
  closeButton,
  confirmDelete,
  discardForm,
  drawer,
  exportFile,
  fieldError,
  importFile,
  refusedRow,
  row,
  searchList,
  toast,
  uniqueSuffix,
  useLanguage,
  xlsxFile,
} from './support/resource-page';

/** Companies (/baseinfo/companyManage) on the resource engine: form, validation, edit, delete, export, import. */

const LIST = 'baseinfo/companyManage';

/** The value next to a label in a bordered descriptions table. */
const described = (scope: Locator, label: string) =>
  scope.locator('th', { hasText: label }).locator('xpath=following-sibling::td[1]');

async function openList(page: Page) {
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: /企业管理|Companies/ })).toBeVisible();
}

async function createCompany(
  page: Page,
  values: { name: string; account: string; rooms: string; devices: string },
) {
  await page.getByRole('button', { name: button('新增') }).click();
  const form = drawer(page, '新增企业');
  await expect(form).toBeVisible();
  await form.getByLabel('企业名称', { exact: true }).fill(values.name);
  await form.getByLabel('企业账号', { exact: true }).fill(values.account);
  await form.getByLabel('最大会议室数', { exact: true }).fill(values.rooms);
  await form.getByLabel('最大设备数', { exact: true }).fill(values.devices);
  await form.getByRole('button', { name: button('保存') }).click();
  return form;
}

test('create, reject a duplicate account, edit and delete a company', async ({ page }) => {
  const id = uniqueSuffix();
  const name = `E2E企业${id}`;
  const account = `e2e_${id}`;
  await openList(page);

  const form = await createCompany(page, { name, account, rooms: '10', devices: '20' });
  await expect(toast(page, '已创建')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(row(page, name)).toContainText(account);
  await expect(row(page, name)).toContainText('10');

  // The same account again: the server's unique rule comes back on the account field.
  const duplicate = await createCompany(page, { name: `${name}副本`, account, rooms: '1', devices: '1' });
  await expect(fieldError(duplicate, '账号已存在')).toBeVisible();
  await expect(duplicate.getByLabel('企业账号', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await discardForm(page, duplicate);

  // Edit: change max rooms, see it in the list.
  await row(page, name)
    .getByRole('button', { name: button('编辑') })
    .click();
  const edit = drawer(page, `编辑企业：${name}`);
  await expect(edit).toBeVisible();
  const rooms = edit.getByLabel('最大会议室数', { exact: true });
  await expect(rooms).toHaveValue('10');
  await rooms.fill('77');
  await edit.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已保存')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row(page, name)).toContainText('77');

  // Delete through the confirmation dialog.
  const dialog = await confirmDelete(page, name, /确定删除企业/);
  await expect(dialog).toBeHidden();
  await expect(toast(page, '已删除')).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
});

test('a company with a device cannot be deleted (both languages); without it, it can', async ({
  page,
  context,
  request,
}, testInfo) => {
  const id = uniqueSuffix();
  const name = `有设备企业${id}`;
  const api = await adminApi(request);
  const company = await api.post<{ id: number }>(resourcePath('companies'), {
    name,
    account: `dev_${id}`,
    maxRoom: 1,
    maxAccount: 1,
  });
  let terminal: { id: number } | undefined = await createTerminal(request, `E2E终端${id}`, company.id);
  try {
    await openList(page);
    const dialog = await confirmDelete(page, name, /确定删除企业/);
    await expect(toast(page, '该企业下还有 1 台设备，请先删除设备')).toBeVisible();
    // The refusal closes the confirmation (another try cannot succeed); the company is still there.
    await expect(dialog).toBeHidden();
    await expect(row(page, name)).toBeVisible();

    // The same refusal in English.
    await useLanguage(context, testInfo, 'en');
    await openList(page);
    const en = await confirmDelete(page, name, /Delete Company/, 'Delete');
    await expect(toast(page, 'The company has 1 device(s); delete them first')).toBeVisible();
    await expect(en).toBeHidden();
    expect((await api.get<{ name: string }>(resourcePath('companies', company.id))).name).toBe(name);

    // Its device removed, the company can go.
    await api.delete(resourcePath('deviceAccounts', terminal.id));
    terminal = undefined;
    await confirmDelete(page, name, /Delete Company/, 'Delete');
    await expect(toast(page, 'Deleted')).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
    const gone = await api.send('GET', resourcePath('companies', company.id));
    expect(gone.retCode).not.toBe('000000');
  } finally {
    // Leave no company with devices behind (other specs use the newest company).
    if (terminal) await api.send('DELETE', resourcePath('deviceAccounts', terminal.id));
    await api.send('DELETE', resourcePath('companies', company.id));
  }
});

test('an empty form shows the required messages under the fields (Chinese)', async ({ page }) => {
  await openList(page);
  await page.getByRole('button', { name: button('新增') }).click();
  const form = drawer(page, '新增企业');
  await form.getByRole('button', { name: button('保存') }).click();
  for (const label of ['企业名称', '企业账号', '最大会议室数', '最大设备数']) {
    await expect(fieldError(form, `${label}不能为空`)).toBeVisible();
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  }
});

test('an empty form shows the required messages in English with the English cookie', async ({
  page,
  context,
}, testInfo) => {
  await useLanguage(context, testInfo, 'en');
  await openList(page);
  await page.getByRole('button', { name: button('Create') }).click();
  const form = drawer(page, 'New Company');
  await form.getByRole('button', { name: button('Save') }).click();
  for (const label of ['Name', 'Account', 'Max rooms', 'Max devices']) {
    await expect(fieldError(form, `${label} is required`)).toBeVisible();
  }
  await expect(form.getByText('不能为空')).toHaveCount(0);
});

test('export CSV downloads a file with the Chinese column titles', async ({ page }) => {
  await openList(page);
  const file = await exportFile(page, '导出 CSV');
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const text = fs.readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
  const header = text.split(/\r?\n/)[0] ?? '';
  expect(header).toContain('企业名称');
  expect(header).toContain('企业账号');
});

test('import reports the bad row and stores nothing, then keeps the valid rows on request', async ({
  page,
}, testInfo) => {
  const id = uniqueSuffix();
  const good = `导入企业${id}`;
  const bad = `坏行企业${id}`;
  const file = testInfo.outputPath('companies.xlsx');
  fs.writeFileSync(
    file,
    xlsxFile([
      ['企业名称', '企业账号', '最大会议室数', '最大设备数'],
      [good, `imp_${id}`, 5, 6],
      [bad, 'not valid!', 5, 6],
    ]),
  );

  await openList(page);
  const dialog = await importFile(page, '导入企业', file);

  // The report: row 3 (the header is row 1) is bad, nothing was stored.
  await expect(dialog.getByText('2 行中有 1 行不合格，未导入任何数据')).toBeVisible();
  await refusedRow(dialog, '企业账号只能包含字母、数字和下划线', 3);
  await closeButton(dialog).click();
  await expect(dialog).toBeHidden();
  await searchList(page, id);
  await expect(page.getByText('没有符合条件的数据')).toBeVisible();

  // Again, keeping the valid rows.
  await page.getByRole('button', { name: button('导入') }).click();
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByRole('button', { name: button('导入') }).click();
  await dialog.getByRole('button', { name: '只导入合格的 1 行' }).click();
  await expect(dialog.getByText('已导入 1 / 2 行')).toBeVisible();
  await expect(toast(page, '已导入 1 条')).toBeVisible();
  await closeButton(dialog).click();
  await expect(row(page, good)).toContainText(`imp_${id}`);
  await expect(row(page, bad)).toHaveCount(0);

  // Leave the demo companies first in the list again (other specs use the newest company).
  await confirmDelete(page, good, /确定删除企业/);
  await expect(row(page, good)).toHaveCount(0);
});

test('advanced settings: limits said in both languages, saved, still there after a reload', async ({
  page,
  context,
}, testInfo) => {
  // one company through both languages: longer than the default 30 s on a busy machine
  test.slow();
  const id = uniqueSuffix();
  const name = `高级设置${id}`;
  await openList(page);
  const created = await createCompany(page, { name, account: `adv_${id}`, rooms: '5', devices: '5' });
  await expect(created).toBeHidden();

  await row(page, name)
    .getByRole('button', { name: button('高级设置') })
    .click();
  await expect(page).toHaveURL(/\/baseinfo\/companyAdvance\?id=\d+/);
  await expect(page.getByRole('heading', { name: `企业: ${name}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: '录制与存储' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: button('编辑') }).click();
  const form = drawer(page, `编辑企业：${name}`);
  const storage = form.getByLabel('录制存储空间 (G)', { exact: true });
  const alarm = form.getByLabel('存储告警阈值 (%)', { exact: true });
  await storage.fill('9');
  await alarm.fill('101');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(fieldError(form, '分配的存储空间至少 10G')).toBeVisible();
  await expect(fieldError(form, '存储告警阈值 (%)超过允许的长度或最大值')).toBeVisible();

  // More than the disk has: the server's rule comes back on the field, with what is available.
  await storage.fill('999999');
  await alarm.fill('80');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(fieldError(form, /设置的存储空间超出可用空间（可用 \d+G）/)).toBeVisible();

  await storage.fill('20');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已保存')).toBeVisible();
  await expect(form).toBeHidden();
  const settings = page.getByRole('tabpanel');
  await expect(described(settings, '录制存储空间 (G)')).toHaveText('20');
  await expect(described(settings, '存储告警阈值 (%)')).toHaveText('80');

  // After a reload, in English: the saved values, and the limits said in English.
  await useLanguage(context, testInfo, 'en');
  await page.reload();
  await expect(page.getByRole('heading', { name: `Company: ${name}` })).toBeVisible();
  await expect(described(settings, 'Recording storage (GB)')).toHaveText('20');
  await expect(described(settings, 'Storage alarm threshold (%)')).toHaveText('80');
  await page.getByRole('button', { name: button('Edit') }).click();
  const en = drawer(page, `Edit Company: ${name}`);
  await en.getByLabel('Recording storage (GB)', { exact: true }).fill('9');
  await en.getByLabel('Storage alarm threshold (%)', { exact: true }).fill('0');
  await en.getByRole('button', { name: button('Save') }).click();
  await expect(fieldError(en, 'Allocated storage must be at least 10 GB')).toBeVisible();
  await expect(fieldError(en, 'Storage alarm threshold (%) is below the minimum')).toBeVisible();
  await discardForm(page, en, 'Cancel', 'Discard');

  // The other groups are tabs of the same page.
  await page.getByRole('tab', { name: 'Meetings and live streaming' }).click();
  await expect(page).toHaveURL(/tab=meeting/);
  await expect(described(settings, 'Audio quality')).toHaveText('Standard');
});

test('administrators imported on a company’s page belong to that company', async ({ page }, testInfo) => {
  const username = `im${uniqueSuffix()}`;
  const file = testInfo.outputPath('admins.xlsx');
  // No company column: the page decides the company.
  fs.writeFileSync(
    file,
    xlsxFile([
      ['用户名', '真实姓名', '密码', '确认密码'],
      [username, '李娜', 'Kx7#pq', 'Kx7#pq'],
    ]),
  );
  await openList(page);
  await row(page, 'demohospital').getByRole('link', { name: '演示医院', exact: true }).click();
  await page.getByRole('tab', { name: '客户用户与应用' }).click();
  await page.getByRole('button', { name: button('导入') }).click();
  const dialog = page.getByRole('dialog', { name: '导入企业管理员' });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByRole('button', { name: button('导入') }).click();
  await expect(dialog.getByText('已导入 1 / 1 行')).toBeVisible();
  await closeButton(dialog).click();
  await expect(row(page, username)).toContainText('李娜');
});
