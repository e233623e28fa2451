import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { adminApi, resourcePath } from './support/admin-api';
import { button, choose, drawer, row, searchList, uniqueSuffix } from './support/resource-page';

/** The secret typed into the form: the receiver verifies with it (Standard Webhooks). */
const SECRET = `whsec_${Buffer.from('e2e-data-push-secret-0123456789ab').toString('base64')}`;

interface Received {
  id: string;
  type: string;
  verified: boolean;
}

/** A hospital system on 127.0.0.1 that checks each delivery's signature and answers 200. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const id = String(req.headers['webhook-id']);
      const key = Buffer.from(SECRET.slice('whsec_'.length), 'base64');
      const signed = `${id}.${String(req.headers['webhook-timestamp'])}.${body}`;
      const expected = `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
      const verified = String(req.headers['webhook-signature']).split(' ').includes(expected);
      received.push({ id, type: (JSON.parse(body) as { type: string }).type, verified });
      res.writeHead(verified ? 200 : 401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Data push (issue 17, ADR 18 and 39): a target made in the console receives a signed test
 * delivery that the receiver verifies, and the delivery log shows it delivered with the answer.
 */
test('a push target receives a signed test delivery that the receiver verifies', async ({
  page,
  request,
}) => {
  const receiver = await startReceiver();
  try {
    const api = await adminApi(request);
    const [hospital] = (
      await api.get<{ list: { name: string }[] }>(
        `${resourcePath('companies')}?page=1&size=1&account=demohospital`,
      )
    ).list;
    const name = `E2E-HIS-${uniqueSuffix()}`;

    await page.goto('setting/dataPush');
    await page.getByRole('button', { name: button('新增') }).click();
    const form = drawer(page, /新增数据推送/);
    await choose(form, '所属企业', hospital!.name);
    await form.getByLabel('名称', { exact: true }).fill(name);
    await form.getByLabel('推送地址', { exact: true }).fill(receiver.url);
    // A multiple choice stays open after a pick: pick, then close it.
    await form.getByLabel('数据类型', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="患者出入院"]').click();
    await page.keyboard.press('Escape');
    await form.getByLabel('签名密钥', { exact: true }).fill(SECRET);
    await form.getByRole('button', { name: button('保存') }).click();
    await expect(form).toBeHidden();

    await searchList(page, name);
    const target = row(page, name);
    await expect(target).toContainText('正常');
    await target.getByRole('button', { name: button('发送测试') }).click();
    await expect(page.getByText('测试推送已加入队列')).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
    expect(receiver.received[0]).toMatchObject({ type: 'webhook.test', verified: true });

    // The delivery log: delivered, answered 200, the same message id the receiver got.
    await page.getByRole('tab', { name: '推送记录' }).click();
    const delivery = page.getByRole('row').filter({ hasText: '测试推送' }).first();
    await expect(async () => {
      await page
        .getByRole('tabpanel')
        .getByRole('button', { name: button('刷新') })
        .click();
      await expect(delivery).toContainText('已送达', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(delivery).toContainText('200');
  } finally {
    await receiver.stop();
  }
});
