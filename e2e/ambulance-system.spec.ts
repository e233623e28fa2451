import { expect, test } from '@playwright/test';
import { adminApi, resourcePath } from './support/admin-api';
import { API } from './support/constants';
import {
  button,
  choose,
  confirmAction,
  drawer,
  row,
  searchList,
  toast,
  uniqueSuffix,
} from './support/resource-page';

/**
 * Ambulance system (issue 18, ADR 0038): the cloud administrator authorises an external system,
 * copies its API key from the dialog that shows it once, the system calls the ambulance API with
 * it, the key is revoked and the next call is refused; the interface log shows both calls.
 */
test('an external system’s API key: created and shown once, used, revoked, then refused; both calls logged', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = `E2E调度${uniqueSuffix()}`;
  await page.goto('ambulance/system/authorizeManage');
  await expect(page.getByRole('heading', { name: '授权管理', exact: true })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: button('新增') }).click();
  const form = drawer(page, /新增外部系统/);
  await form.getByLabel('系统名称', { exact: true }).fill(name);
  await choose(form, '企业', '演示医院');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已创建')).toBeVisible();

  // The key, once: copied from the dialog.
  const dialog = page.getByRole('dialog', { name: `${name} 的 API 密钥` });
  await expect(dialog.getByText('密钥只显示这一次')).toBeVisible();
  const shown = (await dialog.getByTestId('issued-api-key').innerText()).trim();
  expect(shown).toMatch(/^amb_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: '复制' }).click();
  const apiKey = String(await page.evaluate('navigator.clipboard.readText()'));
  expect(apiKey).toBe(shown);
  await dialog.getByRole('button', { name: button('我已保存') }).click();
  await expect(dialog).toBeHidden();

  // Only its prefix stays on the page.
  await searchList(page, name);
  const listed = row(page, name);
  await expect(listed).toContainText(apiKey.slice(0, 12));
  await expect(listed).not.toContainText(apiKey.slice(12));
  await expect(listed).toContainText('有效');

  const positions = `${API}/console/api/v1/ambulanceApi/positions`;
  const used = await request.get(positions, { headers: { 'x-api-key': apiKey } });
  expect(used.status()).toBe(200);
  const answer = (await used.json()) as { retCode: string; retData: { list: { account: string }[] } };
  expect(answer.retCode).toBe('000000');
  expect(answer.retData.list.length).toBeGreaterThan(0);

  await confirmAction(page, listed, '吊销密钥', /吊销后该系统的调用将被拒绝/);
  await expect(listed).toContainText('已吊销');

  const refused = await request.get(positions, { headers: { 'x-api-key': apiKey } });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { retCode: string }).retCode).toBe('401001');

  // The interface log, searched by this system: the refused call on top of the answered one.
  const api = await adminApi(request);
  const found = await api.get<{ list: { id: number }[] }>(
    `${resourcePath('ambulanceExternalSystems')}?keyword=${encodeURIComponent(name)}`,
  );
  await page.goto(`ambulance/system/interfaceLog?systemId=${found.list[0]!.id}`);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2, { timeout: 15_000 });
  await expect(rows.nth(0)).toContainText('拒绝');
  await expect(rows.nth(0)).toContainText('401001');
  await expect(rows.nth(1)).toContainText('成功');
  await expect(rows.nth(1)).toContainText('000000');
  for (const i of [0, 1]) {
    await expect(rows.nth(i)).toContainText(name);
    await expect(rows.nth(i)).toContainText('/ambulanceApi/positions');
  }
});
