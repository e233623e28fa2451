import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { splitLayout } from '@console/contract/layout/presets';
import type { UploadResult } from '@console/contract/uploads';
import { api, build, envelope, expectError, expectOk, expectValidationError, type Tenant } from '../helper';
import { makePng, multipart } from '../files';

/** The device account tabs layout and liveSetting, and the avatar's ownership check. */
const ctx = build();
const url = (key: string, suffix = '') => api(`${PATHS.resource(key)}${suffix}`);
let tenant: Tenant;
let other: Tenant;
let admin: string;

type Row = Record<string, unknown> & { id: number };
let serial = 7_300_000;
const post = (key: string, payload: object, token = tenant.admin.token) =>
  ctx.injectAs(token, { method: 'POST', url: url(key), payload });
const put = (id: number, payload: object, token = tenant.admin.token, lang?: string) =>
  ctx.injectAs(token, {
    method: 'PUT',
    url: url('deviceAccounts', `/${id}`),
    payload,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });
const terminal = async (values: object = {}, token = tenant.admin.token) =>
  expectOk<Row>(
    await post(
      'deviceAccounts',
      {
        account: String(serial++),
        name: '示教室终端',
        deviceType: 'terminal',
        loginAccount: 'teach',
        password: 'secret1',
        ...values,
      },
      token,
    ),
  );
const template = async (areas = splitLayout(4), token = tenant.admin.token) =>
  expectOk<Row>(await post('layoutTemplates', { name: `四分屏${serial++}`, areas }, token));
const source = async (deviceAccountId: number, type: string, token = tenant.admin.token) =>
  expectOk<Row>(await post('videoSources', { deviceAccountId, name: type, type }, token));

async function upload(token: string, purpose: string, query = ''): Promise<string> {
  const res = await ctx.injectAs(token, {
    method: 'POST',
    url: api(`/console/api/v1/uploads?purpose=${purpose}${query}`),
    ...multipart(makePng(128, 128)),
  });
  return expectOk<UploadResult>(res).url;
}

beforeAll(async () => {
  admin = await ctx.adminToken();
  tenant = await ctx.createTenant('dset');
  other = await ctx.createTenant('dseo');
});

