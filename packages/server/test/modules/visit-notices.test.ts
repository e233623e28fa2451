import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { visitNotices } from '../../src/modules/visit-notices/tables';
import { api, build, expectOk, type Tenant } from '../helper';
import { registerFamily, seedIcu, setVisiting, visitingHours } from '../medical-fixture';

/**
 * Notices to families: rendered from the enabled template of each event, kept with their state,
 * pushed as `notice` events to the targets that take notices. 2026-11-30 is a Monday; 00:00Z is
 * 08:00 in the hospital's zone.
 */
const START = new Date('2026-11-30T00:00:00Z');
let clock = START;
const now = () => clock;
const ctx = build({ jobs: { now, poll: false }, SECRET_KEY: 'visit-notices-test-key-0123456789abcdef' });
const r = (key: string, suffix = '') => api(`${PATHS.resource(key)}${suffix}`);

const received: { type: string; data: Record<string, unknown> }[] = [];
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    received.push(JSON.parse(body) as (typeof received)[number]);
    res.writeHead(200).end();
  });
});
let receiverUrl = '';
let tenant: Tenant;
let patientId = 0;

const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  ctx.injectAs(tenant.admin.token, { method, url, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/sms`;
  tenant = await ctx.createTenant('notice', ['platform']);
  const icu = await seedIcu(ctx.database.db, tenant.customerId, { admittedAt: START });
  patientId = icu.patientId;
  await setVisiting(
    ctx,
    tenant.admin.token,
    icu.wardId,
    visitingHours([{ weekday: 1, start: '09:00', end: '11:00', capacity: 2 }]),
  );
  const template = (event: string, content: string) =>
    send('POST', r('visitTemplates'), { name: event, event, channel: 'sms', content, enabled: true });
  expectOk(await template('registrationApproved', '{family}您好，探视{patient}（{ward}{bed}）的登记已通过'));
  expectOk(await template('registrationRejected', '{family}您好，登记未通过：{reason}'));
  expectOk(await template('visitBooked', '已预约{time}探视{patient}，探视码{code}'));
  expectOk(await template('visitReminder', '提醒：{time}探视{patient}'));
  expectOk(await template('visitCancelled', '{time}的探视已取消'));
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const registration = () => registerFamily(ctx, tenant.admin.token, patientId, 'pending');
const noticesOf = (registrationId: number) =>
  ctx.database.db
    .select()
    .from(visitNotices)
    .where(eq(visitNotices.registrationId, registrationId))
    .orderBy(visitNotices.id);

describe('visit notices', () => {
  it('keeps a notice as "no delivery channel" while no target takes notices', async () => {
    const id = await registration();
    expectOk(await send('POST', r('visitRegistrations', `/${id}/approve`)));
    const notices = await noticesOf(id);
    expect(
      notices.map(({ event, phone, channel, text, state }) => ({ event, phone, channel, text, state })),
    ).toEqual([
      {
        event: 'registrationApproved',
        phone: '13800138000',
        channel: 'sms',
        text: '张伟您好，探视张三（ICU一病区1床）的登记已通过',
        state: 'noChannel',
      },
    ]);
    const listed = expectOk<{ list: { state: string }[] }>(
      await send('GET', r('visitNotices', `?registrationId=${id}`)),
    );
    expect(listed.list.map((n) => n.state)).toEqual(['noChannel']);
  });

  it('pushes notices to the gateway target: rejection, booking with its code, reminder, cancellation', async () => {
    expectOk(
      await send('POST', r('dataPushTargets'), {
        name: 'SMS gateway',
        url: receiverUrl,
        dataTypes: ['notices'],
      }),
    );
    const rejected = await registration();
    expectOk(
      await send('POST', r('visitRegistrations', `/${rejected}/reject`), { reason: '患者病情不宜探视' }),
    );
    await ctx.app.jobs.runDue();
    expect((await noticesOf(rejected)).map((n) => [n.text, n.state])).toEqual([
      ['张伟您好，登记未通过：患者病情不宜探视', 'sent'],
    ]);
    expect(received.at(-1)).toMatchObject({
      type: 'notice',
      data: { event: 'registrationRejected', phone: '13800138000', channel: 'sms' },
    });

    const id = await registration();
    expectOk(await send('POST', r('visitRegistrations', `/${id}/approve`)));
    const visit = expectOk<{ id: number; code: string }>(
      await send('POST', r('visits'), {
        registrationId: id,
        visitType: 'video',
        startsAt: '2026-11-30T10:00:00+08:00',
      }),
    );
    expect(visit.code).toMatch(/^\d{6}$/);
    await ctx.app.jobs.runDue();
    let notices = await noticesOf(id);
    expect(notices.map((n) => [n.event, n.visitId, n.state])).toEqual([
      ['registrationApproved', null, 'sent'],
      ['visitBooked', visit.id, 'sent'],
    ]);
    // The family gets the code; the notice kept masks it.
    expect(notices[1]!.text).toBe('已预约2026-11-30 10:00探视张三，探视码••••••');
    expect(
      received.find((m) => m.data.event === 'visitBooked' && m.data.visitId === visit.id)?.data.text,
    ).toBe(`已预约2026-11-30 10:00探视张三，探视码${visit.code}`);

    // The reminder comes an hour before the visit, not earlier.
    clock = new Date('2026-11-30T00:59:00Z');
    await ctx.app.jobs.runDue();
    expect((await noticesOf(id)).length).toBe(2);
    clock = new Date('2026-11-30T01:00:00Z');
    await ctx.app.jobs.runDue();
    notices = await noticesOf(id);
    expect(notices.map((n) => [n.event, n.text])).toContainEqual([
      'visitReminder',
      '提醒：2026-11-30 10:00探视张三',
    ]);

    expectOk(await send('POST', r('visits', `/${visit.id}/cancel`), {}));
    await ctx.app.jobs.runDue();
    notices = await noticesOf(id);
    expect(notices.at(-1)).toMatchObject({
      event: 'visitCancelled',
      text: '2026-11-30 10:00的探视已取消',
      state: 'sent',
    });
    // Each notice is its own delivery job: webhooks promise no order between them.
    expect(
      received
        .filter((m) => m.data.registrationId === id)
        .map((m) => m.data.event)
        .sort(),
    ).toEqual(['registrationApproved', 'visitBooked', 'visitCancelled', 'visitReminder']);
  });
});
