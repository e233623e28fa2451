import { expect, test } from '@playwright/test';
import { button, confirmAction, drawer, row, searchList, toast, uniqueSuffix } from './support/resource-page';

/**
 * School Q&A (issue 20): a question recorded as asked waits for an answer; the answer, given in the
 * form beside the question as asked, makes it answered; closing it (confirmed) puts it away and
 * leaves no way to edit it.
 */
test('record a question, answer it, close it', async ({ page }) => {
  const question = `E2E放学时间${uniqueSuffix()}？`;
  await page.goto('schoolQA/QA');
  await expect(page.getByRole('heading', { name: '问答列表' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: button('新增') }).click();
  const form = drawer(page, /新增问题/);
  await form.getByLabel('问题', { exact: true }).fill(question);
  await form.getByLabel('提问人', { exact: true }).fill('王妈妈');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已创建')).toBeVisible();
  await searchList(page, question);
  const listed = row(page, question);
  await expect(listed).toContainText('待回答');

  await listed.getByRole('button', { name: button('编辑') }).click();
  const answerForm = drawer(page, /编辑问题/);
  // The question as asked is shown, not editable.
  await expect(answerForm.getByLabel('问题', { exact: true })).toBeDisabled();
  await answerForm.getByLabel('回答', { exact: true }).fill('下午四点放学。');
  await answerForm.getByRole('button', { name: button('保存') }).click();
  await expect(answerForm).toBeHidden();
  await expect(listed).toContainText('已回答');

  await confirmAction(page, listed, '关闭', /关闭这个问题？/);
  await expect(toast(page, '问题已关闭')).toBeVisible();
  await expect(listed).toContainText('已关闭');
  await expect(listed.getByRole('button', { name: button('编辑') })).toHaveCount(0);

  await listed.getByRole('button', { name: button('详情') }).click();
  await expect(page).toHaveURL(/\/schoolQA\/QADetail\/\d+$/);
  await expect(page.getByText('下午四点放学。')).toBeVisible();
  await expect(page.getByRole('button', { name: button('编辑') })).toHaveCount(0);
});
