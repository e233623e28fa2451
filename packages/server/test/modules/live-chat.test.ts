import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS, USER_TYPES } from '@console/contract';
import type { LiveChatMessage, LiveChatStatus, LiveOnline } from '@console/contract/live-chat';
import type { RealtimeEvent } from '@console/contract/realtime';
import { SimulatedTerminal } from '@console/simulator/terminal';
import { customers } from '../../src/platform/identity-tables';
import { lives } from '../../src/modules/lives/tables';
import { makePng, multipart } from '../files';
import {
  api,
  build,
  expectError,
  expectOk,
  expectValidationError,
  TENANT_PASSWORD,
  type Tenant,
} from '../helper';
import { connectConsole, insertTerminal, ready, TERMINAL_PASSWORD, type TestConsole } from '../realtime';

/**
 * Live chat (ADR 28): audit on and off (the stream's flag or the company's), approve / hide / ban,
 * the company's live password, check-in once, who may watch from a terminal (the stream's own,
 * public, invite code, whole network), viewers counted from their presence (console WebSocket,
 * terminals over the embedded MQTT broker with the simulator), and the tenant wall.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-chat-test-'));
const ctx = build({ dataDir, MQTT_PORT: 0, HOST: '127.0.0.1', PRESENCE_TIMEOUT: 2 });
const livesUrl = (suffix = '') => api(`${PATHS.resource('lives')}${suffix}`);
let a: Tenant;
let b: Tenant;
let staff: { id: number; account: string; token: string };
let mqttUrl = '';
let wsUrl = '';
/** A's terminals: 7700001 (a stream's own), 7700002 (not), and B's 7700009. */
const terminals: Record<string, number> = {};
const open: { close(): unknown }[] = [];

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = a.admin.token) =>
  ctx.injectAs(token, { method, url, ...(payload ? { payload } : {}) });
const setCompany = (customerId: number, values: Partial<typeof customers.$inferInsert>) =>
  ctx.database.db.update(customers).set(values).where(eq(customers.id, customerId));
let serial = 0;
async function newLive(values: object = {}, token = a.admin.token) {
  return expectOk<{ id: number; inviteCode: string }>(
    await send('POST', livesUrl(), { name: `直播${++serial}`, ...values }, token),
  );
}
const chat = (id: number, text: string, token = a.admin.token) =>
  send('POST', livesUrl(`/${id}/chat`), { text }, token);
const chatOk = async (id: number, text: string, token = a.admin.token) =>
  expectOk<LiveChatMessage>(await chat(id, text, token));
const messages = async (id: number, state = 'visible', token = a.admin.token) =>
  expectOk<LiveChatMessage[]>(await send('GET', livesUrl(`/${id}/chat?state=${state}`), undefined, token));
const audit = (id: number, messageId: number, action: string, token = a.admin.token) =>
  send('POST', livesUrl(`/${id}/chat/${messageId}/${action}`), undefined, token);
const online = async (id: number) => expectOk<LiveOnline>(await send('GET', livesUrl(`/${id}/online`)));
const texts = (list: LiveChatMessage[]) => list.map((m) => m.text);

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function simulated(customerId: number, account: string) {
  const terminal = new SimulatedTerminal(
    { customerId, account },
    {
      url: mqttUrl,
      password: TERMINAL_PASSWORD,
      behaviour: { keepalive: 5, telemetryMs: 0, dropoutRate: 0, awayMs: [60_000, 60_000], callRate: 0 },
      random: () => 0.5,
      stats: { connects: 0, refused: 0, dropouts: 0, messages: 0, commands: 0 },
    },
  );
  open.push({ close: () => terminal.stop() });
  return terminal;
}

async function consoleOn(token: string): Promise<TestConsole> {
  const c = await connectConsole(wsUrl, token);
  open.push({ close: () => c.close() });
  await ready(c);
  return c;
}

