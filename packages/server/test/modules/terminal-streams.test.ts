import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS } from '@console/contract';
import type {
  AccountStreams,
  StreamSettings,
  StreamTerminal,
  StreamWall,
} from '@console/contract/resources/terminal-streams';
import { userLogs } from '../../src/platform/audit-tables';
import { deviceAccounts } from '../../src/modules/device-accounts/tables';
import { customers } from '../../src/platform/identity-tables';
import { videoSources } from '../../src/modules/video-sources/tables';
import { api, build, envelope, expectError, expectOk, type Tenant } from '../helper';

const ctx = build();
const groups = (suffix = '') => api(`${PATHS.resource('terminalStreamGroups')}${suffix}`);
const wall = (query = '') => api(`${PATHS.resource('terminalStreams')}${query}`);
const settings = () => api(PATHS.resource('terminalStreamSettings'));
const terminalSettings = (id: number) => api(`${PATHS.resource('terminalStreamTerminals')}/${id}`);
const sources = (query = '') => api(`${PATHS.resource('terminalStreamSources')}${query}`);

let tenant: Tenant;
let other: Tenant;
/** Terminals of the tenant: ward (two sources), lobby (one), bare (none). */
const t = { ward: 0, lobby: 0, bare: 0, theirs: 0 };
const s = { wardMain: 0, wardUsb: 0, lobbyMain: 0, theirs: 0 };

async function terminal(customerId: number, account: string, name: string, online = false) {
  const [row] = await ctx.database.db
    .insert(deviceAccounts)
    .values({
      customerId,
      account,
      name,
      deviceType: 'terminal',
      loginAccount: account,
      password: 'x',
      online,
    })
    .returning();
  return row!.id;
}

async function source(
  customerId: number,
  deviceAccountId: number,
  values: { name: string; type: string; primary?: boolean; subStreamEnabled?: boolean },
) {
  const [row] = await ctx.database.db
    .insert(videoSources)
    .values({ customerId, deviceAccountId, primary: false, ...values })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  tenant = await ctx.createTenant('tsw', ['platform']);
  other = await ctx.createTenant('tswo', ['platform']);
  t.ward = await terminal(tenant.customerId, '7300001', 'A ICU 1床', true);
  t.lobby = await terminal(tenant.customerId, '7300002', 'B 大厅');
  t.bare = await terminal(tenant.customerId, '7300003', 'C 无源');
  t.theirs = await terminal(other.customerId, '7300009', '别家');
  s.wardMain = await source(tenant.customerId, t.ward, { name: '主画面', type: 'hdmi', primary: true });
  s.wardUsb = await source(tenant.customerId, t.ward, {
    name: '床旁',
    type: 'usbCamera',
    subStreamEnabled: true,
  });
  s.lobbyMain = await source(tenant.customerId, t.lobby, { name: '大厅', type: 'hdmi', primary: true });
  s.theirs = await source(other.customerId, t.theirs, { name: '别家', type: 'hdmi', primary: true });
});

const as = (token: string) => ({
  get: (url: string) => ctx.injectAs(token, { method: 'GET', url }),
  post: (url: string, payload: object) => ctx.injectAs(token, { method: 'POST', url, payload }),
  put: (url: string, payload: object) => ctx.injectAs(token, { method: 'PUT', url, payload }),
  del: (url: string) => ctx.injectAs(token, { method: 'DELETE', url }),
});
const admin = () => as(tenant.admin.token);

