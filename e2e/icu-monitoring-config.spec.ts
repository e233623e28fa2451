import { expect, test, type Page } from '@playwright/test';
import { adminApi, resourcePath } from './support/admin-api';
import { button, row, searchList, toast, uniqueSuffix } from './support/resource-page';

/**
 * Intensive-care configuration (issue 15): a ward's limit set, overridden at one bed, each shown
 * as set here or inherited; a user-defined indicator deleted after its confirmation counts the
 * thresholds that go with it.
 */

/** The cell of one limit of one indicator in a threshold table. */
const limit = (page: Page, code: string, field: string) => page.getByTestId(`limit-${code}-${field}`);

/** Opens the indicator's threshold form from its table row and saves one limit. */
async function setLimit(page: Page, name: string, action: string, label: string, value: string) {
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: button(action) })
    .click();
  const dialog = page.getByRole('dialog').filter({ hasText: name });
  await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: button('保存') }).click();
  await expect(dialog).toBeHidden();
}

test('set a ward threshold, override it at a bed, see inherited and own limits, delete the indicator', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const id = uniqueSuffix();
  const admin = await adminApi(request);
  const code = `e2e${id}`;
  const name = `E2E指标${id}`;
  const indicator = await admin.post<{ id: number }>(resourcePath('monitoringIndicators'), {
    code,
    name,
    unit: 'bpm',
    warningLow: 50,
    warningHigh: 110,
    alarmHigh: 130,
  });
  const ward = await admin.post<{ id: number }>(resourcePath('wards'), {
    name: `E2E病区${id}`,
    code: `M${id}`,
  });
  const bed = await admin.post<{ id: number }>(resourcePath('beds'), {
    wardId: ward.id,
    number: 1,
    code: `M${id}-1`,
    name: `${id}床1`,
  });

  // The ward's limit: warning high 100, the rest from the indicator.
  await page.goto(`baseMedical/wardDetail/${ward.id}/wardMonitorSetting`);
  await expect(limit(page, code, 'warningHigh')).toContainText('110');
  await expect(limit(page, code, 'warningHigh')).toContainText('继承指标默认');
  await setLimit(page, name, '覆盖', '预警上限', '100');
  await expect(limit(page, code, 'warningHigh')).toContainText('100');
  await expect(limit(page, code, 'warningHigh')).toContainText('本级设置');

  // The bed inherits it, then overrides it; the alarm limit stays the indicator's.
  await page.goto(`baseMedical/bedDetail/${bed.id}/bedMonitorSetting`);
  await expect(limit(page, code, 'warningHigh')).toContainText('100');
  await expect(limit(page, code, 'warningHigh')).toContainText('继承病区');
  // Out of order with what it inherits (alarm high 130): refused with the rule.
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: button('覆盖') })
    .click();
  const form = page.getByRole('dialog').filter({ hasText: name });
  await form.getByLabel('预警上限').fill('140');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(form.getByText(/与继承的阈值一起须依次递增/)).toBeVisible();
  await form.getByLabel('预警上限').fill('105');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(form).toBeHidden();
  await expect(limit(page, code, 'warningHigh')).toContainText('105');
  await expect(limit(page, code, 'warningHigh')).toContainText('本级设置');
  await expect(limit(page, code, 'alarmHigh')).toContainText('130');
  await expect(limit(page, code, 'alarmHigh')).toContainText('继承指标默认');

  // Deleting the indicator says what goes with it: the ward's and the bed's rows.
  await page.goto('aiIcu/monitoringIndicatorManagement');
  await searchList(page, code);
  await expect(row(page, name)).toBeVisible();
  await row(page, name)
    .getByRole('button', { name: button('删除') })
    .click();
  const dialog = page.getByRole('dialog').filter({ hasText: '删除监测指标将同时删除其下的全部数据' });
  await expect(dialog.getByTestId('deletion-counts')).toContainText('病区与床位阈值 2 条（删除）');
  await dialog.getByRole('button', { name: button('删除') }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, /删除/)).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
  const left = await admin.send<unknown>('GET', resourcePath('monitoringIndicators', indicator.id));
  expect(left.retCode).toBe('404001');
  const thresholds = await admin.get<{ total: number }>(
    `${resourcePath('indicatorThresholds')}?indicatorId=${indicator.id}`,
  );
  expect(thresholds.total).toBe(0);
});

test('a built-in indicator offers no delete', async ({ page, request }) => {
  const admin = await adminApi(request);
  const list = await admin.get<{ list: { customerId: number; name: string }[] }>(
    `${resourcePath('monitoringIndicators')}?code=heartRate&builtIn=true`,
  );
  // The demo seed gives every ICU company the built-in indicators.
  const builtIn = list.list[0];
  expect(builtIn).toBeTruthy();
  await page.goto('aiIcu/monitoringIndicatorManagement');
  await searchList(page, 'heartRate');
  const line = row(page, builtIn!.name).first();
  await expect(line).toBeVisible();
  await expect(line.getByRole('button', { name: button('删除') })).toHaveCount(0);
});