describe('screen layout (tab layout)', () => {
  let device: Row;
  let quad: Row;
  let hdmi: Row;
  let sdi: Row;
  beforeAll(async () => {
    device = await terminal({ screenCount: 2 });
    quad = await template();
    hdmi = await source(device.id, 'hdmi');
    sdi = await source(device.id, 'sdi');
  });

  it('starts empty, saves a template per screen with the sources in its areas, and reads it back', async () => {
    expect(device.screenLayouts).toEqual([]);
    const layouts = [
      {
        screen: 1,
        templateId: quad.id,
        sources: [
          { area: 0, sourceId: hdmi.id },
          { area: 3, sourceId: sdi.id },
        ],
      },
      { screen: 2, templateId: quad.id, sources: [] },
    ];
    expect(expectOk<Row>(await put(device.id, { screenLayouts: layouts })).screenLayouts).toEqual(layouts);
    const read = expectOk<Row>(
      await ctx.injectAs(tenant.admin.token, { method: 'GET', url: url('deviceAccounts', `/${device.id}`) }),
    );
    expect(read.screenLayouts).toEqual(layouts);
  });

  it('takes only an area the template has: the last one, not one past it', async () => {
    const at = (area: number) =>
      put(device.id, {
        screenLayouts: [{ screen: 1, templateId: quad.id, sources: [{ area, sourceId: hdmi.id }] }],
      });
    expectOk(await at(3));
    expectValidationError(await at(4), 'screenLayouts.0.sources.0.area', 'validation.layoutNoSuchArea');
    expectValidationError(await at(-1), 'screenLayouts.0.sources.0.area', 'validation.min');
    expectValidationError(await at(36), 'screenLayouts.0.sources.0.area', 'validation.layoutNoSuchArea');
    expectValidationError(await at(1.5), 'screenLayouts.0.sources.0.area', 'validation.integer');
  });

  it('takes screens up to the screen count, each once, and an area once', async () => {
    const one = (screen: number) => ({ screen, templateId: quad.id, sources: [] });
    expectOk(await put(device.id, { screenLayouts: [one(2)] }));
    expectValidationError(
      await put(device.id, { screenLayouts: [one(3)] }),
      'screenLayouts.0.screen',
      'validation.layoutScreen',
    );
    expectValidationError(
      await put(device.id, { screenLayouts: [one(4)] }),
      'screenLayouts.0.screen',
      'validation.enum',
    );
    expectValidationError(
      await put(device.id, { screenLayouts: [one(1), one(1)] }),
      'screenLayouts.1.screen',
      'validation.layoutScreenTwice',
    );
    expectValidationError(
      await put(device.id, {
        screenLayouts: [
          {
            screen: 1,
            templateId: quad.id,
            sources: [
              { area: 0, sourceId: hdmi.id },
              { area: 0, sourceId: sdi.id },
            ],
          },
        ],
      }),
      'screenLayouts.0.sources.1.area',
      'validation.layoutAreaTwice',
    );
    expectValidationError(
      await put(device.id, { screenLayouts: [{ ...one(1), extra: true }] }),
      'screenLayouts.0.extra',
      'validation.unknownField',
    );
  });

  it('refuses another tenant’s template and a source of another terminal or tenant', async () => {
    const theirs = await template(splitLayout(1), other.admin.token);
    expectValidationError(
      await put(device.id, { screenLayouts: [{ screen: 1, templateId: theirs.id, sources: [] }] }),
      'screenLayouts.0.templateId',
      'error.layoutTemplateNotFound',
    );
    expectValidationError(
      await put(device.id, { screenLayouts: [{ screen: 1, templateId: 999_999, sources: [] }] }),
      'screenLayouts.0.templateId',
      'error.layoutTemplateNotFound',
    );
    const sibling = await terminal();
    const siblingSource = await source(sibling.id, 'hdmi');
    const theirTerminal = await terminal({}, other.admin.token);
    const theirSource = await source(theirTerminal.id, 'hdmi', other.admin.token);
    for (const sourceId of [siblingSource.id, theirSource.id])
      expectValidationError(
        await put(device.id, {
          screenLayouts: [{ screen: 1, templateId: quad.id, sources: [{ area: 0, sourceId }] }],
        }),
        'screenLayouts.0.sources.0.sourceId',
        'error.layoutSourceNotFound',
      );
    // nor can the other tenant write ours
    const res = await put(device.id, { screenLayouts: [] }, other.admin.token);
    expect(res.statusCode).toBe(404);
  });

  it('drops the layouts of screens the terminal no longer has', async () => {
    const two = await terminal({ screenCount: 2 });
    const layouts = [1, 2].map((screen) => ({ screen, templateId: quad.id, sources: [] }));
    expectOk(await put(two.id, { screenLayouts: layouts }));
    expect(expectOk<Row>(await put(two.id, { screenCount: 1 })).screenLayouts).toEqual([layouts[0]]);
  });

  it('lets a platform administrator set a company’s terminal layout from that company’s templates', async () => {
    const layouts = [{ screen: 1, templateId: quad.id, sources: [{ area: 1, sourceId: sdi.id }] }];
    expect(expectOk<Row>(await put(device.id, { screenLayouts: layouts }, admin)).screenLayouts).toEqual(
      layouts,
    );
  });

  it('is for administrators: a member gets 403', async () => {
    const res = await put(device.id, { screenLayouts: [] }, tenant.member.token);
    expect(res.statusCode).toBe(403);
  });
});