beforeAll(async () => {
  a = await ctx.createTenant('lc_a');
  b = await ctx.createTenant('lc_b');
  const user = await ctx.createUser({
    account: 'lc_a_staff',
    customerId: a.customerId,
    userType: USER_TYPES.staff,
  });
  staff = { ...user, token: await ctx.login(user.account, TENANT_PASSWORD) };
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  mqttUrl = `mqtt://127.0.0.1:${ctx.app.realtime.broker.port}`;
  wsUrl = `ws://127.0.0.1:${port}${api('/ws')}`;
  for (const account of ['7700001', '7700002'])
    terminals[account] = (
      await insertTerminal(ctx.database.db, { customerId: a.customerId, account, name: `终端${account}` })
    ).id;
  terminals['7700009'] = (
    await insertTerminal(ctx.database.db, { customerId: b.customerId, account: '7700009' })
  ).id;
});
afterAll(async () => {
  for (const o of open) await o.close();
});

describe('chat without audit', () => {
  it('shows a line at once, trimmed, to the viewers listening on live:{id}', async () => {
    await setCompany(a.customerId, { liveAudit: false, livePassword: null });
    const live = await newLive();
    const viewer = await consoleOn(a.admin.token);
    expect(await viewer.subscribe(`live:${live.id}`)).toBe('subscribed');
    const sent = await chatOk(live.id, '  hello everyone  ');
    expect(sent).toMatchObject({
      text: 'hello everyone',
      state: 'visible',
      senderKind: 'account',
      senderName: a.admin.account,
    });
    const event = await viewer.waitEvent((e) => e.type === 'live' && e.change === 'message');
    expect(event).toMatchObject({
      type: 'live',
      liveId: live.id,
      audit: false,
      message: { id: sent.id, state: 'visible' },
    });
    expect(texts(await messages(live.id))).toEqual(['hello everyone']);
  });

  it('refuses an empty or too long line with the field’s message', async () => {
    const live = await newLive();
    expectValidationError(await chat(live.id, '   '), 'text', 'validation.required');
    expectValidationError(await chat(live.id, 'x'.repeat(201)), 'text', 'validation.max');
    expectOk(await chat(live.id, 'x'.repeat(200)));
  });

  it('refuses chat in an ended stream', async () => {
    const live = await newLive();
    await ctx.database.db.update(lives).set({ status: 'ended' }).where(eq(lives.id, live.id));
    expectError(await chat(live.id, 'late'), ERROR_CODES.validation, 'error.liveEnded');
  });
});