describe('stream groups', () => {
  it('keeps the tenant’s sources once each, in the order given, and lists groups by order', async () => {
    const second = expectOk(
      await admin().post(groups(), { name: 'Lobby', sort: 2, videoSourceIds: [s.lobbyMain] }),
    );
    const first = expectOk<{ id: number; videoSourceIds: number[] }>(
      await admin().post(groups(), {
        name: 'ICU',
        sort: 1,
        videoSourceIds: [s.wardUsb, s.lobbyMain, s.wardUsb],
      }),
    );
    expect(first.videoSourceIds).toEqual([s.wardUsb, s.lobbyMain]);
    const page = expectOk<{ list: { id: number }[] }>(await admin().get(groups()));
    expect(page.list.map((g) => g.id)).toEqual([first.id, (second as { id: number }).id]);
  });

  it('requires a name unique in the company and an order within 0-9999', async () => {
    expect(envelope(await admin().post(groups(), { name: ' ' })).fields).toEqual({
      name: 'validation.required',
    });
    expect(envelope(await admin().post(groups(), { name: 'x', sort: -1 })).fields).toEqual({
      sort: 'validation.min',
    });
    expect(envelope(await admin().post(groups(), { name: 'x', sort: 10000 })).fields).toEqual({
      sort: 'validation.max',
    });
    const clash = await admin().post(groups(), { name: 'icu' });
    expect(clash.statusCode).toBe(409);
    expect(envelope(clash).fields).toEqual({ name: 'error.groupNameExists' });
    expectOk(await as(other.admin.token).post(groups(), { name: 'ICU' }));
  });

  it('refuses another company’s source, on create and on edit', async () => {
    const mixed = await admin().post(groups(), { name: 'mixed', videoSourceIds: [s.wardMain, s.theirs] });
    expect(envelope(mixed).fields).toEqual({ videoSourceIds: 'error.streamSourceNotFound' });
    const group = expectOk<{ id: number }>(await admin().post(groups(), { name: 'edit me' }));
    const edit = await admin().put(groups(`/${group.id}`), { videoSourceIds: [s.theirs] });
    expect(envelope(edit).fields).toEqual({ videoSourceIds: 'error.streamSourceNotFound' });
    expectOk(await admin().del(groups(`/${group.id}`)));
  });

  it('is not for members', async () => {
    const res = await as(tenant.member.token).get(groups());
    expect(res.statusCode).toBe(403);
    expectError(res, ERROR_CODES.forbidden);
  });
});

describe('stream settings', () => {
  it('start from the defaults and follow the company’s polling play seconds', async () => {
    await ctx.database.db
      .update(customers)
      .set({ pollingSeconds: 12 })
      .where(eq(customers.id, tenant.customerId));
    const read = expectOk<StreamSettings>(await admin().get(settings()));
    expect(read).toMatchObject({
      tilesPerPage: 4,
      rotationSeconds: null,
      stream: 'main',
      showOffline: true,
      addressTemplate: null,
      companyPollingSeconds: 12,
      effectiveRotationSeconds: 12,
      updatedAt: null,
    });
  });

  it('change field by field, and the wall’s own rotation wins over the company’s', async () => {
    const saved = expectOk<StreamSettings>(
      await admin().put(settings(), { tilesPerPage: 9, rotationSeconds: 20, stream: 'sub' }),
    );
    expect(saved).toMatchObject({ tilesPerPage: 9, rotationSeconds: 20, effectiveRotationSeconds: 20 });
    const again = expectOk<StreamSettings>(await admin().put(settings(), { showOffline: false }));
    expect(again).toMatchObject({ tilesPerPage: 9, stream: 'sub', showOffline: false });
    const back = expectOk<StreamSettings>(await admin().put(settings(), { rotationSeconds: null }));
    expect(back.effectiveRotationSeconds).toBe(12);
    const logs = await ctx.database.db
      .select()
      .from(userLogs)
      .where(eq(userLogs.resource, 'terminalStreamSettings'));
    expect(logs.length).toBeGreaterThanOrEqual(3);
  });

  it('check every bound', async () => {
    const fields = async (payload: object) => envelope(await admin().put(settings(), payload)).fields;
    expect(await fields({ tilesPerPage: 6 })).toEqual({ tilesPerPage: 'validation.enum' });
    expect(await fields({ rotationSeconds: 4 })).toEqual({ rotationSeconds: 'validation.min' });
    expect(await fields({ rotationSeconds: 3601 })).toEqual({ rotationSeconds: 'validation.max' });
    expect(await fields({ rotationSeconds: 5.5 })).toEqual({ rotationSeconds: 'validation.integer' });
    expect(await fields({ stream: 'hd' })).toEqual({ stream: 'validation.enum' });
    expect(await fields({ addressTemplate: 'ftp://x/{account}' })).toEqual({
      addressTemplate: 'validation.streamAddress',
    });
    expect(await fields({ customerId: other.customerId })).toMatchObject({
      customerId: 'validation.unknownField',
    });
    expectOk(await admin().put(settings(), { rotationSeconds: 5 }));
    expectOk(await admin().put(settings(), { rotationSeconds: 3600 }));
  });

  it('belong to each company: another company’s change does not reach this one', async () => {
    expectOk(await as(other.admin.token).put(settings(), { tilesPerPage: 16 }));
    expect(expectOk<StreamSettings>(await admin().get(settings())).tilesPerPage).toBe(9);
    expect((await as(tenant.member.token).put(settings(), { tilesPerPage: 1 })).statusCode).toBe(403);
  });
});

