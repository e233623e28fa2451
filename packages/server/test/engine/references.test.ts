import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { api, build, envelope, expectOk, type Tenant } from '../helper';
import { FIXTURE_SQL, PARTS_SQL, partResource, thingResource } from './fixture-resource';

/** `reference` fields are enforced by the engine alone: the fixtures have no hooks. */
const ctx = build({}, { resources: [thingResource, partResource] });
const things = (suffix = '') => api(`${PATHS.resource('things')}${suffix}`);
const parts = (suffix = '') => api(`${PATHS.resource('parts')}${suffix}`);

let a: Tenant;
let b: Tenant;
/** Things of tenant a (three) and of tenant b (one). */
let mine: number[];
let theirs: number;
beforeAll(async () => {
  for (const statement of [...FIXTURE_SQL, ...PARTS_SQL]) await ctx.database.db.execute(statement);
  a = await ctx.createTenant('refa');
  b = await ctx.createTenant('refb');
  const thing = async (token: string, code: string) =>
    expectOk<{ id: number }>(
      await ctx.injectAs(token, {
        method: 'POST',
        url: things(),
        payload: { name: code, code, kind: 'small' },
      }),
    ).id;
  mine = [
    await thing(a.admin.token, 'AAA'),
    await thing(a.admin.token, 'AAB'),
    await thing(a.admin.token, 'AAC'),
  ];
  theirs = await thing(b.admin.token, 'BBA');
});

const post = (token: string, payload: object, language = 'zh-CN') =>
  ctx.injectAs(token, { method: 'POST', url: parts(), payload, headers: { 'accept-language': language } });
const put = (token: string, id: number, payload: object) =>
  ctx.injectAs(token, { method: 'PUT', url: parts(`/${id}`), payload });

describe('reference fields', () => {
  it("refuse another tenant's row or a missing one, with the field named in both languages", async () => {
    const refusal = (errInfo: string) => ({
      retCode: '400001',
      errKey: 'error.notFound',
      errInfo,
      fields: { thingId: 'error.notFound' },
    });
    expect(envelope(await post(a.admin.token, { name: 'x', thingId: theirs }))).toMatchObject(
      refusal('数据不存在'),
    );
    expect(envelope(await post(a.admin.token, { name: 'x', thingId: 9_999_999 }, 'en'))).toMatchObject(
      refusal('Not found'),
    );
    expect(envelope(await post(a.admin.token, { name: 'x', thingIds: [mine[0], theirs] })).fields).toEqual({
      thingIds: 'error.notFound',
    });
    // A platform administrator writing into tenant a is held to tenant a's rows as well.
    const platform = await ctx.adminToken();
    expect(
      envelope(await post(platform, { name: 'x', customerId: a.customerId, thingId: theirs })).fields,
    ).toEqual({ thingId: 'error.notFound' });
    const part = expectOk<{ id: number }>(await post(a.admin.token, { name: 'edit me', thingId: mine[0] }));
    expect(envelope(await put(a.admin.token, part.id, { thingIds: [theirs] })).fields).toEqual({
      thingIds: 'error.notFound',
    });
    expect(envelope(await put(a.admin.token, part.id, { thingId: theirs })).fields).toEqual({
      thingId: 'error.notFound',
    });
  });

  it('keep each id of a list once, in the order given, and may be cleared', async () => {
    const part = expectOk<Record<string, unknown>>(
      await post(a.admin.token, { name: 'list', thingId: mine[1], thingIds: [mine[2], mine[0], mine[2]] }),
    );
    expect([part.thingId, part.thingIds]).toEqual([mine[1], [mine[2], mine[0]]]);
    const cleared = expectOk<Record<string, unknown>>(
      await put(a.admin.token, part.id as number, { thingId: null, thingIds: [] }),
    );
    expect([cleared.thingId, cleared.thingIds]).toEqual([null, []]);
  });

  it('drop rows deleted since from lists and read a deleted single one as null', async () => {
    const gone = expectOk<{ id: number }>(
      await ctx.injectAs(a.admin.token, {
        method: 'POST',
        url: things(),
        payload: { name: 'gone', code: 'GON', kind: 'small' },
      }),
    ).id;
    const part = expectOk<{ id: number }>(
      await post(a.admin.token, { name: 'dangling', thingId: gone, thingIds: [mine[0], gone, mine[1]] }),
    );
    expectOk(await ctx.injectAs(a.admin.token, { method: 'DELETE', url: things(`/${gone}`) }));
    const read = expectOk<Record<string, unknown>>(
      await ctx.injectAs(a.admin.token, { method: 'GET', url: parts(`/${part.id}`) }),
    );
    expect([read.thingId, read.thingIds]).toEqual([null, [mine[0], mine[1]]]);
    const page = expectOk<{ list: Record<string, unknown>[] }>(
      await ctx.injectAs(a.admin.token, { method: 'GET', url: parts('?keyword=&size=100') }),
    );
    const listed = page.list.find((row) => row.id === part.id)!;
    expect([listed.thingId, listed.thingIds]).toEqual([null, [mine[0], mine[1]]]);
  });

  it('come with the names of the rows a list page points to, by resource and id', async () => {
    expectOk(await post(a.admin.token, { name: 'named', thingId: mine[0], thingIds: [mine[1], mine[2]] }));
    const page = expectOk<{ names: Record<string, Record<string, string>> }>(
      await ctx.injectAs(a.admin.token, { method: 'GET', url: parts('?keyword=named') }),
    );
    expect(page.names).toEqual({ things: { [mine[0]!]: 'AAA', [mine[1]!]: 'AAB', [mine[2]!]: 'AAC' } });
    // Another company's list names none of them.
    const theirs = expectOk<{ list: unknown[]; names: object }>(
      await ctx.injectAs(b.admin.token, { method: 'GET', url: parts('?keyword=named') }),
    );
    expect(theirs).toMatchObject({ list: [], names: {} });
  });
});
