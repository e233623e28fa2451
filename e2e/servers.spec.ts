import { expect, test } from '@playwright/test';
import { freePort, MOSQUITTO, startMosquitto } from '../packages/server/test/mosquitto';
import { adminApi, resourcePath } from './support/admin-api';
import { button, drawer, fieldError, row, searchList, uniqueSuffix } from './support/resource-page';

/**
 * Servers (issue 17, ADR 0029): an address that is not IPv4 is refused by the form and by the
 * server; a communication server on a local Mosquitto shows up, and down within a probe interval
 * (SERVER_PROBE_SECONDS=2 in playwright.config.ts) after Mosquitto stops, with a notification.
 */
test('a server with an address that is not IPv4 is refused', async ({ page, request }) => {
  const name = `E2E-RTC-${uniqueSuffix()}`;
  await page.goto('server/rtcServer');
  await expect(page.getByRole('heading', { name: 'RTC服务器' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: button('新增') }).click();
  const form = drawer(page, /新增RTC服务器/);
  await form.getByLabel('名称', { exact: true }).fill(name);
  await form.getByLabel('IP 地址', { exact: true }).fill('192.168.1.300');
  await form.getByLabel('端口', { exact: true }).fill('8443');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(fieldError(form, /请输入 IPv4 地址/)).toBeVisible();
  await expect(form).toBeVisible();

  // The server refuses it too, whatever a client sends.
  const api = await adminApi(request);
  const refused = await api.send('POST', resourcePath('rtcServers'), {
    name,
    ip: 'rtc.example.com',
    port: 8443,
  });
  expect(refused.retCode).toBe('400001');
  expect(refused.errKey).toBe('error.validation');

  // With a good address it is stored.
  await form.getByLabel('IP 地址', { exact: true }).fill('192.168.1.30');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(form).toBeHidden();
  await searchList(page, name);
  await expect(row(page, name)).toContainText('192.168.1.30');
});

test('a communication server on Mosquitto shows up, then down once Mosquitto stops', async ({
  page,
  request,
}) => {
  test.skip(!MOSQUITTO, 'Mosquitto is not installed (Debian: mosquitto)');
  const port = await freePort();
  const broker = await startMosquitto(port, 'allow_anonymous true\n');
  try {
    const name = `E2E-MQTT-${uniqueSuffix()}`;
    const api = await adminApi(request);
    await api.post(resourcePath('mqttServers'), { name, ip: '127.0.0.1', port });

    await page.goto('server/mqttServerManage');
    await expect(page.getByRole('heading', { name: '通讯服务器' })).toBeVisible({ timeout: 30_000 });
    await searchList(page, name);
    const listed = row(page, name);
    // Probed every 2 s; the list follows the `servers` topic without a reload.
    await expect(listed.getByTestId('probe-status')).toHaveAttribute('data-status', 'up', {
      timeout: 20_000,
    });
    await expect(listed).toContainText('正常');

    const exited = new Promise((resolve) => broker.once('exit', resolve));
    broker.kill('SIGKILL');
    await exited;
    // One probe interval (2 s) and the page's update: well within 10 s.
    await expect(listed.getByTestId('probe-status')).toHaveAttribute('data-status', 'down', {
      timeout: 10_000,
    });
    await expect(listed).toContainText('离线');
    // The shell tells a platform administrator on any page.
    await expect(
      page.locator('.ant-notification-notice').filter({ hasText: `服务器离线：${name}` }),
    ).toBeVisible();
  } finally {
    if (broker.exitCode === null) broker.kill('SIGKILL');
  }
});
