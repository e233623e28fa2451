import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect, test } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { button, choose, row, toast } from './support/resource-page';

interface BackupRow {
  id: number;
  fileName: string;
  state: string;
  sizeBytes: number | null;
}

/**
 * System settings (issue 17) on the built server: a database backup made from the console with
 * its progress, then downloaded — the file is the dump the server listed; and a test mail sent
 * from the mail settings with Nodemailer, received by a local SMTP server.
 */
test('a database backup is made from the console and downloaded', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await adminApi(request);
  const before = await admin.get<{ list: BackupRow[] }>('/console/api/v1/databaseBackups');

  await page.goto('setting/database');
  // The page's chunk loads first (slow on a loaded machine).
  await expect(page.getByRole('heading', { name: '备份策略' })).toBeVisible({ timeout: 30_000 });
  const now = page.getByRole('button', { name: button('立即备份') });
  // The demo's first backup may still be running after the start: wait for it.
  await expect(now).toBeEnabled({ timeout: 60_000 });
  await now.click();
  await expect(toast(page, '备份已开始')).toBeVisible();

  // The new row (newest first) runs with its progress, then is done with its size.
  let made: BackupRow | undefined;
  await expect(async () => {
    const { list } = await admin.get<{ list: BackupRow[] }>('/console/api/v1/databaseBackups');
    made = list.find((b) => !before.list.some((old) => old.id === b.id));
    expect(made?.state).toBe('done');
  }).toPass({ timeout: 60_000 });
  const line = row(page, made!.fileName);
  await expect(line).toContainText('完成', { timeout: 10_000 });
  await expect(line).toContainText('手动');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    line.getByRole('button', { name: button('下载') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(made!.fileName);
  await expect(toast(page, `已下载 ${made!.fileName}`)).toBeVisible();
  const file = await download.path();
  const bytes = fs.readFileSync(file);
  expect(bytes.length).toBe(made!.sizeBytes);
  // The embedded database's dump is a gzip tarball of its data directory.
  expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
});

test('a test mail sent from the mail settings is received', async ({ page }) => {
  test.setTimeout(90_000);
  const received: ParsedMail[] = [];
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'console@e2e.test' && auth.password === 'smtp-e2e-password')
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  try {
    await page.goto('setting/mailManage');
    await expect(page.getByRole('heading', { name: '邮件设置' })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('SMTP 服务器', { exact: true }).fill('127.0.0.1');
    await page.getByLabel('端口', { exact: true }).fill(String(port));
    await choose(page.locator('form'), '加密方式', '不加密');
    await page.getByLabel('账号', { exact: true }).fill('console@e2e.test');
    await page.getByLabel('密码', { exact: true }).fill('smtp-e2e-password');
    await page.getByLabel('发件人地址', { exact: true }).fill('');
    await page.getByLabel('测试收件地址', { exact: true }).fill('ops@e2e.test');
    await page.getByRole('button', { name: button('保存') }).click();
    await expect(toast(page, '已保存')).toBeVisible();
    // The password is kept but never shown again: only its last characters.
    await expect(page.getByText('已设置（••••word），留空则保持不变')).toBeVisible();

    await page.getByRole('button', { name: button('发送测试邮件') }).click();
    await expect(toast(page, '测试邮件已发送至 ops@e2e.test')).toBeVisible({ timeout: 30_000 });
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toMatch(/：测试邮件$/);
    expect(received[0]!.from?.text).toBe('console@e2e.test');
    expect(received[0]!.text).toContain('admin');
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});
