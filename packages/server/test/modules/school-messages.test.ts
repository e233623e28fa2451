import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS, USER_TYPES } from '@console/contract';
import type { SchoolInbox, SchoolMessageReceipt } from '@console/contract/resources/school-messages';
import type { SimulatedTerminal } from '@console/simulator/terminal';
import {
  api,
  build,
  expectError,
  expectOk,
  expectValidationError,
  TENANT_PASSWORD,
  type Tenant,
} from '../helper';
import {
  connectConsole,
  eventually,
  insertTerminal,
  listenForConsoles,
  quietTerminal,
  ready,
} from '../realtime';

/**
 * School notifications (issue 20): title and content required, someone to send to; sent now or at
 * a time ahead by the durable job to every recipient terminal online then (groups expanded, each
 * terminal once), read receipts from the terminals' reports; a scheduled one changes or is
 * cancelled, a sent one does not; offline recipients are reached by "send again"; tenant wall.
 */
interface Message {
  id: number;
  state: string;
  sentAt: string | null;
  recipientCount: number;
  readCount: number;
}

let clock = new Date('2026-11-26T08:00:00.000Z');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-messages-test-'));
const ctx = build({
  dataDir,
  MQTT_PORT: 0,
  HOST: '127.0.0.1',
  PRESENCE_TIMEOUT: 2,
  jobs: { poll: false, now: () => clock },
});
const m = (suffix = '') => api(`${PATHS.resource('schoolMessages')}${suffix}`);
let a: Tenant;
let b: Tenant;
let teacher = '';
let mqttUrl = '';
let wsUrl = '';
const terminals: { id: number; account: string }[] = [];
const running: SimulatedTerminal[] = [];
let groupId = 0;

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = teacher) =>
  ctx.injectAs(token, { method, url, ...(payload ? { payload } : {}) });

async function online(account: string, noticeReadMs = 50) {
  // Heard from every second: the presence timeout (2 s) never takes it for gone.
  const terminal = quietTerminal(mqttUrl, { customerId: a.customerId, account }, { noticeReadMs });
  running.push(terminal);
  await terminal.start();
  const id = terminals.find((t) => t.account === account)!.id;
  // Online (connected) and subscribed to its cmd topic: a notice sent now reaches it. A
  // connection that logged in a moment ago may not have subscribed yet (it would miss one).
  const probe = {
    type: 'schoolNotice',
    messageId: 999_999,
    title: 'probe',
    content: '',
    kind: 'other',
    sentAt: '',
  } as const;
  await eventually(
    async () => {
      if (ctx.app.realtime.presence.isOnline(id))
        ctx.app.realtime.notifyTerminal({ id, customerId: a.customerId, account }, probe);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return terminal.notices.length;
    },
    (count) => count > 0,
  );
  terminal.notices.length = 0;
  return terminal;
}
const message = async (id: number) => expectOk<Message>(await send('GET', m(`/${id}`)));
const receipts = async (id: number) =>
  expectOk<SchoolMessageReceipt[]>(await send('GET', m(`/${id}/receipts`)));

beforeAll(async () => {
  a = await ctx.createTenant('sm_a');
  b = await ctx.createTenant('sm_b');
  await ctx.createUser({ account: 'sm_teacher', customerId: a.customerId, userType: USER_TYPES.staff });
  teacher = await ctx.login('sm_teacher', TENANT_PASSWORD);
  ({ mqttUrl, wsUrl } = await listenForConsoles(ctx.app, api('/ws')));
  for (const account of ['7700001', '7700002', '7700003']) {
    const row = await insertTerminal(ctx.database.db, { customerId: a.customerId, account });
    terminals.push({ id: row.id, account });
  }
  const group = expectOk<{ id: number }>(
    await send(
      'POST',
      api(PATHS.resource('groups')),
      { name: '三年二班', deviceAccountIds: [terminals[0]!.id, terminals[1]!.id] },
      a.admin.token,
    ),
  );
  groupId = group.id;
});
afterAll(async () => {
  for (const terminal of running) await terminal.stop();
});