describe('per-terminal settings', () => {
  it('default to monitored with the main source', async () => {
    expect(expectOk<StreamTerminal>(await admin().get(terminalSettings(t.lobby)))).toEqual({
      deviceAccountId: t.lobby,
      monitored: true,
      videoSourceId: null,
      streamAddress: null,
      updatedAt: null,
    });
  });

  it('take only the terminal’s own source and a stream address', async () => {
    const wrong = await admin().put(terminalSettings(t.ward), { videoSourceId: s.lobbyMain });
    expect(envelope(wrong).fields).toEqual({ videoSourceId: 'error.sourceOfOtherTerminal' });
    const theirs = await admin().put(terminalSettings(t.ward), { videoSourceId: s.theirs });
    expect(envelope(theirs).fields).toEqual({ videoSourceId: 'error.streamSourceNotFound' });
    const bad = await admin().put(terminalSettings(t.ward), { streamAddress: 'not a url' });
    expect(envelope(bad).fields).toEqual({ streamAddress: 'validation.streamAddress' });
    const saved = expectOk<StreamTerminal>(
      await admin().put(terminalSettings(t.ward), {
        videoSourceId: s.wardUsb,
        streamAddress: 'rtsp://10.0.0.7:554/bed1',
      }),
    );
    expect(saved).toMatchObject({
      monitored: true,
      videoSourceId: s.wardUsb,
      streamAddress: 'rtsp://10.0.0.7:554/bed1',
    });
  });

  it('never reach another company’s terminal', async () => {
    const read = await admin().get(terminalSettings(t.theirs));
    expect(read.statusCode).toBe(404);
    const write = await admin().put(terminalSettings(t.theirs), { monitored: false });
    expect(write.statusCode).toBe(404);
    expect((await as(tenant.member.token).get(terminalSettings(t.ward))).statusCode).toBe(403);
  });
});

describe('the wall', () => {
  it('shows every monitored terminal by name with its monitored source and address', async () => {
    expectOk(
      await admin().put(settings(), {
        stream: 'sub',
        addressTemplate: 'rtmp://media.example/live/{account}_{source}_{stream}',
      }),
    );
    const all = expectOk<StreamWall>(await admin().get(wall()));
    expect(all.group).toBeNull();
    expect(all.truncated).toBe(false);
    expect(all.tiles.map((tile) => tile.account)).toEqual(['7300001', '7300002', '7300003']);
    const [ward, lobby, bare] = all.tiles;
    // the preferred source, its sub stream, and the terminal's own address
    expect(ward).toMatchObject({
      sourceId: s.wardUsb,
      stream: 'sub',
      online: true,
      address: 'rtsp://10.0.0.7:554/bed1',
    });
    // no sub stream: the main one, addressed from the template
    expect(lobby).toMatchObject({
      sourceId: s.lobbyMain,
      stream: 'main',
      online: false,
      address: 'rtmp://media.example/live/7300002_hdmi_main',
    });
    expect(bare).toMatchObject({ sourceId: null, address: null });
    expect(JSON.stringify(all)).not.toContain('别家');
  });

  it('shows a group’s streams in member order, without terminals taken off monitoring', async () => {
    const group = expectOk<{ id: number }>(
      await admin().post(groups(), { name: 'wall', videoSourceIds: [s.lobbyMain, s.wardMain, s.wardUsb] }),
    );
    const shown = expectOk<StreamWall>(await admin().get(wall(`?groupId=${group.id}`)));
    expect(shown.group).toEqual({ id: group.id, name: 'wall' });
    expect(shown.tiles.map((tile) => tile.sourceId)).toEqual([s.lobbyMain, s.wardMain, s.wardUsb]);
    // the terminal's own address belongs to its monitored source only
    expect(shown.tiles[1]!.address).toBe('rtmp://media.example/live/7300001_hdmi_main');
    expect(shown.tiles[2]!.address).toBe('rtsp://10.0.0.7:554/bed1');

    expectOk(await admin().put(terminalSettings(t.ward), { monitored: false }));
    const without = expectOk<StreamWall>(await admin().get(wall(`?groupId=${group.id}`)));
    expect(without.tiles.map((tile) => tile.sourceId)).toEqual([s.lobbyMain]);
    const all = expectOk<StreamWall>(await admin().get(wall()));
    expect(all.tiles.map((tile) => tile.account)).toEqual(['7300002', '7300003']);
    expectOk(await admin().put(terminalSettings(t.ward), { monitored: true }));
  });

  it('does not open another company’s group', async () => {
    const theirs = expectOk<{ id: number }>(
      await as(other.admin.token).post(groups(), { name: 'theirs', videoSourceIds: [s.theirs] }),
    );
    const res = await admin().get(wall(`?groupId=${theirs.id}`));
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('别家');
    expect((await as(tenant.member.token).get(wall())).statusCode).toBe(403);
  });
});

