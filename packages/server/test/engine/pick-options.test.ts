import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS, USER_TYPES } from '@console/contract';
import type { PickOption } from '@console/contract/api/list';
import {
  api,
  build,
  expectError,
  expectOk,
  expectValidationError,
  TENANT_PASSWORD,
  type Tenant,
} from '../helper';

/**
 * A form's pickers for those who may write a reference without viewing its resource: a teacher
 * (staff) writing a school notification chooses the company's groups and members, but may not
 * list them (administrators' pages). `GET /{key}/options` gives ids and titles of the own
 * company's rows to exactly those writers, and nothing to anyone else.
 */
const ctx = build();
const options = (key: string, query = '') => api(`${PATHS.resource(key)}/options${query}`);
const get = (token: string, url: string) => ctx.injectAs(token, { method: 'GET', url });

let a: Tenant;
let b: Tenant;
let teacher = '';
let ours: number[] = [];
let theirs = 0;
beforeAll(async () => {
  a = await ctx.createTenant('pick_a');
  b = await ctx.createTenant('pick_b');
  await ctx.createUser({ account: 'pick_teacher', customerId: a.customerId, userType: USER_TYPES.staff });
  teacher = await ctx.login('pick_teacher', TENANT_PASSWORD);
  const group = async (token: string, name: string) =>
    expectOk<{ id: number }>(
      await ctx.injectAs(token, { method: 'POST', url: api(PATHS.resource('groups')), payload: { name } }),
    ).id;
  ours = [await group(a.admin.token, '一年级'), await group(a.admin.token, '二年级')];
  theirs = await group(b.admin.token, '他校一年级');
});

describe('reference pickers', () => {
  it('offer a writer who may not view the resource its own company’s ids and titles only', async () => {
    expectError(await get(teacher, api(PATHS.resource('groups'))), ERROR_CODES.forbidden);
    const page = expectOk<{ list: PickOption[]; total: number }>(await get(teacher, options('groups')));
    expect(page.list).toEqual(
      expect.arrayContaining([
        { id: ours[0], title: '一年级' },
        { id: ours[1], title: '二年级' },
      ]),
    );
    expect(page.list.map((row) => row.id)).not.toContain(theirs);
    for (const row of page.list) expect(Object.keys(row).sort()).toEqual(['id', 'title']);
    // The list's keyword, and chosen rows by id (another company's id is simply not there).
    const found = expectOk<{ list: PickOption[] }>(await get(teacher, options('groups', '?keyword=二年')));
    expect(found.list).toEqual([{ id: ours[1], title: '二年级' }]);
    const chosen = expectOk<{ list: PickOption[] }>(
      await get(teacher, options('groups', `?ids=${ours[0]},${theirs}`)),
    );
    expect(chosen.list).toEqual([{ id: ours[0], title: '一年级' }]);
    expectValidationError(await get(teacher, options('groups', '?ids=1,x')), 'ids', 'validation.invalid');
    // Members by their real name.
    const members = expectOk<{ list: PickOption[] }>(
      await get(teacher, options('members', `?ids=${a.member.id},${b.member.id}`)),
    );
    expect(members.list.map((row) => row.id)).toEqual([a.member.id]);
  });

  it('are nothing for those who write no such reference, and exist only where someone needs them', async () => {
    // A member writes no school notification.
    expectError(await get(a.member.token, options('groups')), ERROR_CODES.forbidden);
    // Companies are the platform's: no tenant's form picks them this way (no such route; the
    // path reads as the id "options" of a row only the platform may see).
    expect(ctx.app.hasRoute({ method: 'GET', url: options('companies') })).toBe(false);
    expect(ctx.app.hasRoute({ method: 'GET', url: options('groups') })).toBe(true);
    expectError(await get(a.admin.token, options('companies')), ERROR_CODES.forbidden);
  });
});
