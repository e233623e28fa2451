import path from 'node:path';
import { createRequire } from 'node:module';
import type * as XlsxModule from '@e965/xlsx';
import {
  expect,
  type BrowserContext,
  type Download,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';

/**
 * Helpers for the generic resource pages (packages/web/src/engine): the list, its create/edit
 * drawer, confirmation dialogs and toasts. Texts are the zh-CN locale's `engine.*` keys.
 */

/** A name no other test (or earlier run on a reused data dir) has used: letters/digits only. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(-7);
}

/** Switches the console's language (the `language` cookie, path /web/) before navigating. */
export async function useLanguage(context: BrowserContext, testInfo: TestInfo, language: 'zh' | 'en') {
  const base = new URL(String(testInfo.project.use.baseURL));
  await context.addCookies([{ name: 'language', value: language, domain: base.hostname, path: '/web/' }]);
}

/** The open create/edit drawer (antd Drawer: role dialog, named by its title). */
export function drawer(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog', { name: title });
}

/** The table row that shows `text` (a unique name). */
export function row(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

/** A dialog's footer 关闭 button, not the × in its corner (both are named 关闭). */
export function closeButton(dialog: Locator): Locator {
  return dialog.getByRole('button', { name: button('关闭') }).filter({ hasText: '关' });
}

/**
 * Cancels an edited form: Cancel, then 放弃修改 / Discard in the confirmation that asks
 * before unsaved changes are thrown away.
 */
export async function discardForm(page: Page, form: Locator, cancel = '取消', discard = '放弃修改') {
  await form.getByRole('button', { name: button(cancel) }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: /放弃未保存的修改|Discard unsaved changes/ })
    .getByRole('button', { name: button(discard) })
    .click();
  await expect(form).toBeHidden();
}

/** A toast (antd message) with the given text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.ant-message-notice').filter({ hasText: text });
}

/** Searches the list by keyword (the search form's 关键字 box, then 搜索). */
export async function searchList(page: Page, keyword: string) {
  const form = page.getByRole('search');
  await form.getByRole('textbox', { name: '关键字' }).fill(keyword);
  await form.getByRole('button', { name: button('搜索') }).click();
}

/**
 * Clicks the action `label` in `scope` and confirms the dialog that asks `question`. Under load a
 * confirmation was seen to close before its 确定 could be clicked (documents.spec: no request
 * sent; the list was answering a search meanwhile): ask again until it is confirmed.
 */
export async function confirmAction(page: Page, scope: Locator, label: string, question: RegExp) {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await expect(async () => {
    if (!(await dialog.isVisible())) await scope.getByRole('button', { name: button(label) }).click();
    await dialog.getByRole('button', { name: button('确定') }).click({ timeout: 5_000 });
    await expect(dialog).toBeHidden({ timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
}

/** Opens the row's delete confirmation and confirms it (`label`: the button's text, 删除 or Delete). */
export async function confirmDelete(page: Page, name: string, title: RegExp, label = '删除') {
  await row(page, name)
    .getByRole('button', { name: button(label) })
    .click();
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button(label) }).click();
  return dialog;
}

/** The antd Select (its root) that holds a combobox. */
function selectOf(box: Locator): Locator {
  return box.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
}

/**
 * Picks an option of an antd Select found by its label. `search`: text to type first (a picker
 * that offers one page of rows and searches the server for the rest); the option list is then
 * replaced when the results arrive, and a click at that moment can miss or land on another row
 * (seen under load): pick again until the Select shows the option as its value.
 */
export async function choose(
  scope: Locator,
  label: string,
  option: string,
  { search }: { search?: string } = {},
) {
  const dropdown = scope.page().locator('.ant-select-dropdown:visible');
  const box = scope.getByLabel(label, { exact: true });
  // A click while the drawer still moves can miss; open and pick again until the choice lands.
  await expect(async () => {
    if ((await dropdown.count()) === 0) await box.click();
    if (search !== undefined) await box.fill(search);
    await dropdown.locator(`.ant-select-item-option[title="${option}"]`).click({ timeout: 2_000 });
    // wait for it to close, so the next Select's dropdown is the only one shown
    await expect(dropdown).toHaveCount(0, { timeout: 2_000 });
    if (search !== undefined)
      await expect(selectOf(box).locator(`[title="${option}"]`).first()).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Adds an option to an antd multiple Select found by its label. A click while the dropdown still
 * opens, or while its options are replaced by search results (`search`: text to type first), can
 * miss (seen under load); pick again until the option shows as selected.
 */
export async function chooseAlso(
  scope: Locator,
  label: string,
  option: string,
  { search }: { search?: string } = {},
) {
  const dropdown = scope.page().locator('.ant-select-dropdown:visible');
  const item = dropdown.locator(`.ant-select-item-option[title="${option}"]`);
  const box = scope.getByLabel(label, { exact: true });
  await expect(async () => {
    if ((await dropdown.count()) === 0) await box.click();
    if (search !== undefined) await box.fill(search);
    if (!(await item.evaluate((node) => node.classList.contains('ant-select-item-option-selected'))))
      await item.click({ timeout: 2_000 });
    await expect(item).toHaveClass(/ant-select-item-option-selected/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Opens the page's 导出 menu and takes `item` (导出 CSV, 导出 Excel (XLSX)): the file it downloads.
 * A click on the menu while it still opens can be lost (seen under load); open and take it again
 * until a download starts.
 */
export async function exportFile(page: Page, item: string): Promise<Download> {
  const menuItem = page.getByRole('menuitem', { name: item });
  let file: Download | undefined;
  await expect(async () => {
    if (!(await menuItem.isVisible())) await page.getByRole('button', { name: button('导出') }).click();
    const download = page.waitForEvent('download', { timeout: 10_000 });
    await menuItem.click({ timeout: 2_000 });
    file = await download;
  }).toPass({ timeout: 45_000 });
  return file!;
}

/** The validation message under a form field (antd's explain text; it has no ARIA role). */
export function fieldError(scope: Locator, text: string | RegExp): Locator {
  return scope.locator('.ant-form-item-explain-error').filter({ hasText: text });
}

/** The server's spreadsheet library (a dependency of packages/server, not of the root). */
function xlsx(): typeof XlsxModule {
  const require = createRequire(new URL('../../packages/server/package.json', import.meta.url));
  return require('@e965/xlsx') as typeof XlsxModule;
}

/** An .xlsx file (first sheet, first row the header) built in memory with the server's library. */
export function xlsxFile(rows: unknown[][]): Buffer {
  const XLSX = xlsx();
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** The rows of the first sheet of an .xlsx or .csv file (a download), header first. */
export function readSheet(file: Buffer): unknown[][] {
  const XLSX = xlsx();
  const book = XLSX.read(file, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  return sheet ? XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null }) : [];
}

/**
 * A button's accessible name: antd puts a space between two Chinese characters ("保 存") and the
 * icon's name before the text ("plus 新增").
 */
/** Open the list's import dialog, choose `file` and import it; the dialog shows the report. */
export async function importFile(page: Page, dialogName: string, file: string): Promise<Locator> {
  await page.getByRole('button', { name: button('导入') }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(dialog.getByText(path.basename(file))).toBeVisible();
  await dialog.getByRole('button', { name: button('导入') }).click();
  return dialog;
}

/** The import report's one refused row (its first cell is the row number in the file). */
export async function refusedRow(dialog: Locator, message: string, fileRow: number) {
  const refused = dialog.getByRole('row').filter({ hasText: message });
  await expect(refused).toHaveCount(1);
  await expect(refused.getByRole('cell').first()).toHaveText(String(fileRow));
}

export function button(text: string): RegExp {
  return new RegExp(`(^|\\s)${[...text].join('\\s*')}$`);
}
