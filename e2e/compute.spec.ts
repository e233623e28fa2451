import { expect, test } from '@playwright/test';
import { seededRandom } from '@console/simulator/random';
import { SimulatedTerminal } from '@console/simulator/terminal';
import { adminApi, demoHospitalId, resourcePath } from './support/admin-api';
import { row, uniqueSuffix } from './support/resource-page';

/**
 * AI compute servers (issue 20, ADR 0035) against the real server and broker: a compute-type
 * device account and its compute server are made through the API, a simulated box logs in over
 * MQTT and reports its load, and the list shows the box online with its load bar moving as it
 * reports, without a reload.
 */
const MQTT_URL = `mqtt://127.0.0.1:${process.env.E2E_MQTT_PORT}`;
const PASSWORD = 'Term1nal#e2e';

test('a compute server shows its load updating live from a simulated box', async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await adminApi(request);
  const customerId = await demoHospitalId(api);
  const suffix = uniqueSuffix();
  const account = String(Date.now()).slice(-9);
  const device = await api.post<{ id: number; account: string }>(resourcePath('deviceAccounts'), {
    account,
    name: `E2E算力${suffix}`,
    deviceType: 'compute',
    loginAccount: `e2e${account}`,
    password: PASSWORD,
    customerId,
  });
  const name = `E2E推理服务器${suffix}`;
  await api.post(resourcePath('computeServers'), {
    name,
    deviceAccountId: device.id,
    sn: `E2E-${suffix}`,
    macAddress: '02:E2:E0:00:00:01',
    maxPayload: 8,
    customerId,
  });
  const box = new SimulatedTerminal(
    { customerId, account: device.account, deviceType: 'compute' },
    {
      url: MQTT_URL,
      password: PASSWORD,
      behaviour: {
        keepalive: 20,
        telemetryMs: 0,
        dropoutRate: 0,
        awayMs: [3_600_000, 3_600_000],
        callRate: 0,
      },
      random: seededRandom(35),
      stats: { connects: 0, refused: 0, dropouts: 0, messages: 0, commands: 0 },
    },
  );
  try {
    await page.goto(`AIServices/computilityManage?keyword=${encodeURIComponent(name)}`);
    const listed = row(page, name);
    await expect(listed).toBeVisible({ timeout: 30_000 });
    const bar = listed.getByTestId('compute-load');
    await expect(bar).toHaveAttribute('data-load', '0');
    await expect(bar).toHaveAttribute('data-max', '8');
    await expect(page.getByText('实时')).toBeVisible({ timeout: 15_000 });
    const reloads: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && reloads.push(frame.url()));

    await box.start();
    await expect(listed).toContainText('在线', { timeout: 15_000 });
    expect(box.reportLoad(3, { gpu: 41, cpu: 22 })).toBe(true);
    await expect(bar).toHaveAttribute('data-load', '3', { timeout: 15_000 });
    await expect(bar).toContainText('3 / 8');
    // the next report moves the bar again (the last report of a second is written after it)
    expect(box.reportLoad(6, { gpu: 77, cpu: 40 })).toBe(true);
    await expect(bar).toHaveAttribute('data-load', '6', { timeout: 15_000 });
    await box.stop();
    await expect(bar).toHaveAttribute('data-load', '0', { timeout: 15_000 });
    await expect(listed).toContainText('离线');
    expect(reloads).toEqual([]);
  } finally {
    await box.stop();
  }
});