describe('audit queue', () => {
  it('keeps new lines pending when the company’s live audit is on, until an auditor approves', async () => {
    await setCompany(a.customerId, { liveAudit: true });
    const live = await newLive({ danmakuAudit: false });
    const auditor = await consoleOn(a.admin.token);
    expect(await auditor.subscribe(`liveAudit:${live.id}`)).toBe('subscribed');
    const viewer = await consoleOn(a.admin.token);
    expect(await viewer.subscribe(`live:${live.id}`)).toBe('subscribed');
    const pending = await chatOk(live.id, 'needs a look');
    expect(pending.state).toBe('pending');
    expect(await messages(live.id)).toEqual([]);
    expect(texts(await messages(live.id, 'pending'))).toEqual(['needs a look']);
    await auditor.waitEvent((e) => e.type === 'live' && e.message?.id === pending.id);

    const [approved] = expectOk<LiveChatMessage[]>(await audit(live.id, pending.id, 'approve'));
    expect(approved).toMatchObject({ id: pending.id, state: 'visible' });
    expect(texts(await messages(live.id))).toEqual(['needs a look']);
    // the viewers heard of it only once it was approved
    const heard = (e: RealtimeEvent) => e.type === 'live' && e.message?.id === pending.id;
    expect(await viewer.waitEvent(heard)).toMatchObject({ message: { state: 'visible' } });
    expect(viewer.events.filter(heard).map((e) => (e.type === 'live' ? e.message?.state : null))).toEqual([
      'visible',
    ]);
    // a decision is taken once
    expectError(await audit(live.id, pending.id, 'approve'), ERROR_CODES.conflict, 'error.liveMessageState');
    // hiding takes it away from the viewers
    expect(expectOk<LiveChatMessage[]>(await audit(live.id, pending.id, 'hide'))[0]!.state).toBe('hidden');
    expect(await messages(live.id)).toEqual([]);
    await viewer.waitEvent(
      (e) => e.type === 'live' && e.message?.id === pending.id && e.message.state === 'hidden',
    );
  });

  it('queues lines of a stream with its own danmaku audit on, the company’s flag off', async () => {
    await setCompany(a.customerId, { liveAudit: false });
    const live = await newLive({ danmakuAudit: true });
    expect((await chatOk(live.id, 'first')).state).toBe('pending');
    const status = expectOk<LiveChatStatus>(await send('GET', livesUrl(`/${live.id}/chat/status`)));
    expect(status).toMatchObject({ audit: true, auditor: true, joined: true });
    const plain = await newLive({ danmakuAudit: false });
    expect((await chatOk(plain.id, 'free')).state).toBe('visible');
  });

  it('bans a sender: their lines are hidden and their next line is refused', async () => {
    await setCompany(a.customerId, { liveAudit: true, livePassword: null });
    const live = await newLive();
    expectOk(await send('POST', livesUrl(`/${live.id}/join`), {}, staff.token));
    const one = await chatOk(live.id, 'spam 1', staff.token);
    await chatOk(live.id, 'spam 2', staff.token);
    const mine = await chatOk(live.id, 'from the admin');
    const hidden = expectOk<LiveChatMessage[]>(await audit(live.id, one.id, 'ban'));
    expect(texts(hidden).sort()).toEqual(['spam 1', 'spam 2']);
    expect(texts(await messages(live.id, 'pending'))).toEqual(['from the admin']);
    expect(mine.state).toBe('pending');
    expectError(await chat(live.id, 'spam 3', staff.token), ERROR_CODES.forbidden, 'error.liveChatBanned');
    expect(
      expectOk<LiveChatStatus>(await send('GET', livesUrl(`/${live.id}/chat/status`), undefined, staff.token))
        .banned,
    ).toBe(true);
    const list = await online(live.id);
    expect(list.viewers.find((v) => v.kind === 'account' && v.id === staff.id)?.bannedAt).not.toBeNull();
    // banned for this stream only
    const other = await newLive();
    expectOk(await send('POST', livesUrl(`/${other.id}/join`), {}, staff.token));
    expectOk(await chat(other.id, 'elsewhere', staff.token));
  });

  it('lets administrators audit; staff read only visible lines; members nothing', async () => {
    const live = await newLive();
    const line = await chatOk(live.id, 'check');
    expectOk(await send('POST', livesUrl(`/${live.id}/join`), {}, staff.token));
    expectError(await audit(live.id, line.id, 'approve', staff.token), ERROR_CODES.forbidden);
    expectError(
      await send('GET', livesUrl(`/${live.id}/chat?state=pending`), undefined, staff.token),
      ERROR_CODES.forbidden,
    );
    expectError(
      await send('GET', livesUrl(`/${live.id}/online`), undefined, staff.token),
      ERROR_CODES.forbidden,
    );
    expectError(await chat(live.id, 'hi', a.member.token), ERROR_CODES.forbidden);
    const member = await consoleOn(a.member.token);
    expect(await member.subscribe(`live:${live.id}`)).toBe('denied');
    const staffSocket = await consoleOn(staff.token);
    expect(await staffSocket.subscribe(`liveAudit:${live.id}`)).toBe('denied');
    expect(await staffSocket.subscribe(`live:${live.id}`)).toBe('subscribed');
  });
});

