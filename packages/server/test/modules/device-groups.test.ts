import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { deviceAccounts } from '../../src/modules/device-accounts/tables';
import { networkCameras } from '../../src/modules/network-cameras/tables';
import { api, build, countRows, envelope, expectOk, type Tenant } from '../helper';

const ctx = build();
const groups = (suffix = '') => api(`${PATHS.resource('groups')}${suffix}`);
const walls = (suffix = '') => api(`${PATHS.resource('videoGroups')}${suffix}`);
let tenant: Tenant;
let other: Tenant;
const mine: number[] = [];
let theirs = 0;
let camera = 0;
let theirCamera = 0;

async function terminal(customerId: number, account: string) {
  const [row] = await ctx.database.db
    .insert(deviceAccounts)
    .values({
      customerId,
      account,
      name: `终端${account}`,
      deviceType: 'terminal',
      loginAccount: account,
      password: 'x',
    })
    .returning();
  return row!.id;
}

async function cameraOf(customerId: number, name: string) {
  const [row] = await ctx.database.db
    .insert(networkCameras)
    .values({
      customerId,
      name,
      brand: 'dahua',
      address: '10.1.1.1',
      mainStreamPath: '/1',
      mainStreamResolution: '1920x1080',
      mainStreamFrameRate: 25,
      mainStreamBitrate: 2048,
      subStreamResolution: '704x576',
      subStreamFrameRate: 15,
      subStreamBitrate: 512,
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  tenant = await ctx.createTenant('grpt', ['platform']);
  other = await ctx.createTenant('grpo', ['platform']);
  for (const account of ['7200001', '7200002', '7200003'])
    mine.push(await terminal(tenant.customerId, account));
  theirs = await terminal(other.customerId, '7200009');
  camera = await cameraOf(tenant.customerId, 'cam');
  theirCamera = await cameraOf(other.customerId, 'their cam');
});

const post = (path: string, payload: object, token = tenant.admin.token) =>
  ctx.injectAs(token, { method: 'POST', url: path, payload });
const put = (path: string, payload: object, token = tenant.admin.token) =>
  ctx.injectAs(token, { method: 'PUT', url: path, payload });

describe('groups of device accounts', () => {
  it('creates a group of the company’s terminals, each member once', async () => {
    const group = expectOk(
      await post(groups(), {
        name: 'ICU',
        description: '三楼',
        deviceAccountIds: [mine[0], mine[1], mine[0]],
      }),
    );
    expect(group).toMatchObject({
      name: 'ICU',
      customerId: tenant.customerId,
      deviceAccountIds: [mine[0], mine[1]],
    });
  });

  it('requires a name, unique in the company (any case), not across companies', async () => {
    expect(envelope(await post(groups(), { name: '' })).fields).toEqual({ name: 'validation.required' });
    expectOk(await post(groups(), { name: 'Ward A' }));
    const clash = await post(groups(), { name: 'ward a' });
    expect(clash.statusCode).toBe(409);
    expect(envelope(clash).fields).toEqual({ name: 'error.groupNameExists' });
    expectOk(await post(groups(), { name: 'Ward A' }, other.admin.token));
  });

  it('refuses a terminal of another company, on create and on edit', async () => {
    expect(
      envelope(await post(groups(), { name: 'mixed', deviceAccountIds: [mine[0], theirs] })).fields,
    ).toEqual({
      deviceAccountIds: 'error.terminalNotFound',
    });
    const group = expectOk<{ id: number }>(
      await post(groups(), { name: 'edit me', deviceAccountIds: [mine[2]] }),
    );
    expect(envelope(await put(groups(`/${group.id}`), { deviceAccountIds: [theirs] })).fields).toEqual({
      deviceAccountIds: 'error.terminalNotFound',
    });
    expect(expectOk(await put(groups(`/${group.id}`), { deviceAccountIds: [] }))).toMatchObject({
      deviceAccountIds: [],
    });
  });

  it('lists the groups a terminal belongs to', async () => {
    const a = expectOk<{ id: number }>(
      await post(groups(), { name: 'with 1', deviceAccountIds: [mine[1]!] }),
    );
    const page = expectOk<{ list: { id: number; name: string }[] }>(
      await ctx.injectAs(tenant.admin.token, {
        method: 'GET',
        url: groups(`?deviceAccountIds=${mine[1]}&size=100&sort=name`),
      }),
    );
    // The first test's ICU group holds this terminal too.
    expect(page.list.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: expect.any(Number), name: 'ICU' },
      { id: a.id, name: 'with 1' },
    ]);
    const none = expectOk<{ list: unknown[] }>(
      await ctx.injectAs(tenant.admin.token, { method: 'GET', url: groups(`?deviceAccountIds=${theirs}`) }),
    );
    expect(none.list).toEqual([]);
  });

  it('deleting a group with members removes only the membership', async () => {
    const group = expectOk<{ id: number }>(
      await post(groups(), { name: 'to delete', deviceAccountIds: mine }),
    );
    const terminalsBefore = await countRows(ctx, deviceAccounts);
    expectOk(await ctx.injectAs(tenant.admin.token, { method: 'DELETE', url: groups(`/${group.id}`) }));
    expect(await countRows(ctx, deviceAccounts)).toBe(terminalsBefore);
    expect(
      (await ctx.injectAs(tenant.admin.token, { method: 'GET', url: groups(`/${group.id}`) })).statusCode,
    ).toBe(404);
  });

  it('drops a deleted terminal from its groups', async () => {
    const gone = await terminal(tenant.customerId, '7200005');
    const group = expectOk<{ id: number }>(
      await post(groups(), { name: 'shrinks', deviceAccountIds: [mine[0]!, gone] }),
    );
    await ctx.database.db.delete(deviceAccounts).where(eq(deviceAccounts.id, gone));
    expect(
      expectOk(await ctx.injectAs(tenant.admin.token, { method: 'GET', url: groups(`/${group.id}`) })),
    ).toMatchObject({
      deviceAccountIds: [mine[0]],
    });
  });
});

