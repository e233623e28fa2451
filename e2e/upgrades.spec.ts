import { expect, test } from '@playwright/test';
import { seededRandom } from '@console/simulator/random';
import { SimulatedTerminal } from '@console/simulator/terminal';
import { upgradeFails } from '@console/simulator/upgrade';
import { adminApi, demoHospitalId } from './support/admin-api';
import { button, row, toast, uniqueSuffix } from './support/resource-page';
import { createTerminal } from './support/terminals';

/**
 * Upgrades against the real server and broker (issue 17): the demo's file-list package, uploaded
 * by another cloud administrator, is approved here, then rolled out in waves to simulated
 * terminals (a fixed share fails on purpose); a failure in the first wave reaches the error
 * threshold and the rollout stops, live, with the later wave never sent.
 */
const MQTT_URL = `mqtt://127.0.0.1:${process.env.E2E_MQTT_PORT}`;
const PACKAGE = '终端应用补丁';
const VERSION = '2.4.1';
const FAIL_RATE = 0.5;

test('approve a package, roll it out to simulated terminals, and see it stop at its error threshold', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await adminApi(request);
  const customerId = await demoHospitalId(api);
  const suffix = uniqueSuffix();
  // Terminals on the package's board at a version of this run only: the rollout's filter picks them alone.
  const fromVersion = `2.3.9-e${suffix}`.slice(0, 32);
  const created = [];
  for (let i = 0; i < 4; i += 1) {
    created.push(await createTerminal(request, `E2E升级终端${i}${suffix}`, customerId));
    await new Promise((resolve) => setTimeout(resolve, 5)); // distinct accounts (time-based)
  }
  // The terminals in id order; the first wave reaches the first one that fails (which ones fail is fixed by account).
  created.sort((a, b) => a.id - b.id);
  const failing = created.findIndex((t) => upgradeFails(t.account, VERSION, FAIL_RATE));
  test.skip(failing < 0 || failing === created.length - 1, 'no failing terminal before the last wave');
  const firstWave = failing + 1;
  const terminals = created.map(
    (t) =>
      new SimulatedTerminal(
        { customerId: t.customerId, account: t.account, deviceType: 'bedside' },
        {
          url: MQTT_URL,
          password: 'Term1nal#e2e',
          behaviour: {
            keepalive: 20,
            telemetryMs: 0,
            dropoutRate: 0,
            awayMs: [3_600_000, 3_600_000],
            callRate: 0,
            firmware: { boardType: 'RK3588', version: fromVersion },
            upgrade: { failRate: FAIL_RATE, stepMs: 200 },
          },
          random: seededRandom(17),
          stats: { connects: 0, refused: 0, dropouts: 0, messages: 0, commands: 0 },
        },
      ),
  );
  try {
    await Promise.all(terminals.map((t) => t.start()));

    // --- the package list: the demo's file list awaits approval by someone other than its uploader
    await page.goto('setting/upgrade');
    const listed = row(page, PACKAGE);
    await expect(listed).toBeVisible({ timeout: 30_000 });
    await listed.getByRole('button', { name: button('详情') }).click();
    await expect(page).toHaveURL(/\/setting\/upgrade\/detail\/package\/\d+$/);
    // the page has loaded its package once its tabs show (approved already when the run is repeated)
    await expect(page.getByRole('tab', { name: '升级包信息' })).toBeVisible({ timeout: 30_000 });
    const approve = page.getByRole('button', { name: button('审批') });
    if (await approve.isVisible()) {
      await approve.click();
      const dialog = page.getByRole('dialog').filter({ hasText: /确认审批/ });
      await dialog.getByRole('button', { name: button('确定') }).click();
      await expect(toast(page, '已审批')).toBeVisible();
    }

    // --- a staged rollout: first wave up to the failing terminal, then the rest; 1 % error threshold
    await page.getByRole('tab', { name: '发布' }).click();
    await expect(page.getByTestId('start-rollout')).toBeEnabled();
    await page.getByTestId('start-rollout').click();
    const form = page.getByRole('dialog').filter({ hasText: '新建分批发布' });
    await form.getByLabel('首批终端数').fill(String(firstWave));
    await form.getByLabel('后续每批终端数').fill('10');
    await form.getByLabel('成功阈值').fill('100');
    await form.getByLabel('错误阈值').fill('1');
    const versions = form.getByLabel('仅升级这些当前版本');
    await versions.fill(fromVersion);
    await versions.press('Enter');
    await form.getByRole('button', { name: button('开始发布') }).click();
    await expect(toast(page, '发布已开始')).toBeVisible();

    // --- the terminals report; the failure stops the rollout, live
    const card = page.locator('[data-testid^="rollout-"]').first();
    await expect(card.getByTestId('rollout-state')).toHaveText('已停止', { timeout: 90_000 });
    await expect(card).toContainText('第 1 批失败达到错误阈值');
    await expect(card.getByTestId('wave-2')).toHaveText(`成功 0 · 失败 0 · 共 ${created.length - firstWave}`);
    await expect(card.getByTestId('target-state').filter({ hasText: '失败' })).toHaveCount(1);
    // the later wave was never sent
    expect(terminals.slice(firstWave).map((t) => t.upgradeReports.length)).toEqual(
      terminals.slice(firstWave).map(() => 0),
    );

    // --- cancel: asked first; the terminals never sent are cancelled
    await card.getByRole('button', { name: button('取消发布') }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: /取消发布？/ });
    await confirm.getByRole('button', { name: button('确定') }).click();
    await expect(card.getByTestId('rollout-state')).toHaveText('已取消');
  } finally {
    await Promise.all(terminals.map((t) => t.stop()));
  }
});