describe('live password', () => {
  it('asks viewers but the administrators for the company’s password, compared by the server', async () => {
    await setCompany(a.customerId, { liveAudit: false, livePassword: 'open-sesame' });
    const live = await newLive();
    const status = expectOk<LiveChatStatus>(
      await send('GET', livesUrl(`/${live.id}/chat/status`), undefined, staff.token),
    );
    expect(status).toMatchObject({ passwordRequired: true, joined: false });
    expect(JSON.stringify(status)).not.toContain('open-sesame');
    // not joined: no chat, no viewer topic
    expectError(await chat(live.id, 'hi', staff.token), ERROR_CODES.forbidden, 'error.liveNotJoined');
    const socket = await consoleOn(staff.token);
    expect(await socket.subscribe(`live:${live.id}`)).toBe('denied');
    expectError(
      await send('POST', livesUrl(`/${live.id}/join`), {}, staff.token),
      ERROR_CODES.forbidden,
      'error.livePassword',
    );
    expectError(
      await send('POST', livesUrl(`/${live.id}/join`), { password: 'open-sesamE' }, staff.token),
      ERROR_CODES.forbidden,
      'error.livePassword',
    );
    const joined = expectOk<LiveChatStatus>(
      await send('POST', livesUrl(`/${live.id}/join`), { password: 'open-sesame' }, staff.token),
    );
    expect(joined.joined).toBe(true);
    // (a new socket: the test console reads its answers from the start)
    expect(await (await consoleOn(staff.token)).subscribe(`live:${live.id}`)).toBe('subscribed');
    expectOk(await chat(live.id, 'in', staff.token));
    // the administrator runs the stream: no password
    expectOk(await chat(live.id, 'admin'));
    // the console never reads it back
    const company = await send(
      'GET',
      api(`${PATHS.resource('companies')}/${a.customerId}`),
      undefined,
      await ctx.adminToken(),
    );
    expect(company.statusCode).toBe(200);
    expect(company.body).not.toContain('open-sesame');
    await setCompany(a.customerId, { livePassword: null });
  });
});

describe('check-in', () => {
  it('checks a viewer in once when the stream asks for it, and lists it on the online page', async () => {
    const off = await newLive({ checkIn: false });
    expectError(
      await send('POST', livesUrl(`/${off.id}/checkIn`)),
      ERROR_CODES.validation,
      'error.liveCheckInOff',
    );
    const live = await newLive({ checkIn: true });
    expectError(
      await send('POST', livesUrl(`/${live.id}/checkIn`), undefined, staff.token),
      ERROR_CODES.forbidden,
      'error.liveNotJoined',
    );
    expectOk(await send('POST', livesUrl(`/${live.id}/join`), {}, staff.token));
    const status = expectOk<LiveChatStatus>(
      await send('POST', livesUrl(`/${live.id}/checkIn`), undefined, staff.token),
    );
    expect(status.checkedInAt).not.toBeNull();
    expectError(
      await send('POST', livesUrl(`/${live.id}/checkIn`), undefined, staff.token),
      ERROR_CODES.conflict,
      'error.liveCheckedIn',
    );
    const page = await online(live.id);
    expect(page.checkedIn).toBe(1);
    expect(page.viewers.map((v) => [v.kind, v.name, v.checkedInAt !== null])).toEqual([
      ['account', staff.account, true],
    ]);
  });
});

