import { expect, test } from '@playwright/test';
import { adminApi, resourcePath } from './support/admin-api';
import { API } from './support/constants';
import { button, choose, chooseAlso, drawer, row, toast, uniqueSuffix } from './support/resource-page';
import { createTerminal, simulatedTerminal } from './support/terminals';

/**
 * Virtual cockpit (issue 19, ADR 0037): a call group made in the console; its simulated terminals
 * call each other over MQTT. The group's page shows who is in a call now, and the call log shows
 * each call live, without a reload: answered and ended as `finish` with its duration (the server's
 * clock moved 42 s while they talked, plus the real seconds the test took), declined as `reject`, unanswered as `timeout` once the ring
 * time passed.
 */
test('calls between a group’s terminals ring, finish, are declined and time out, live in the log', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const admin = await adminApi(request);
  const names = { caller: `驾驶舱甲${suffix}`, callee: `驾驶舱乙${suffix}`, other: `驾驶舱丙${suffix}` };
  const caller = await createTerminal(request, names.caller);
  const callee = await createTerminal(request, names.callee);
  const other = await createTerminal(request, names.other);
  const sims = [caller, callee, other].map((terminal) => simulatedTerminal(terminal));
  const [callerSim, calleeSim, otherSim] = sims as [(typeof sims)[0], (typeof sims)[0], (typeof sims)[0]];
  for (const sim of sims) sim.calls.behaviour = { ...sim.calls.behaviour, answerMs: 300, talkMs: -1 };
  otherSim.calls.behaviour.answer = 'reject';
  const move = async (seconds: number) =>
    expect((await request.post(`${API}/test/clock`, { data: { seconds } })).ok()).toBe(true);
  await Promise.all(sims.map((sim) => sim.start()));
  try {
    // The group, made in the console.
    const groupName = `E2E呼叫组${suffix}`;
    await page.goto('mcVirtualCockpit/mc_virtualCockpitCallGroup');
    await page.getByRole('button', { name: button('新增') }).click();
    const form = drawer(page, /新增呼叫组/);
    await form.getByLabel('名称', { exact: true }).fill(groupName);
    for (const name of Object.values(names)) await chooseAlso(form, '成员终端', name);
    await page.keyboard.press('Escape');
    await choose(form, '主席终端', names.caller);
    await form.getByRole('button', { name: button('保存') }).click();
    await expect(toast(page, '已创建')).toBeVisible();

    // Its page: all three online, nobody in a call; then the caller rings the callee, who answers.
    await row(page, groupName)
      .getByRole('button', { name: button('详情') })
      .click();
    await expect(page).toHaveURL(/\/mcVirtualCockpit\/mc_virtualCockpitCallGroupInfo\/\d+/);
    const groupId = Number(/mc_virtualCockpitCallGroupInfo\/(\d+)/.exec(page.url())![1]);
    const summary = page.getByTestId('group-now-summary');
    await expect(summary).toHaveText('3 个成员中 0 个正在通话', { timeout: 20_000 });
    await expect(
      page.getByRole('row').filter({ has: page.getByRole('cell', { name: '在线', exact: true }) }),
    ).toHaveCount(3);
    const placed = await callerSim.calls.place(callee.account, groupId);
    expect(placed).toMatchObject({ type: 'callState', state: 'calling' });
    const callId = (placed as { callId: number }).callId;
    await expect(summary).toHaveText('3 个成员中 2 个正在通话', { timeout: 20_000 });
    await expect(row(page, names.callee)).toContainText('通话中');
    await expect(row(page, names.callee)).toContainText(`来自 ${caller.account}`);

    // The log, live: the call talking, then ended by the callee 42 s (server time) after it started.
    await page.goto('mcVirtualCockpit/vcCallLogHistory');
    const reloads: string[] = [];
    // A document load is a reload; the list writing its state to the address is not.
    page.on('load', () => reloads.push(page.url()));
    const talk = page.getByRole('row').filter({ hasText: names.caller }).filter({ hasText: names.callee });
    await expect(talk.getByTestId('call-state')).toHaveAttribute('data-state', 'start', { timeout: 20_000 });
    await move(42);
    calleeSim.calls.op(callId, 'hangup');
    await expect(talk.getByTestId('call-state')).toHaveAttribute('data-state', 'finish', { timeout: 20_000 });
    await expect(talk).toContainText('已结束');
    // The server's clock runs on while the test waits: 42 s moved, plus the real seconds taken.
    const finished = await admin.get<{ duration: number; startTime: string; endTime: string }>(
      resourcePath('callLogs', callId),
    );
    expect(finished.duration).toBe(
      Math.round((Date.parse(finished.endTime) - Date.parse(finished.startTime)) / 1000),
    );
    expect(finished.duration).toBeGreaterThanOrEqual(42);
    expect(finished.duration).toBeLessThan(42 + 60);
    await expect(talk.getByRole('cell', { name: String(finished.duration), exact: true })).toBeVisible();

    // Declined: the third terminal rejects.
    const declined = page.getByRole('row').filter({ hasText: names.other });
    await callerSim.calls.place(other.account, groupId);
    await expect(declined.getByTestId('call-state')).toHaveAttribute('data-state', 'reject', {
      timeout: 20_000,
    });
    await expect(declined).toContainText('已拒接');

    // Unanswered: the callee lets it ring past the ring time (30 s of server time).
    calleeSim.calls.behaviour.answer = 'ignore';
    await callerSim.calls.place(callee.account, groupId);
    const ringing = page
      .getByRole('row')
      .filter({ hasText: names.callee })
      .filter({ has: page.locator('[data-state="calling"]') });
    await expect(ringing).toHaveCount(1, { timeout: 20_000 });
    await move(31);
    const timedOut = page
      .getByRole('row')
      .filter({ hasText: names.callee })
      .filter({ has: page.locator('[data-state="timeout"]') });
    await expect(timedOut).toHaveCount(1, { timeout: 20_000 });
    await expect(timedOut).toContainText('未接听');
    expect(reloads).toEqual([]);
  } finally {
    await Promise.all(sims.map((sim) => sim.stop()));
  }
});