describe('school messages', () => {
  it('need a title, content and someone to send to', async () => {
    expectValidationError(
      await send('POST', m(), { content: '明天停课', groupIds: [groupId] }),
      'title',
      'validation.required',
    );
    expectValidationError(
      await send('POST', m(), { title: '停课', content: '  ', groupIds: [groupId] }),
      'content',
      'validation.required',
    );
    expectValidationError(
      await send('POST', m(), { title: '停课', content: '明天停课' }),
      'groupIds',
      'validation.schoolMessageRecipients',
    );
    expectValidationError(
      await send('POST', m(), {
        title: '停课',
        content: '明天停课',
        sendAt: '2026-11-26T07:00:00.000Z',
        groupIds: [groupId],
      }),
      'sendAt',
      'error.schoolMessageSendAtPast',
    );
  });

  it('sent now reaches each recipient terminal once (group and list together), and the reads come back', async () => {
    await online('7700001');
    await online('7700002');
    // 7700003 stays offline
    const created = expectOk<Message>(
      await send('POST', m(), {
        title: '家长会通知',
        content: '周五下午三点在礼堂召开家长会。',
        type: 'notice',
        groupIds: [groupId],
        deviceAccountIds: [terminals[0]!.id, terminals[2]!.id],
      }),
    );
    expect(created).toMatchObject({ state: 'sending', recipientCount: 0 });
    expect(await ctx.app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const sent = await message(created.id);
    expect(sent).toMatchObject({ state: 'sent', recipientCount: 3 });
    const read = await eventually(
      () => message(created.id),
      (row) => row.readCount === 2,
    );
    expect(read.readCount).toBe(2);
    const list = await receipts(created.id);
    expect(list.map((r) => [r.account, r.deliveredAt !== null, r.readAt !== null])).toEqual([
      ['7700001', true, true],
      ['7700002', true, true],
      ['7700003', false, false],
    ]);
    // A sent message changes no more.
    expectError(
      await send('PUT', m(`/${created.id}`), { title: '改' }),
      ERROR_CODES.validation,
      'error.schoolMessageLocked',
    );
    // The offline terminal comes online and gets it on "send again", then reads it.
    await online('7700003');
    expect(expectOk<{ reached: number }>(await send('POST', m(`/${created.id}/resend`))).reached).toBe(1);
    await eventually(
      () => message(created.id),
      (row) => row.readCount === 3,
    );
    expect((await message(created.id)).readCount).toBe(3);
    expect(expectOk<{ reached: number }>(await send('POST', m(`/${created.id}/resend`))).reached).toBe(0);
  });

  it('scheduled ahead goes at its time; a scheduled one may move or be cancelled', async () => {
    const later = new Date(clock.getTime() + 3_600_000).toISOString();
    const scheduled = expectOk<Message>(
      await send('POST', m(), {
        title: '春游',
        content: '下周一春游，八点集合。',
        type: 'activity',
        groupIds: [groupId],
        sendAt: later,
      }),
    );
    expect(scheduled.state).toBe('scheduled');
    await ctx.app.jobs.runDue();
    expect((await message(scheduled.id)).state).toBe('scheduled');
    const evenLater = new Date(clock.getTime() + 7_200_000).toISOString();
    expectOk(await send('PUT', m(`/${scheduled.id}`), { sendAt: evenLater }));
    clock = new Date(clock.getTime() + 3_700_000);
    await ctx.app.jobs.runDue();
    expect((await message(scheduled.id)).state).toBe('scheduled');
    clock = new Date(clock.getTime() + 3_600_000);
    await ctx.app.jobs.runDue();
    expect(await message(scheduled.id)).toMatchObject({ state: 'sent', recipientCount: 2 });

    const cancelled = expectOk<Message>(
      await send('POST', m(), {
        title: '取消的通知',
        content: '不会发出',
        groupIds: [groupId],
        sendAt: new Date(clock.getTime() + 60_000).toISOString(),
      }),
    );
    expect(expectOk<Message>(await send('POST', m(`/${cancelled.id}/cancel`))).state).toBe('cancelled');
    clock = new Date(clock.getTime() + 120_000);
    await ctx.app.jobs.runDue();
    expect(await message(cancelled.id)).toMatchObject({ state: 'cancelled', recipientCount: 0 });
    expectError(
      await send('POST', m(`/${cancelled.id}/resend`)),
      ERROR_CODES.validation,
      'error.schoolMessageNotSent',
    );
  });

  it('members find it in their console inbox, live; reading it there is their receipt, counted once', async () => {
    const pupil = await ctx.createUser({
      account: '88001',
      customerId: a.customerId,
      userType: USER_TYPES.member,
    });
    await ctx.createUser({ account: '88002', customerId: a.customerId, userType: USER_TYPES.member });
    const pupilToken = await ctx.login('88001', TENANT_PASSWORD);
    const otherToken = await ctx.login('88002', TENANT_PASSWORD);
    const inbox = async (token: string) =>
      expectOk<SchoolInbox>(await send('GET', api(PATHS.schoolInbox), undefined, token));
    expect(await inbox(pupilToken)).toEqual({ list: [], unread: 0 });

    // The member's open console hears its inbox change; nobody else may listen to it.
    const pupilConsole = await connectConsole(wsUrl, pupilToken);
    const otherConsole = await connectConsole(wsUrl, otherToken);
    try {
      await ready(pupilConsole);
      await ready(otherConsole);
      expect(await pupilConsole.subscribe(`inbox:${pupil.id}`)).toBe('subscribed');
      expect(await otherConsole.subscribe(`inbox:${pupil.id}`)).toBe('denied');

      const created = expectOk<Message>(
        await send('POST', m(), {
          title: '成绩单已发布',
          content: '请登录查看本学期成绩。',
          type: 'homework',
          memberIds: [pupil.id],
        }),
      );
      await ctx.app.jobs.runDue();
      expect(await message(created.id)).toMatchObject({ state: 'sent', recipientCount: 1, readCount: 0 });
      // A scheduled one to members alone may move (it has someone to go to) and not lose them all.
      const later = expectOk<Message>(
        await send('POST', m(), {
          title: '返校日',
          content: '周一返校。',
          memberIds: [pupil.id],
          sendAt: new Date(clock.getTime() + 3_600_000).toISOString(),
        }),
      );
      expectOk(
        await send('PUT', m(`/${later.id}`), { sendAt: new Date(clock.getTime() + 7_200_000).toISOString() }),
      );
      expectValidationError(
        await send('PUT', m(`/${later.id}`), { memberIds: [] }),
        'groupIds',
        'validation.schoolMessageRecipients',
      );
      expectOk(await send('POST', m(`/${later.id}/cancel`)));
      await pupilConsole.waitEvent((event) => event.type === 'inbox' && event.messageId === created.id);

      const mine = await inbox(pupilToken);
      expect(mine.unread).toBe(1);
      expect(mine.list).toEqual([
        expect.objectContaining({ id: created.id, title: '成绩单已发布', type: 'homework', readAt: null }),
      ]);
      expect(await inbox(otherToken)).toEqual({ list: [], unread: 0 });
      const [receipt] = await receipts(created.id);
      expect(receipt).toMatchObject({ recipient: 'member', id: pupil.id, account: '88001', readAt: null });
      expect(receipt!.deliveredAt).not.toBeNull();

      // Another member cannot read it; the pupil reads it, twice, and it counts once.
      expectError(
        await send('POST', api(`${PATHS.schoolInbox}/${created.id}/read`), undefined, otherToken),
        ERROR_CODES.notFound,
      );
      const readPath = api(`${PATHS.schoolInbox}/${created.id}/read`);
      expect(expectOk<{ unread: number }>(await send('POST', readPath, undefined, pupilToken))).toEqual({
        unread: 0,
      });
      expectOk(await send('POST', readPath, undefined, pupilToken));
      expect(await message(created.id)).toMatchObject({ readCount: 1 });
      expect((await receipts(created.id))[0]!.readAt).not.toBeNull();
      expect((await inbox(pupilToken)).list[0]!.readAt).not.toBeNull();
    } finally {
      pupilConsole.close();
      otherConsole.close();
    }
    // Someone who is no member (a staff account) is no recipient.
    const staff = await ctx.createUser({
      account: 'sm_staff2',
      customerId: a.customerId,
      userType: USER_TYPES.staff,
    });
    expectValidationError(
      await send('POST', m(), { title: '越界', content: '越界', memberIds: [staff.id] }),
      'memberIds',
      'error.memberNotFound',
    );
  });

  it('another company’s terminals and groups are no recipients, and its messages are not found', async () => {
    const theirs = await insertTerminal(ctx.database.db, { customerId: b.customerId, account: '7700099' });
    expectValidationError(
      await send('POST', m(), { title: '越界', content: '越界', deviceAccountIds: [theirs.id] }),
      'deviceAccountIds',
      'error.terminalNotFound',
    );
    const theirMember = await ctx.createUser({
      account: '88099',
      customerId: b.customerId,
      userType: USER_TYPES.member,
    });
    expectValidationError(
      await send('POST', m(), { title: '越界', content: '越界', memberIds: [theirMember.id] }),
      'memberIds',
      'error.memberNotFound',
    );
    const own = expectOk<Message>(await send('POST', m(), { title: 'A', content: 'A', groupIds: [groupId] }));
    expectError(await send('GET', m(`/${own.id}/receipts`), undefined, b.admin.token), ERROR_CODES.notFound);
  });
});