describe('viewers counted from their presence', () => {
  it('counts a console account while it listens on live:{id}, once however many tabs', async () => {
    const live = await newLive();
    expect((await online(live.id)).online).toEqual({ accounts: 0, devices: 0 });
    const auditor = await consoleOn(a.admin.token);
    await auditor.subscribe(`liveAudit:${live.id}`);
    const tab1 = await consoleOn(a.admin.token);
    const tab2 = await consoleOn(a.admin.token);
    await tab1.subscribe(`live:${live.id}`);
    await tab2.subscribe(`live:${live.id}`);
    await auditor.waitEvent((e) => e.type === 'live' && e.change === 'viewers' && e.online?.accounts === 1);
    expect((await online(live.id)).online).toEqual({ accounts: 1, devices: 0 });
    tab1.close();
    await tab1.closed;
    // one tab closed, the other still there: counted once, until the last one goes
    tab2.socket.send(JSON.stringify({ type: 'unsub', topic: `live:${live.id}` }));
    await auditor.waitEvent((e) => e.type === 'live' && e.change === 'viewers' && e.online?.accounts === 0);
    const counts = auditor.events
      .filter((e) => e.type === 'live' && e.change === 'viewers')
      .map((e) => (e.type === 'live' ? e.online : null));
    expect(counts).toEqual([
      { accounts: 1, devices: 0 },
      { accounts: 0, devices: 0 },
    ]);
  });

  it('lets a stream’s terminal join, chat, check in and hear approved lines over MQTT; offline, it leaves', async () => {
    await setCompany(a.customerId, { liveAudit: false, publicLive: false, livePassword: null });
    const live = await newLive({ deviceAccountIds: [terminals['7700001']!], checkIn: true });
    const t = simulated(a.customerId, '7700001');
    await t.start();
    expect(await t.live({ type: 'liveChat', liveId: live.id, text: 'too early' })).toMatchObject({
      ok: false,
      error: 'error.liveNotJoined',
    });
    expect(await t.live({ type: 'liveJoin', liveId: live.id })).toMatchObject({ ok: true });
    const page = await online(live.id);
    expect(page.online).toEqual({ accounts: 0, devices: 1 });
    expect(page.devices).toEqual([
      { id: terminals['7700001'], account: '7700001', name: '终端7700001', online: true, watching: true },
    ]);
    expect(await t.live({ type: 'liveChat', liveId: live.id, text: ' from the ward ' })).toMatchObject({
      ok: true,
    });
    expect(texts(await messages(live.id))).toEqual(['from the ward']);
    expect((await messages(live.id))[0]).toMatchObject({ senderKind: 'device', senderName: '终端7700001' });
    expect(await t.live({ type: 'liveCheckIn', liveId: live.id })).toMatchObject({ ok: true });
    expect(await t.live({ type: 'liveCheckIn', liveId: live.id })).toMatchObject({
      ok: false,
      error: 'error.liveCheckedIn',
    });
    // a console line reaches the watching terminal
    await chatOk(live.id, 'hello ward');
    await eventually(
      async () => t.liveMessages.length,
      (n) => n >= 2,
    );
    expect(t.liveMessages.map((m) => m.text)).toEqual(['from the ward', 'hello ward']);
    await t.stop();
    const after = await eventually(
      () => online(live.id),
      (p) => p.online.devices === 0,
    );
    expect(after.online).toEqual({ accounts: 0, devices: 0 });
    expect(after.checkedIn).toBe(1);
  });

  it('admits other terminals only to a public stream: with the invite code, or none for the whole network', async () => {
    await setCompany(a.customerId, { publicLive: false, liveType: 'public', livePassword: null });
    const live = await newLive({ deviceAccountIds: [terminals['7700001']!] });
    const t = simulated(a.customerId, '7700002');
    await t.start();
    expect(await t.live({ type: 'liveJoin', liveId: live.id, inviteCode: live.inviteCode })).toMatchObject({
      ok: false,
      error: 'error.liveNotViewer',
    });
    await setCompany(a.customerId, { publicLive: true });
    expect(await t.live({ type: 'liveJoin', liveId: live.id })).toMatchObject({
      ok: false,
      error: 'error.liveInviteCode',
    });
    expect(await t.live({ type: 'liveJoin', liveId: live.id, inviteCode: live.inviteCode })).toMatchObject({
      ok: true,
    });
    const network = await newLive();
    await setCompany(a.customerId, { liveType: 'network', livePassword: 'pw-for-all' });
    expect(await t.live({ type: 'liveJoin', liveId: network.id })).toMatchObject({
      ok: false,
      error: 'error.livePassword',
    });
    expect(await t.live({ type: 'liveJoin', liveId: network.id, password: 'pw-for-all' })).toMatchObject({
      ok: true,
    });
    expect((await online(network.id)).online.devices).toBe(1);
    expect(await t.live({ type: 'liveLeave', liveId: network.id })).toMatchObject({ ok: true });
    expect((await online(network.id)).online.devices).toBe(0);
    await setCompany(a.customerId, { publicLive: false, liveType: 'public', livePassword: null });
  });

  it('gives a stream a new invite code on request, the old one no longer admitting', async () => {
    await setCompany(a.customerId, { publicLive: true, liveType: 'public', livePassword: null });
    const live = await newLive();
    const renewed = expectOk<{ inviteCode: string }>(
      await send('POST', livesUrl(`/${live.id}/regenerateCode`)),
    );
    expect(renewed.inviteCode).toMatch(/^\d{6}$/);
    expect(renewed.inviteCode).not.toBe(live.inviteCode);
    const t = simulated(a.customerId, '7700002');
    await t.start();
    expect(await t.live({ type: 'liveJoin', liveId: live.id, inviteCode: live.inviteCode })).toMatchObject({
      ok: false,
      error: 'error.liveInviteCode',
    });
    expect(await t.live({ type: 'liveJoin', liveId: live.id, inviteCode: renewed.inviteCode })).toMatchObject(
      {
        ok: true,
      },
    );
    await setCompany(a.customerId, { publicLive: false });
  });

  it('keeps tenants apart: another company’s terminal and administrator find nothing', async () => {
    const live = await newLive();
    await chatOk(live.id, 'ours');
    const theirs = simulated(b.customerId, '7700009');
    await theirs.start();
    expect(await theirs.live({ type: 'liveJoin', liveId: live.id })).toMatchObject({
      ok: false,
      error: 'error.notFound',
    });
    expect(await theirs.live({ type: 'liveChat', liveId: live.id, text: 'intrude' })).toMatchObject({
      ok: false,
      error: 'error.notFound',
    });
    expectError(
      await send('GET', livesUrl(`/${live.id}/chat`), undefined, b.admin.token),
      ERROR_CODES.notFound,
    );
    expectError(await chat(live.id, 'intrude', b.admin.token), ERROR_CODES.notFound);
    const socket = await consoleOn(b.admin.token);
    expect(await socket.subscribe(`live:${live.id}`)).toBe('denied');
    expect(await socket.subscribe(`liveAudit:${live.id}`)).toBe('denied');
    expect(texts(await messages(live.id))).toEqual(['ours']);
  });
});

