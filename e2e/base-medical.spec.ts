import { expect, test } from '@playwright/test';
import { adminApi, resourcePath } from './support/admin-api';
import { button, choose, row, searchList, toast, uniqueSuffix } from './support/resource-page';

/**
 * Base medical data (issue 14): a patient admitted to a bed, transferred, discharged, and the
 * record's access history read — each step through the console against the real server.
 */

/** A valid resident id card born 1980-01-01 (GB 11643 checksum). */
const ID_CARD = '110105198001011238';

test('admit a patient to a bed, transfer, discharge, and read the access history', async ({
  page,
  request,
}) => {
  // a long flow: list, record, admission, transfer, ward grid, discharge, history
  test.setTimeout(90_000);
  const id = uniqueSuffix();
  const admin = await adminApi(request);
  const ward = await admin.post<{ id: number }>(resourcePath('wards'), {
    name: `E2E病区${id}`,
    code: `W${id}`,
  });
  for (const number of [1, 2])
    await admin.post(resourcePath('beds'), {
      wardId: ward.id,
      number,
      code: `E2E${id}-${number}`,
      name: `${id}床${number}`,
    });
  const hospitalNumber = `ZY${id}`;
  const name = `患者${id}`;
  const patient = await admin.post<{ id: number }>(resourcePath('patients'), {
    name,
    sex: 'female',
    age: new Date().getUTCFullYear() - 1980,
    idCard: ID_CARD,
    phone: '13812345678',
    hospitalNumber,
  });

  // The list masks the id card and the phone (columns the column settings add).
  await page.goto('baseMedical/basePatientManage');
  await searchList(page, hospitalNumber);
  await page.getByRole('button', { name: '列设置' }).click();
  await page.getByRole('checkbox', { name: '身份证号' }).check();
  await page.getByRole('checkbox', { name: '联系电话' }).check();
  await page.keyboard.press('Escape');
  await expect(row(page, name)).toContainText('110105********1238');
  await expect(row(page, name)).toContainText('138****5678');
  await expect(row(page, name)).not.toContainText(ID_CARD);

  // The record shows them in full.
  await page.goto(`baseMedical/patientDetail/${patient.id}`);
  await expect(page.getByText(ID_CARD)).toBeVisible();

  const pickBed = async (title: RegExp, number: number, ok: string) => {
    const dialog = page.getByRole('dialog', { name: title });
    await choose(dialog, '床位', `${id}床${number}`, { search: `E2E${id}-${number}` });
    await dialog.getByRole('button', { name: button(ok) }).click();
  };

  await page.getByRole('tab', { name: '住院' }).click();
  await page.getByRole('button', { name: button('入院') }).click();
  await pickBed(/办理入院/, 1, '入院');
  await expect(toast(page, '已入院')).toBeVisible();
  await expect(page.getByText('在院')).toBeVisible();

  await page.getByRole('button', { name: button('转床') }).click();
  await pickBed(/转床/, 2, '转床');
  await expect(toast(page, '已转床')).toBeVisible();

  // The ward's bed grid shows the patient in bed 2, bed 1 free.
  await page.goto(`baseMedical/wardDetail/${ward.id}?tab=beds`);
  await expect(page.getByTestId('bed-cell-2')).toContainText(name);
  await expect(page.getByTestId('bed-cell-1')).toContainText('空床');
  await expect(page.getByTestId('bed-grid-summary')).toContainText('已占用 1 / 2 张床');

  await page.goto(`baseMedical/patientDetail/${patient.id}?tab=admission`);
  await page.getByRole('button', { name: button('出院') }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '出院后床位立即释放' });
  await confirm.getByRole('button', { name: button('出院') }).click();
  await expect(toast(page, '已出院')).toBeVisible();
  await expect(page.getByText('已出院', { exact: true }).last()).toBeVisible();

  await page.getByRole('tab', { name: '访问记录' }).click();
  const history = page.getByTestId('access-history');
  for (const action of ['入院', '转床', '出院', '查看患者档案'])
    await expect(history.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
});

test('deleting a ward says what goes with it first', async ({ page, request }) => {
  const id = uniqueSuffix();
  const admin = await adminApi(request);
  const wardName = `E2E删除病区${id}`;
  const ward = await admin.post<{ id: number }>(resourcePath('wards'), { name: wardName, code: `D${id}` });
  for (const number of [1, 2, 3])
    await admin.post(resourcePath('beds'), {
      wardId: ward.id,
      number,
      code: `D${id}-${number}`,
      name: `${id}床${number}`,
    });
  await page.goto('baseMedical/wardManage');
  await searchList(page, wardName);
  const dialog = page.getByRole('dialog').filter({ hasText: wardName });
  // as confirmAction: a click on the dialog's 删除 was seen to wait out the test in CI (no call log
  // kept); ask again until the delete is confirmed
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await row(page, wardName)
        .getByRole('button', { name: button('删除') })
        .click();
    await expect(dialog.getByTestId('deletion-counts')).toContainText('床位 3 张');
    await dialog.getByRole('button', { name: button('删除') }).click({ timeout: 5_000 });
    await expect(toast(page, '已删除')).toBeVisible();
  }).toPass({ timeout: 50_000 });
  expect((await admin.send('GET', resourcePath('wards', ward.id))).retCode).toBe('404001');
});
