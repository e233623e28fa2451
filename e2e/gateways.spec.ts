import { expect, test } from '@playwright/test';
import { adminApi, resourcePath } from './support/admin-api';
import { API } from './support/constants';
import { button, confirmAction, drawer, row, searchList, toast, uniqueSuffix } from './support/resource-page';

/**
 * Application gateways (issue 20): a gateway is saved with its service code refreshed in the
 * form; the gateway (played here through its own API with the code in force) registers a user,
 * who shows up waiting for approval without a reload; approved, the user comes online live.
 */
test('save a gateway with a fresh service code; its user registers, is approved and comes online live', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `E2E网关${uniqueSuffix()}`;
  await page.goto('gateway/gatewayManage');
  await expect(page.getByRole('heading', { name: '网关', exact: true })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: button('新增') }).click();
  const form = drawer(page, /新增网关/);
  await form.getByLabel('网关名称', { exact: true }).fill(name);
  await form.getByLabel('网关IP', { exact: true }).fill('300.1.1.1');
  await form.getByLabel('绑定需审核', { exact: true }).click();
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(form.getByText(/^IP 地址错误：请输入 IPv4 地址/)).toBeVisible();
  await form.getByLabel('网关IP', { exact: true }).fill('10.20.30.40');
  // Saving without the code is refused until it is refreshed.
  await form.getByRole('button', { name: /刷新编码/ }).click();
  await expect(form.getByText(/^\d{6}$/)).toBeVisible();
  await expect(form.getByText(/前有效$/)).toBeVisible();
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已创建')).toBeVisible();

  await searchList(page, name);
  const listed = row(page, name);
  await expect(listed).toContainText('10.20.30.40');
  const api = await adminApi(request);
  const found = await api.get<{ list: { id: number; name: string }[] }>(
    `${resourcePath('gateways')}?keyword=${encodeURIComponent(name)}`,
  );
  const gatewayId = found.list[0]!.id;

  await listed.getByRole('button', { name: button('网关用户') }).click();
  await expect(page).toHaveURL(new RegExp(`/gateway/gatewayManage/userList/${gatewayId}$`));

  // The gateway's own calls, with the code in force.
  const gatewayCall = async (path: string, data: object) => {
    const { code } = await api.post<{ code: string }>(`${resourcePath('gateways')}/serviceCode`, {
      id: gatewayId,
      codeRule: 'totp6',
    });
    const res = await request.post(`${API}/console/api/v1/gatewayApi${path}`, {
      data: { gatewayId, code, username: 'e2e.doctor', ...data },
    });
    return (await res.json()) as { retCode: string; retData: { auditState: string } };
  };
  expect((await gatewayCall('/users', { role: 'doctor', title: '主治医师' })).retData.auditState).toBe(
    'pending',
  );
  const user = row(page, 'e2e.doctor');
  await expect(user).toContainText('待审核', { timeout: 15_000 });
  await expect(user).toContainText('离线');

  await user.getByRole('button', { name: button('通过') }).click();
  await expect(toast(page, '已通过')).toBeVisible();
  await expect(user).toContainText('已通过');
  expect((await gatewayCall('/presence', { online: true })).retCode).toBe('000000');
  await expect(user).toContainText('在线', { timeout: 15_000 });

  await confirmAction(page, user, '撤销', /撤销此审核结果？/);
  await expect(user).toContainText('待审核');
  await expect(user).toContainText('离线');

  // The setup key, shown after a confirmation.
  await page.goto('gateway/gatewayManage');
  await searchList(page, name);
  await confirmAction(page, row(page, name), '配置密钥', /显示此网关的配置密钥？/);
  await expect(page.getByText(/^[A-Z2-7]{32}$/)).toBeVisible();
});