describe('live settings (tab liveSetting)', () => {
  let device: Row;
  beforeAll(async () => {
    device = await terminal();
  });

  it('starts off, with the video sources’ default stream', () => {
    expect(device).toMatchObject({
      liveEnabled: false,
      livePushUrl: null,
      liveStreamName: null,
      liveResolution: '1920x1080',
      liveFrameRate: 25,
      liveBitrate: 2048,
      liveRecord: false,
    });
  });

  it('bounds frame rate 1-60 and bitrate 64-20000 like a video source, and offers its resolutions', async () => {
    for (const liveFrameRate of [1, 60]) expectOk(await put(device.id, { liveFrameRate }));
    expectValidationError(await put(device.id, { liveFrameRate: 0 }), 'liveFrameRate', 'validation.min');
    expectValidationError(await put(device.id, { liveFrameRate: 61 }), 'liveFrameRate', 'validation.max');
    for (const liveBitrate of [64, 20_000]) expectOk(await put(device.id, { liveBitrate }));
    expectValidationError(await put(device.id, { liveBitrate: 63 }), 'liveBitrate', 'validation.min');
    expectValidationError(await put(device.id, { liveBitrate: 20_001 }), 'liveBitrate', 'validation.max');
    expectOk(await put(device.id, { liveResolution: '1280x720' }));
    expectValidationError(
      await put(device.id, { liveResolution: '800x600' }),
      'liveResolution',
      'validation.enum',
    );
  });

  it('checks the push address and the stream name', async () => {
    for (const livePushUrl of [
      'rtmp://live.example.com/app',
      'rtmps://10.0.0.8:443/live',
      'srt://10.0.0.8:9000',
    ])
      expectOk(await put(device.id, { livePushUrl }));
    for (const livePushUrl of ['http://live.example.com/app', 'rtmp://', 'rtmp:// bad/x', 'live.example.com'])
      expectValidationError(await put(device.id, { livePushUrl }), 'livePushUrl', 'validation.pushUrl');
    expectOk(await put(device.id, { liveStreamName: 'or_1-main' }));
    expectValidationError(
      await put(device.id, { liveStreamName: 'or 1' }),
      'liveStreamName',
      'validation.streamName',
    );
  });

  it('needs a push address and a stream name to go live, on create and on update', async () => {
    const fresh = await terminal();
    expectValidationError(
      await put(fresh.id, { liveEnabled: true }),
      'livePushUrl',
      'validation.liveTargetRequired',
    );
    expectValidationError(
      await put(fresh.id, { liveEnabled: true, livePushUrl: 'rtmp://live.example.com/app' }),
      'liveStreamName',
      'validation.liveTargetRequired',
    );
    const live = expectOk<Row>(
      await put(fresh.id, {
        liveEnabled: true,
        livePushUrl: 'rtmp://live.example.com/app',
        liveStreamName: 'ward3',
        liveRecord: true,
      }),
    );
    expect(live).toMatchObject({ liveEnabled: true, liveStreamName: 'ward3', liveRecord: true });
    // the target cannot be cleared while live, but can once live is off
    expectValidationError(
      await put(fresh.id, { livePushUrl: null }),
      'livePushUrl',
      'validation.liveTargetRequired',
    );
    expectOk(await put(fresh.id, { liveEnabled: false, livePushUrl: null }));
    expectValidationError(
      await post('deviceAccounts', {
        account: String(serial++),
        name: 'x',
        deviceType: 'terminal',
        loginAccount: 'x',
        password: 'secret1',
        liveEnabled: true,
      }),
      'livePushUrl',
      'validation.liveTargetRequired',
    );
  });
});

describe('device avatar ownership', () => {
  it('takes a device avatar this company uploaded', async () => {
    const avatar = await upload(tenant.admin.token, 'deviceAvatar');
    expect((await terminal({ avatar })).avatar).toBe(avatar);
    const device = await terminal();
    expect(expectOk<Row>(await put(device.id, { avatar })).avatar).toBe(avatar);
  });

  it('refuses another company’s file, another purpose’s, a made-up one and a foreign URL, in both languages', async () => {
    const device = await terminal();
    const theirs = await upload(other.admin.token, 'deviceAvatar');
    const personal = await upload(tenant.admin.token, 'avatar');
    const madeUp = theirs.replace(`/${other.customerId}/`, `/${tenant.customerId}/`);
    for (const avatar of [theirs, personal, madeUp, 'https://cdn.example.com/a.png'])
      expectValidationError(await put(device.id, { avatar }), 'avatar', 'error.deviceAvatar');
    expectValidationError(
      await post('deviceAccounts', {
        account: String(serial++),
        name: 'x',
        deviceType: 'terminal',
        loginAccount: 'x',
        password: 'secret1',
        avatar: theirs,
      }),
      'avatar',
      'error.deviceAvatar',
    );
    const en = envelope(await put(device.id, { avatar: theirs }, tenant.admin.token, 'en'));
    expect(en.errInfo).toBe('The device avatar must be a PNG image of at most 5 MB uploaded by this company');
    const zh = expectError(await put(device.id, { avatar: theirs }, tenant.admin.token, 'zh-CN'), '400001');
    expect(zh.errInfo).toBe('设备头像须为本企业上传的 PNG 图片，不超过 5 MB');
  });

  it('lets a platform administrator use an avatar uploaded for the terminal’s company, not his own', async () => {
    const device = await terminal();
    const own = await upload(admin, 'deviceAvatar');
    expectValidationError(await put(device.id, { avatar: own }, admin), 'avatar', 'error.deviceAvatar');
    const forCompany = await upload(admin, 'deviceAvatar', `&customerId=${tenant.customerId}`);
    expect(expectOk<Row>(await put(device.id, { avatar: forCompany }, admin)).avatar).toBe(forCompany);
  });
});
