import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { api, build, envelope, expectOk, expectValidationError, type Tenant } from '../helper';

const ctx = build();
const sources = (suffix = '') => api(`${PATHS.resource('videoSources')}${suffix}`);
const terminals = (suffix = '') => api(`${PATHS.resource('deviceAccounts')}${suffix}`);
let tenant: Tenant;
let other: Tenant;
let admin: string;

type Source = Record<string, unknown> & {
  id: number;
  customerId: number;
  primary: boolean;
  enabled: boolean;
};
let serial = 7_200_000;
async function newTerminal(owner: Tenant = tenant): Promise<number> {
  const res = await ctx.injectAs(owner.admin.token, {
    method: 'POST',
    url: terminals(),
    payload: {
      account: String(serial++),
      name: '示教室终端',
      deviceType: 'terminal',
      loginAccount: 'teach',
      password: 'secret1',
    },
  });
  return expectOk<{ id: number }>(res).id;
}
const add = (deviceAccountId: number, values: object = {}, token = tenant.admin.token, lang?: string) =>
  ctx.injectAs(token, {
    method: 'POST',
    url: sources(),
    payload: { deviceAccountId, name: 'HDMI 1', type: 'hdmi', ...values },
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });
const change = (id: number, values: object, lang?: string) =>
  ctx.injectAs(tenant.admin.token, {
    method: 'PUT',
    url: sources(`/${id}`),
    payload: values,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });
const remove = (id: number) => ctx.injectAs(tenant.admin.token, { method: 'DELETE', url: sources(`/${id}`) });
async function sourcesOf(deviceAccountId: number): Promise<Source[]> {
  const page = expectOk<{ list: Source[] }>(
    await ctx.injectAs(tenant.admin.token, {
      method: 'GET',
      url: sources(`?deviceAccountId=${deviceAccountId}&sort=createdAt`),
    }),
  );
  return page.list;
}
const mainOf = async (deviceAccountId: number) =>
  (await sourcesOf(deviceAccountId)).filter((s) => s.primary).map((s) => s.id);

beforeAll(async () => {
  admin = await ctx.adminToken();
  tenant = await ctx.createTenant('vsrc');
  other = await ctx.createTenant('vsrd');
});