describe('the whole network', () => {
  it('lets another company’s terminal watch and chat on a public stream of the whole network only', async () => {
    await setCompany(a.customerId, { publicLive: true, liveType: 'network', livePassword: null });
    const live = await newLive();
    const auditor = await consoleOn(a.admin.token);
    await auditor.subscribe(`liveAudit:${live.id}`);
    const theirs = simulated(b.customerId, '7700009');
    await theirs.start();
    expect(await theirs.live({ type: 'liveJoin', liveId: live.id })).toMatchObject({ ok: true });
    // The stream's company counts the visitor and reads its line.
    await auditor.waitEvent((e) => e.type === 'live' && e.change === 'viewers' && e.online?.devices === 1);
    expect(
      await theirs.live({ type: 'liveChat', liveId: live.id, text: 'from the other hospital' }),
    ).toMatchObject({
      ok: true,
    });
    expect(texts(await messages(live.id))).toContain('from the other hospital');
    expect(await theirs.live({ type: 'liveLeave', liveId: live.id })).toMatchObject({ ok: true });
    await auditor.waitEvent((e) => e.type === 'live' && e.change === 'viewers' && e.online?.devices === 0);
    // Not public, or public to the company only: another company's terminal finds nothing.
    await setCompany(a.customerId, { publicLive: true, liveType: 'public' });
    expect(await theirs.live({ type: 'liveJoin', liveId: live.id })).toMatchObject({
      ok: false,
      error: 'error.notFound',
    });
    await setCompany(a.customerId, { publicLive: false, liveType: 'network' });
    expect(await theirs.live({ type: 'liveJoin', liveId: live.id })).toMatchObject({
      ok: false,
      error: 'error.notFound',
    });
    await setCompany(a.customerId, { publicLive: false, liveType: 'public', livePassword: null });
  });
});

describe('shared files', () => {
  it('takes only a live file uploaded by the company, checked by content', async () => {
    const live = await newLive();
    const files = (suffix = '') => api(`${PATHS.resource('liveFiles')}${suffix}`);
    expectValidationError(
      await send('POST', files(), { liveId: live.id, title: 'slides', file: '/files/nothing.png' }),
      'file',
      'error.liveFileUpload',
    );
    const upload = expectOk<{ url: string }>(
      await ctx.injectAs(a.admin.token, {
        method: 'POST',
        url: api('/console/api/v1/uploads?purpose=liveFile'),
        ...multipart(makePng(8, 8)),
      }),
    );
    const created = expectOk<{ id: number; liveId: number; title: string }>(
      await send('POST', files(), { liveId: live.id, title: 'slides', file: upload.url }),
    );
    expect(created).toMatchObject({ liveId: live.id, title: 'slides' });
    expectError(await send('GET', files(`/${created.id}`), undefined, b.admin.token), ERROR_CODES.notFound);
  });
});
