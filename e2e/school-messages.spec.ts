import { expect, test } from '@playwright/test';
import { adminApi, resourcePath, setOwnPassword } from './support/admin-api';
import { signIn } from './support/login-page';
import {
  button,
  choose,
  chooseAlso,
  drawer,
  row,
  searchList,
  toast,
  uniqueSuffix,
} from './support/resource-page';
import { createTerminal, simulatedTerminal } from './support/terminals';

/**
 * School notifications (issue 20): a notification written in the console and sent to a group goes
 * to the group's terminal over MQTT at once; the terminal (simulated) shows it and reports it
 * read, which the message's read receipts say.
 */
test('a notification sent to a group reaches its terminal, which reads it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const terminal = await createTerminal(request, `E2E教室${suffix}`);
  const api = await adminApi(request);
  const group = await api.post<{ id: number; name: string }>(resourcePath('groups'), {
    name: `班级${suffix}`,
    deviceAccountIds: [terminal.id],
  });
  const sim = simulatedTerminal(terminal);
  await sim.start();
  try {
    const title = `E2E家长会${suffix}`;
    await page.goto('schoolAssistant/schoolMessage');
    await page.getByRole('button', { name: button('新增') }).click();
    const form = drawer(page, /新增校园消息/);
    await form.getByLabel('标题', { exact: true }).fill(title);
    await form.getByLabel('内容', { exact: true }).fill('周五下午三点召开家长会。');
    await chooseAlso(form, '接收分组', group.name);
    await form.getByRole('button', { name: button('保存') }).click();
    await expect(toast(page, '已创建')).toBeVisible();

    await searchList(page, title);
    const listed = row(page, title);
    await expect(listed).toContainText('已发送', { timeout: 20_000 });
    await listed.getByRole('button', { name: button('详情') }).click();
    await expect(page).toHaveURL(/\/schoolAssistant\/schoolMessage\/detail\/\d+\/notice$/);
    await page.getByRole('tab', { name: '阅读回执' }).click();
    await expect(page.getByTestId('receipt-summary')).toHaveText('1 个接收者中 1 个已读', {
      timeout: 20_000,
    });
    await expect(page.getByRole('row').filter({ hasText: terminal.account })).toContainText('已读');
    expect(sim.notices.map((notice) => notice.title)).toEqual([title]);
  } finally {
    await sim.stop();
  }
});

/**
 * A member is no terminal: a notification sent to members waits in their console inbox (a bell
 * with the unread count); opening it there is their read receipt.
 */
test('a notification sent to a member waits in the member’s inbox, and reading it is the receipt', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const api = await adminApi(request);
  const [hospital] = (
    await api.get<{ list: { id: number; name: string }[] }>(
      `${resourcePath('companies')}?page=1&size=1&account=demohospital`,
    )
  ).list;
  const account = `8${Date.now() % 1e9}`;
  // A real name is letters only: the suffix's digits become letters.
  const realName = `家长${suffix.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
  const initial = 'Passw0rd#2026';
  await api.post(resourcePath('members'), {
    customerId: hospital!.id,
    account,
    realName,
    password: initial,
    repassword: initial,
    status: 1,
  });
  const password = await setOwnPassword(request, account, initial);

  const title = `E2E问卷${suffix}`;
  await page.goto('schoolAssistant/schoolMessage');
  await page.getByRole('button', { name: button('新增') }).click();
  const form = drawer(page, /新增校园消息/);
  // Members belong to a company: the platform administrator writes for the member's.
  await choose(form, '所属企业', hospital!.name);
  await form.getByLabel('标题', { exact: true }).fill(title);
  await form.getByLabel('内容', { exact: true }).fill('请填写家属满意度问卷。');
  await chooseAlso(form, '接收成员', realName);
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(toast(page, '已创建')).toBeVisible();
  await searchList(page, title);
  await expect(row(page, title)).toContainText('已发送', { timeout: 20_000 });

  const memberContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const member = await memberContext.newPage();
    await signIn(member, account, password);
    const bell = member.getByRole('button', { name: '我的通知' });
    await expect(bell).toContainText('1', { timeout: 20_000 });
    await bell.click();
    const inbox = member.getByRole('dialog', { name: '我的通知' });
    const item = inbox.getByTestId('inbox-item').filter({ hasText: title });
    await item.getByRole('button', { name: '查看' }).click();
    await expect(member.getByText('请填写家属满意度问卷。')).toBeVisible();
  } finally {
    await memberContext.close();
  }

  await row(page, title)
    .getByRole('button', { name: button('详情') })
    .click();
  await page.getByRole('tab', { name: '阅读回执' }).click();
  await expect(page.getByTestId('receipt-summary')).toHaveText('1 个接收者中 1 个已读', { timeout: 20_000 });
  await expect(page.getByRole('row').filter({ hasText: account })).toContainText('成员');
});
