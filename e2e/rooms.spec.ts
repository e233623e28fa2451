import { expect, test } from '@playwright/test';
import { button, chooseAlso, confirmAction, drawer, row, toast, uniqueSuffix } from './support/resource-page';
import { createTerminal, simulatedTerminal as simulated } from './support/terminals';

/**
 * Meeting rooms against the real server and broker (issue 16): a room with an invite code is
 * made on its page, started — each device is sent a join command, the simulated terminals answer
 * and the room page and the room monitor show them in, live, without a reload — and ended.
 */

test('create a room with an invite code, start it, see terminals join live, end it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const names = [`E2E会议终端A${suffix}`, `E2E会议终端B${suffix}`];
  const created = [await createTerminal(request, names[0]!), await createTerminal(request, names[1]!)];
  const terminals = created.map((c) => simulated(c));
  const roomName = `E2E会议室${suffix}`;
  const reloads: string[] = [];
  try {
    await terminals[0]!.start();

    // --- create, with the default entry mode: invite code
    await page.goto('room/roomList');
    await expect(page.getByRole('heading', { name: '会议室列表' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: button('新增') }).click();
    const form = drawer(page, /新增会议室/);
    await form.getByLabel('会议室名称', { exact: true }).fill(roomName);
    await form.getByLabel('最大设备数', { exact: true }).fill('4');
    for (const name of names) await chooseAlso(form, '参会设备', name, { search: name });
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await form.getByRole('button', { name: button('保存') }).click();
    await expect(toast(page, '已创建')).toBeVisible();
    await expect(form).toBeHidden();
    const listed = row(page, roomName);
    await expect(listed).toContainText('未开始');
    await expect(listed).toContainText('邀请码入会');
    const code = (await listed.locator('td').allTextContents()).find((text) => /^\d{6}$/.test(text.trim()));
    expect(code).toMatch(/^\d{6}$/);

    // --- the room page: nobody in yet
    await listed.getByRole('button', { name: button('详情') }).click();
    await expect(page).toHaveURL(/\/room\/info\/\d+$/);
    page.on('framenavigated', (frame) => frame === page.mainFrame() && reloads.push(frame.url()));
    const first = page.getByTestId(`participant-${created[0]!.account}`);
    const second = page.getByTestId(`participant-${created[1]!.account}`);
    await expect(first).toHaveAttribute('data-presence', 'notInvited');
    await expect(page.getByText('实时', { exact: true })).toBeVisible();

    // --- start: the online terminal joins; the offline one is in once it connects
    await confirmAction(page, page.locator('.ant-card').first(), '开始会议', /开始会议？/);
    await expect(toast(page, '会议已开始')).toBeVisible();
    await expect(first).toHaveAttribute('data-presence', 'inRoom');
    await expect(first).toContainText('在会');
    await expect(second).toHaveAttribute('data-presence', 'offline');
    await expect(page.getByTestId('in-room-count')).toHaveText('1 / 2 台在会');
    await terminals[1]!.start();
    await expect(second).toHaveAttribute('data-presence', 'inRoom');
    await expect(page.getByTestId('in-room-count')).toHaveText('2 / 2 台在会');
    expect(terminals.map((t) => t.room)).toEqual([expect.any(Number), expect.any(Number)]);

    // --- the room monitor shows the meeting; a terminal going offline drops out, live
    await page.goto('roomMonitor/roomMonitor');
    const tile = page.locator('[data-testid^="monitor-room-"]').filter({ hasText: roomName });
    // other meetings may be in progress: a split of 9 shows this one on the first pages
    await page.getByRole('radiogroup').getByText('9', { exact: true }).click();
    // (with more meetings than tiles, the rotation brings it round within the polling period)
    await expect(tile).toHaveCount(1, { timeout: 60_000 });
    await expect(tile).toContainText('2 / 2 台在会');
    await expect(tile).toContainText(code!);
    const monitorLoads = reloads.length;
    terminals[1]!.dropOut();
    await expect(tile.getByTestId(`participant-${created[1]!.account}`)).toHaveAttribute(
      'data-presence',
      'offline',
    );
    await expect(tile).toContainText('1 / 2 台在会');
    expect(reloads.length).toBe(monitorLoads);

    // --- end: the leave command is applied by the terminal still online
    await tile.getByRole('link', { name: '查看会议室' }).click();
    await expect(page).toHaveURL(/\/room\/info\/\d+$/);
    await confirmAction(page, page.locator('.ant-card').first(), '结束会议', /结束会议？/);
    await expect(toast(page, '会议已结束')).toBeVisible();
    await expect(first).toHaveAttribute('data-presence', 'left');
    await expect(page.getByTestId('in-room-count')).toHaveText('0 / 2 台在会');
    await expect.poll(() => terminals[0]!.room).toBeNull();
    await expect(page.locator('.ant-card').first()).toContainText('已结束');
  } finally {
    for (const terminal of terminals) await terminal.stop();
  }
});