describe('video sources', () => {
  it('makes the first source of a terminal its main source, with the stream defaults', async () => {
    const terminal = await newTerminal();
    const first = expectOk<Source>(await add(terminal));
    expect(first).toMatchObject({
      customerId: tenant.customerId,
      primary: true,
      enabled: true,
      mainFrameRate: 25,
      mainBitrate: 2048,
      mainResolution: '1920x1080',
      mainEncodingMode: 'cbr',
      mainQuality: 'high',
      subStreamEnabled: false,
      subResolution: '640x360',
    });
    const second = expectOk<Source>(await add(terminal, { name: 'SDI', type: 'sdi' }));
    expect(second.primary).toBe(false);
    expect(await mainOf(terminal)).toEqual([first.id]);
  });

  it('refuses a second source of the same type: "this source type already exists, cancel add"', async () => {
    const terminal = await newTerminal();
    expectOk(await add(terminal));
    const zh = await add(terminal, { name: '另一路 HDMI' });
    expect(zh.statusCode).toBe(409);
    expect(envelope(zh)).toMatchObject({
      errKey: 'error.sourceTypeExists',
      errInfo: '该类型的输入源已存在，取消添加',
      fields: { type: 'error.sourceTypeExists' },
    });
    const en = await add(terminal, { name: 'HDMI 2' }, tenant.admin.token, 'en');
    expect(envelope(en).errInfo).toBe('this source type already exists, cancel add');
    // the same type on another terminal is fine, and so is changing a source to a free type
    expectOk(await add(await newTerminal()));
    const usb = expectOk<Source>(await add(terminal, { name: 'USB', type: 'usbCamera' }));
    expect(envelope(await change(usb.id, { type: 'hdmi' })).errKey).toBe('error.sourceTypeExists');
    expectOk(await change(usb.id, { type: 'screenShare' }));
  });

  it('moves the main flag when another source becomes the main one', async () => {
    const terminal = await newTerminal();
    const first = expectOk<Source>(await add(terminal));
    const second = expectOk<Source>(await add(terminal, { name: 'SDI', type: 'sdi' }));
    expect(expectOk<Source>(await change(second.id, { primary: true })).primary).toBe(true);
    expect(await mainOf(terminal)).toEqual([second.id]);
    // created as the main one: takes the flag too
    const third = expectOk<Source>(await add(terminal, { name: 'VGA', type: 'vga', primary: true }));
    expect(await mainOf(terminal)).toEqual([third.id]);
    // the list shows the main source first, then the others as they were added
    const listed = expectOk<{ list: Source[] }>(
      await ctx.injectAs(tenant.admin.token, { method: 'GET', url: sources(`?deviceAccountId=${terminal}`) }),
    ).list.map((s) => s.id);
    expect(listed).toEqual([third.id, first.id, second.id]);
  });

  it('keeps exactly one main source: it cannot be un-flagged', async () => {
    const terminal = await newTerminal();
    const first = expectOk<Source>(await add(terminal));
    expectValidationError(
      await change(first.id, { primary: false }),
      'primary',
      'error.primarySourceRequired',
    );
    expect(await mainOf(terminal)).toEqual([first.id]);
  });

  it('refuses to disable the main source: "the source is the main source, change main source before disabling"', async () => {
    const terminal = await newTerminal();
    const first = expectOk<Source>(await add(terminal));
    const zh = await change(first.id, { enabled: false });
    expectValidationError(zh, 'enabled', 'error.primarySourceDisable');
    expect(envelope(zh).errInfo).toBe('该输入源为主输入源，请先更换主输入源再停用');
    const en = await change(first.id, { enabled: false }, 'en');
    expect(envelope(en).errInfo).toBe('the source is the main source, change main source before disabling');
    // nor create one disabled as the main source
    expectValidationError(
      await add(terminal, { type: 'sdi', primary: true, enabled: false }),
      'enabled',
      'error.primarySourceDisable',
    );
    // any other source can be disabled; after the main one moves, the old one too
    const second = expectOk<Source>(await add(terminal, { name: 'SDI', type: 'sdi' }));
    expect(expectOk<Source>(await change(second.id, { enabled: false })).enabled).toBe(false);
    expect(envelope(await change(second.id, { primary: true })).errKey).toBe('error.primarySourceDisable');
    expectOk(await change(second.id, { enabled: true, primary: true }));
    expect(expectOk<Source>(await change(first.id, { enabled: false })).enabled).toBe(false);
  });

  it('hands the main flag to the oldest enabled source when the main one is deleted', async () => {
    const terminal = await newTerminal();
    const first = expectOk<Source>(await add(terminal));
    const disabled = expectOk<Source>(await add(terminal, { name: 'SDI', type: 'sdi', enabled: false }));
    const third = expectOk<Source>(await add(terminal, { name: 'VGA', type: 'vga' }));
    expectOk(await remove(first.id));
    expect(await mainOf(terminal)).toEqual([third.id]);
    // only a disabled source would be left to take over: the operator has to choose
    expect(envelope(await remove(third.id)).errKey).toBe('error.primarySourceRequired');
    expectOk(await change(disabled.id, { enabled: true }));
    expectOk(await remove(third.id));
    expect(await mainOf(terminal)).toEqual([disabled.id]);
    // the last source may go
    expectOk(await remove(disabled.id));
    expect(await sourcesOf(terminal)).toEqual([]);
  });

  it('checks the stream settings', async () => {
    const terminal = await newTerminal();
    expectValidationError(await add(terminal, { mainFrameRate: 0 }), 'mainFrameRate', 'validation.min');
    expectValidationError(await add(terminal, { mainFrameRate: 61 }), 'mainFrameRate', 'validation.max');
    expectValidationError(await add(terminal, { subFrameRate: 2.5 }), 'subFrameRate', 'validation.integer');
    expectValidationError(await add(terminal, { mainBitrate: 10 }), 'mainBitrate', 'validation.min');
    expectValidationError(await add(terminal, { subBitrate: 50_000 }), 'subBitrate', 'validation.max');
    expectValidationError(
      await add(terminal, { mainResolution: '800x600' }),
      'mainResolution',
      'validation.enum',
    );
    expectValidationError(
      await add(terminal, { subEncodingMode: 'abr' }),
      'subEncodingMode',
      'validation.enum',
    );
    expectValidationError(await add(terminal, { mainQuality: 'ultra' }), 'mainQuality', 'validation.enum');
    expectValidationError(await add(terminal, { type: 'floppy' }), 'type', 'validation.enum');
    expectValidationError(await add(terminal, { name: '' }), 'name', 'validation.required');
    const custom = expectOk<Source>(
      await add(terminal, {
        mainFrameRate: 60,
        mainBitrate: 8000,
        mainResolution: '3840x2160',
        mainEncodingMode: 'vbr',
        subStreamEnabled: true,
        subQuality: 'low',
      }),
    );
    expect(custom).toMatchObject({ mainFrameRate: 60, mainResolution: '3840x2160', subStreamEnabled: true });
  });

  it('only adds sources to the caller’s own terminals', async () => {
    const foreign = await newTerminal(other);
    expectValidationError(await add(foreign), 'deviceAccountId', 'error.deviceAccountNotFound');
    expectValidationError(await add(999_999), 'deviceAccountId', 'error.deviceAccountNotFound');
    // the terminal of a source is fixed once it exists
    const own = expectOk<Source>(await add(await newTerminal()));
    expectValidationError(
      await change(own.id, { deviceAccountId: foreign }),
      'deviceAccountId',
      'validation.unknownField',
    );
  });

  it('puts a platform administrator’s source in the terminal’s tenant', async () => {
    const terminal = await newTerminal(other);
    const source = expectOk<Source>(await add(terminal, {}, admin));
    expect(source).toMatchObject({ customerId: other.customerId, primary: true });
    expect(envelope(await add(terminal, {}, admin)).errKey).toBe('error.sourceTypeExists');
  });

  it('goes with its terminal', async () => {
    const terminal = await newTerminal();
    expectOk(await add(terminal));
    expectOk(await ctx.injectAs(tenant.admin.token, { method: 'DELETE', url: terminals(`/${terminal}`) }));
    expect(await sourcesOf(terminal)).toEqual([]);
  });

  it('is for administrators: a restricted member gets 403', async () => {
    const terminal = await newTerminal();
    expect((await ctx.injectAs(tenant.member.token, { method: 'GET', url: sources() })).statusCode).toBe(403);
    expect((await add(terminal, {}, tenant.member.token)).statusCode).toBe(403);
  });
});
