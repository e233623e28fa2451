import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { deviceAccounts } from '../../src/modules/device-accounts/tables';
import { networkCameras } from '../../src/modules/network-cameras/tables';
import { api, build, envelope, expectError, expectOk, type Tenant } from '../helper';

const ctx = build();
const url = (suffix = '') => api(`${PATHS.resource('networkCameras')}${suffix}`);
let icu: Tenant;
let plain: Tenant;
let icuTerminal = 0;
let plainTerminal = 0;

async function terminal(customerId: number, account: string) {
  const [row] = await ctx.database.db
    .insert(deviceAccounts)
    .values({
      customerId,
      account,
      name: account,
      deviceType: 'terminal',
      loginAccount: account,
      password: 'x',
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  icu = await ctx.createTenant('camicu', ['platform', 'icu']);
  plain = await ctx.createTenant('camplain', ['platform']);
  icuTerminal = await terminal(icu.customerId, '7100001');
  plainTerminal = await terminal(plain.customerId, '7100002');
});

let n = 0;
const valid = (extra: object = {}) => ({
  name: `摄像头${++n}`,
  brand: 'hikvision',
  address: '192.168.1.64',
  port: 554,
  username: 'admin',
  password: 'Cam#2026',
  mainStreamPath: '/Streaming/Channels/101',
  ...extra,
});
const create = (payload: object, token = icu.admin.token) =>
  ctx.injectAs(token, { method: 'POST', url: url(), payload });
const update = (id: number, payload: object, token = icu.admin.token) =>
  ctx.injectAs(token, { method: 'PUT', url: url(`/${id}`), payload });
const fieldsOf = async (payload: object, token?: string) => envelope(await create(payload, token)).fields;

describe('network cameras', () => {
  it('creates a camera with the stream defaults and never returns its password', async () => {
    const camera = expectOk<Record<string, unknown>>(await create(valid({ name: '床旁 1' })));
    expect(camera).toMatchObject({
      name: '床旁 1',
      customerId: icu.customerId,
      mainStreamResolution: '1920x1080',
      mainStreamFrameRate: 25,
      mainStreamBitrate: 4096,
      subStreamResolution: '704x576',
    });
    expect(camera).not.toHaveProperty('password');
    const read = await ctx.injectAs(icu.admin.token, { method: 'GET', url: url(`/${camera.id as number}`) });
    expect(read.body).not.toContain('Cam#2026');
    const exported = await ctx.injectAs(icu.admin.token, { method: 'GET', url: url('/export?format=csv') });
    expect(exported.body).toContain('床旁 1');
    expect(exported.body).not.toContain('Cam#2026');
    // kept as entered for the terminals that pull the stream
    const [stored] = await ctx.database.db
      .select({ password: networkCameras.password })
      .from(networkCameras)
      .where(eq(networkCameras.id, camera.id as number));
    expect(stored!.password).toBe('Cam#2026');
  });

  it('requires a name and a main stream', async () => {
    expect(await fieldsOf(valid({ name: '' }))).toEqual({ name: 'validation.required' });
    expect(await fieldsOf(valid({ name: '   ' }))).toEqual({ name: 'validation.required' });
    expect(await fieldsOf(valid({ mainStreamPath: undefined }))).toEqual({
      mainStreamPath: 'validation.required',
    });
  });

  it('takes an IPv4 address or a host name, and says "IP address error" otherwise', async () => {
    // the console words validation.ipAddress as 'IP address error: enter an IPv4 address or a host name'
    for (const address of ['999.1.1.1', '192.168.1', '1.2.3.4.5', 'bad host', '-cam.example', 'a..b', ''])
      expect(await fieldsOf(valid({ address })), address).toEqual({
        address: address === '' ? 'validation.required' : 'validation.ipAddress',
      });
    for (const address of ['10.0.0.1', '255.255.255.255', 'cam-1.ward3.hospital.example', 'camera'])
      expectOk(await create(valid({ address })));
  });

  it('takes ports 1-65535 only', async () => {
    for (const port of [0, 65_536, -1, 1.5, '554'])
      expect(await fieldsOf(valid({ port })), String(port)).toEqual({ port: 'validation.port' });
    expectOk(await create(valid({ port: 1 })));
    expectOk(await create(valid({ port: 65_535 })));
  });

  it('checks the streams: path or RTSP address, resolution, frame rate and bitrate', async () => {
    expect(await fieldsOf(valid({ mainStreamPath: 'Streaming/101' }))).toEqual({
      mainStreamPath: 'validation.streamPath',
    });
    expect(await fieldsOf(valid({ subStreamPath: 'http://cam/1' }))).toEqual({
      subStreamPath: 'validation.streamPath',
    });
    expect(await fieldsOf(valid({ mainStreamResolution: '1000x1000' }))).toEqual({
      mainStreamResolution: 'validation.enum',
    });
    expect(await fieldsOf(valid({ mainStreamFrameRate: 0 }))).toEqual({
      mainStreamFrameRate: 'validation.min',
    });
    expect(await fieldsOf(valid({ subStreamFrameRate: 61 }))).toEqual({
      subStreamFrameRate: 'validation.max',
    });
    expect(await fieldsOf(valid({ mainStreamBitrate: 63 }))).toEqual({ mainStreamBitrate: 'validation.min' });
    expect(await fieldsOf(valid({ mainStreamBitrate: 20_481 }))).toEqual({
      mainStreamBitrate: 'validation.max',
    });
    expectOk(
      await create(
        valid({
          mainStreamPath: 'rtsp://192.168.1.64:554/Streaming/Channels/101',
          subStreamPath: '/Streaming/Channels/102',
          mainStreamFrameRate: 60,
          subStreamBitrate: 64,
          subStreamResolution: '352x288',
        }),
      ),
    );
  });

  it('refuses a brand outside the list and a duplicate name in the same company', async () => {
    expect(await fieldsOf(valid({ brand: 'acme' }))).toEqual({ brand: 'validation.enum' });
    expectOk(await create(valid({ name: '重名' })));
    const res = await create(valid({ name: '重名' }));
    expect(res.statusCode).toBe(409);
    expect(envelope(res).fields).toEqual({ name: 'error.cameraNameExists' });
    // another company may use the name
    expectOk(await create(valid({ name: '重名' }), plain.admin.token));
  });

  it('attaches a camera to one of the company’s terminals only, and lists a terminal’s cameras', async () => {
    const attached = expectOk<{ id: number }>(await create(valid({ deviceAccountId: icuTerminal })));
    expect(await fieldsOf(valid({ deviceAccountId: plainTerminal }))).toEqual({
      deviceAccountId: 'error.terminalNotFound',
    });
    expect(await fieldsOf(valid({ deviceAccountId: 9_999_999 }))).toEqual({
      deviceAccountId: 'error.terminalNotFound',
    });
    expect(envelope(await update(attached.id, { deviceAccountId: plainTerminal })).fields).toEqual({
      deviceAccountId: 'error.terminalNotFound',
    });
    const page = expectOk<{ list: { id: number }[] }>(
      await ctx.injectAs(icu.admin.token, { method: 'GET', url: url(`?deviceAccountId=${icuTerminal}`) }),
    );
    expect(page.list.map((c) => c.id)).toEqual([attached.id]);
    expectError(
      await ctx.injectAs(icu.admin.token, { method: 'GET', url: url('?deviceAccountId=abc') }),
      '400001',
    );
    // detached by sending null
    expect(
      expectOk<{ deviceAccountId: number | null }>(await update(attached.id, { deviceAccountId: null })),
    ).toMatchObject({ deviceAccountId: null });
  });

  it('keeps the password and other fields when an edit leaves them out', async () => {
    const camera = expectOk<{ id: number }>(
      await create(valid({ mainStreamResolution: '1280x720', brand: 'axis' })),
    );
    // fields left out of an edit keep their values, not the defaults of a new camera
    expect(expectOk(await update(camera.id, { port: 8554 }))).toMatchObject({
      port: 8554,
      brand: 'axis',
      mainStreamResolution: '1280x720',
    });
    const stored = async () =>
      (
        await ctx.database.db
          .select({ password: networkCameras.password })
          .from(networkCameras)
          .where(eq(networkCameras.id, camera.id))
      )[0]!.password;
    expect(await stored()).toBe('Cam#2026');
    expectOk(await update(camera.id, { password: 'New#Pass' }));
    expect(await stored()).toBe('New#Pass');
  });

  it('is for administrators only', async () => {
    expect((await create(valid(), icu.member.token)).statusCode).toBe(403);
    expect((await ctx.injectAs(icu.member.token, { method: 'GET', url: url() })).statusCode).toBe(403);
  });
});