describe('the member picker', () => {
  it('names sources by their terminal, chosen ones first, only the company’s', async () => {
    const found = expectOk<{ id: number; terminalName: string }[]>(
      await admin().get(sources(`?keyword=${encodeURIComponent('大厅')}`)),
    );
    expect(found.map((row) => row.id)).toEqual([s.lobbyMain]);
    const chosen = expectOk<{ id: number }[]>(
      await admin().get(sources(`?keyword=zzz&ids=${s.wardUsb},${s.theirs}`)),
    );
    expect(chosen.map((row) => row.id)).toEqual([s.wardUsb]);
    expect((await admin().get(sources('?ids=1;drop'))).statusCode).toBe(400);
  });
});

describe('a terminal’s streams (device account tab `monitor`)', () => {
  const streams = (id: number) => api(`${PATHS.resource('terminalStreamTerminals')}/${id}/streams`);

  it('shows each of its sources as its tile, the one on the wall, and the groups that show it', async () => {
    const group = expectOk<{ id: number }>(
      await admin().post(groups(), { name: 'ICU 墙', videoSourceIds: [s.wardUsb] }),
    );
    const ward = expectOk<AccountStreams>(await admin().get(streams(t.ward)));
    expect(ward.monitored).toBe(true);
    expect(ward.streams.map((stream) => stream.tile.sourceId)).toEqual([s.wardMain, s.wardUsb]);
    const [main, usb] = ward.streams;
    // the preferred source is the one on the wall, with the terminal's own address
    expect(main).toMatchObject({
      onWall: false,
      tile: { address: 'rtmp://media.example/live/7300001_hdmi_main' },
    });
    expect(usb).toMatchObject({ onWall: true, tile: { address: 'rtsp://10.0.0.7:554/bed1', stream: 'sub' } });
    expect(main!.groups.map((g) => g.name)).toEqual(['wall']);
    expect(usb!.groups.map((g) => g.id)).toContain(group.id);
    expect(usb!.groups.map((g) => g.name)).toContain('wall');
    // no source: nothing to show
    expect(expectOk<AccountStreams>(await admin().get(streams(t.bare))).streams).toEqual([]);
  });

  it('shows nothing on a wall while the terminal is taken off monitoring', async () => {
    expectOk(await admin().put(terminalSettings(t.ward), { monitored: false }));
    const off = expectOk<AccountStreams>(await admin().get(streams(t.ward)));
    expect(off.monitored).toBe(false);
    expect(off.streams.map((stream) => [stream.onWall, stream.groups.length])).toEqual([
      [false, 0],
      [false, 0],
    ]);
    expectOk(await admin().put(terminalSettings(t.ward), { monitored: true }));
  });

  it('never shows another company’s terminal, nor to a member', async () => {
    const res = await admin().get(streams(t.theirs));
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('别家');
    expect((await as(tenant.member.token).get(streams(t.ward))).statusCode).toBe(403);
  });
});
