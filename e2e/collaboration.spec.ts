import { expect, test } from '@playwright/test';
import { API } from './support/constants';
import {
  button,
  chooseAlso,
  confirmAction,
  drawer,
  row,
  searchList,
  toast,
  uniqueSuffix,
} from './support/resource-page';
import { createTerminal, simulatedTerminal } from './support/terminals';

/**
 * Medical collaboration (issues 19 and 18, ADR 0041): a ward round scheduled in the console with
 * two simulated terminals, started (its room pulls them in over MQTT: the page shows them in the
 * session live), ended after the server's clock moved 10 minutes, and its record shown afterwards
 * with the duration and who joined. And the demo's surgeries (live streams) are listed.
 */
test('a ward round is scheduled, started, ended and recorded with its duration and participants', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const names = { one: `查房终端甲${suffix}`, two: `查房终端乙${suffix}` };
  const one = await createTerminal(request, names.one);
  const two = await createTerminal(request, names.two);
  const sims = [one, two].map((terminal) => simulatedTerminal(terminal));
  await Promise.all(sims.map((sim) => sim.start()));
  try {
    const title = `E2E查房${suffix}`;
    await page.goto('mcWardManage/mc_wardList');
    await page.getByRole('button', { name: button('新增') }).click();
    const form = drawer(page, /新增协同会话/);
    await form.getByLabel('主题', { exact: true }).fill(title);
    await form.getByLabel('科室', { exact: true }).fill('心内科');
    await form.getByLabel('患者姓名', { exact: true }).fill('张三');
    // a ward round has no consent note nor source terminal (the operation's and the stream's)
    await expect(form.getByLabel('知情同意', { exact: true })).toHaveCount(0);
    await expect(form.getByLabel('手术室/直播终端', { exact: true })).toHaveCount(0);
    for (const name of Object.values(names)) await chooseAlso(form, '参与终端', name);
    await page.keyboard.press('Escape');
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/collaborationSessions') && res.request().method() === 'POST',
    );
    await form.getByRole('button', { name: button('保存') }).click();
    const body = await (await saved).json();
    expect(body, JSON.stringify(body)).toMatchObject({ retCode: '000000' });
    await expect(toast(page, '已创建')).toBeVisible();

    await searchList(page, title);
    const listed = row(page, title);
    await expect(listed.getByTestId('session-state')).toHaveAttribute('data-state', 'scheduled');

    // Start, confirmed: the room sends join commands; the session page shows both terminals in.
    await confirmAction(page, listed, '开始', /开始会话/);
    await expect(toast(page, '会话已开始')).toBeVisible();
    await expect(listed.getByTestId('session-state')).toHaveAttribute('data-state', 'inProgress');
    await listed.getByRole('button', { name: button('详情') }).click();
    await expect(page).toHaveURL(/\/mcWardManage\/mc_wardEditInfo\?id=\d+/);
    const id = Number(/id=(\d+)/.exec(page.url())![1]);
    await expect(page.getByTestId('joined-count')).toHaveText('已参与 2 / 2', { timeout: 30_000 });
    await expect(page.getByTestId(`participant-device-${one.id}`)).toHaveAttribute('data-joined', 'true');
    await expect(page.getByTestId(`participant-device-${two.id}`)).toContainText('在会中');

    // Ten minutes later (the server's clock), ended from its page, confirmed.
    expect((await request.post(`${API}/test/clock`, { data: { seconds: 600 } })).ok()).toBe(true);
    await confirmAction(page, page.locator('body'), '结束', /结束会话/);
    await expect(toast(page, '会话已结束')).toBeVisible();
    await expect(page.getByTestId('session-state').first()).toHaveAttribute('data-state', 'ended');
    const duration = await page.getByTestId('session-duration').textContent();
    expect(duration).toMatch(/^1[0-9]:\d\d$/);

    // The records: the round with its duration and who joined; its details list both.
    await page.getByRole('link', { name: '全部记录' }).click();
    await expect(page).toHaveURL(/\/mcWardManage\/mc_wardRecord/);
    await searchList(page, title);
    const record = row(page, title);
    await expect(record.getByTestId('record-duration')).toHaveText(duration!);
    await expect(record).toContainText(names.one);
    await expect(record).toContainText(names.two);
    await record.getByRole('button', { name: button('详情') }).click();
    const details = page.getByRole('dialog', { name: title });
    await expect(details.getByTestId('joined-count')).toHaveText('已参与 2 / 2');
    await expect(details.getByTestId(`participant-device-${one.id}`)).toContainText('已参与');
    expect(id).toBeGreaterThan(0);
  } finally {
    await Promise.all(sims.map((sim) => sim.stop()));
  }
});

test('the demo’s surgeries are listed, an operation riding on a live stream', async ({ page }) => {
  await page.goto('mcOperationManage/mc_operationList');
  await searchList(page, '腹腔镜胆囊切除术');
  const listed = row(page, '腹腔镜胆囊切除术');
  await expect(listed.getByTestId('session-state')).toHaveAttribute('data-state', 'scheduled');
  await listed.getByRole('button', { name: button('详情') }).click();
  await expect(page).toHaveURL(/\/mcOperationManage\/mc_operationEditInfo\?id=\d+/);
  await expect(page.getByText('患者本人及家属已签署手术及直播示教知情同意书')).toBeVisible();
  await expect(page.getByText('手术室/直播终端').first()).toBeVisible();
  await page.goto('mcOperationManage/mc_operationRecord');
  await expect(row(page, '冠状动脉搭桥术').getByTestId('record-duration')).toHaveText('3:36:00');
});