describe('video groups', () => {
  it('creates a wall with a split of SPEC §9 and its ordered sources', async () => {
    const wall = expectOk(
      await post(walls(), {
        name: '监看墙',
        split: 4,
        cells: [
          { source: 'terminal', id: mine[1] },
          { source: 'camera', id: camera },
        ],
      }),
    );
    expect(wall).toMatchObject({
      split: 4,
      cells: [
        { source: 'terminal', id: mine[1] },
        { source: 'camera', id: camera },
      ],
    });
  });

  it('takes only the splits 1, 2, 4, 6 and 9', async () => {
    for (const split of [3, 5, 0, 12])
      expect(envelope(await post(walls(), { name: `s${split}`, split })).fields).toEqual({
        split: 'validation.enum',
      });
    for (const split of [1, 2, 6, 9]) expectOk(await post(walls(), { name: `split ${split}`, split }));
  });

  it('fits the sources in the split and shows each source once', async () => {
    expect(
      envelope(
        await post(walls(), {
          name: 'too many',
          split: 1,
          cells: [
            { source: 'camera', id: camera },
            { source: 'terminal', id: mine[0] },
          ],
        }),
      ).fields,
    ).toEqual({ cells: 'validation.cellsExceedSplit' });
    expect(
      envelope(
        await post(walls(), {
          name: 'twice',
          split: 4,
          cells: [
            { source: 'camera', id: camera },
            { source: 'camera', id: camera },
          ],
        }),
      ).fields,
    ).toEqual({ cells: 'validation.cellDuplicate' });
    expect(envelope(await post(walls(), { name: 'bad', cells: [{ source: 'tv', id: 1 }] })).fields).toEqual({
      'cells.0.source': 'validation.enum',
    });
    // shrinking the split below the stored sources is refused too
    const wall = expectOk<{ id: number }>(
      await post(walls(), {
        name: 'shrink',
        split: 4,
        cells: [
          { source: 'camera', id: camera },
          { source: 'terminal', id: mine[0] },
        ],
      }),
    );
    expect(envelope(await put(walls(`/${wall.id}`), { split: 1 })).fields).toEqual({
      cells: 'validation.cellsExceedSplit',
    });
  });

  it('shows only the company’s own cameras and terminals', async () => {
    expect(
      envelope(await post(walls(), { name: 'their cam', cells: [{ source: 'camera', id: theirCamera }] }))
        .fields,
    ).toEqual({ cells: 'error.cameraNotFound' });
    expect(
      envelope(await post(walls(), { name: 'their terminal', cells: [{ source: 'terminal', id: theirs }] }))
        .fields,
    ).toEqual({ cells: 'error.terminalNotFound' });
  });

  it('requires a unique name', async () => {
    expect(envelope(await post(walls(), { name: '' })).fields).toEqual({ name: 'validation.required' });
    expectOk(await post(walls(), { name: 'dup' }));
    expect(envelope(await post(walls(), { name: 'DUP' })).fields).toEqual({ name: 'error.nameExists' });
  });
});
