import * as XLSX from '@e965/xlsx';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MEET_OK, PATHS, meetPaths } from '@console/contract';
import type { Approval, Friend, Member } from '@console/contract/resources/members';
import { customers, users } from '../../src/platform/identity-tables';
import { memberApprovals } from '../../src/modules/members/tables';
import { addFriends } from '../../src/modules/members/service';
import { api, build, envelope, type Tenant } from '../helper';

const ctx = build();
const P = meetPaths('platform');
const M = P.member;
let tenant: Tenant;
let other: Tenant;
let platform: string;
const APPLY_CODE = 'MEMB2026';

beforeAll(async () => {
  tenant = await ctx.createTenant('mbr');
  other = await ctx.createTenant('mbr_other');
  platform = await ctx.adminToken();
  await ctx.database.db
    .update(customers)
    .set({ applyCode: APPLY_CODE })
    .where(eq(customers.id, tenant.customerId));
});

const call = (
  path: string,
  payload?: object,
  token = tenant.admin.token,
  headers: Record<string, string> = {},
) => ctx.injectAs(token, { method: 'POST', url: api(path), payload: payload ?? {}, headers });

interface MeetBody {
  resultnum: string;
  resultmeesage?: string;
  retCode?: string;
  errKey?: string;
  errInfo?: string;
  fields?: Record<string, string>;
  [key: string]: unknown;
}

/** Success is the whole meet envelope (SPEC §8): `resultnum` 0000 next to the data. */
function meetOk<T = MeetBody>(res: LightMyRequestResponse): T & MeetBody {
  const body = envelope(res) as unknown as MeetBody;
  expect(res.statusCode).toBe(200);
  expect(body, JSON.stringify(body)).toMatchObject({ resultnum: MEET_OK, resultmeesage: 'success' });
  expect(body).not.toHaveProperty('retCode');
  return body as T & MeetBody;
}

/** Errors on meet paths: HTTP 200, the code and message in both envelope spellings. */
function meetError(res: LightMyRequestResponse, code: string, errKey?: string): MeetBody {
  const body = envelope(res) as unknown as MeetBody;
  expect(res.statusCode).toBe(200);
  expect(body.resultnum, JSON.stringify(body)).toBe(code);
  expect(body.retCode).toBe(code);
  expect(body.resultmeesage).toBeTruthy();
  expect(body.resultmeesage).toBe(body.errInfo);
  if (errKey) expect(body.errKey).toBe(errKey);
  return body;
}

function meetInvalid(res: LightMyRequestResponse, field: string, key: string) {
  const body = meetError(res, ERROR_CODES.validation);
  expect(body.fields?.[field], JSON.stringify(body.fields)).toBe(key);
}

let seq = 0;
const newAccount = () =>
  `13${String(Date.now() % 1e6).padStart(6, '0')}${String((seq += 1)).padStart(3, '0')}`;
const memberInput = (extra: object = {}) => ({
  account: newAccount(),
  realName: '张三',
  password: 'Member#2026',
  repassword: 'Member#2026',
  ...extra,
});
async function addMember(extra: object = {}, token = tenant.admin.token): Promise<Member> {
  return meetOk<{ data: Member }>(await call(M.add, memberInput(extra), token)).data;
}

function spreadsheet(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'members');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('member calls (meet envelope)', () => {
  it('adds a member of the caller’s company as user type 3, without its password', async () => {
    const member = await addMember({ phone: '13800138000', email: 'zs@example.com' });
    expect(member).toMatchObject({ realName: '张三', status: 1, customerId: tenant.customerId });
    expect(member).not.toHaveProperty('password');
    expect(member).not.toHaveProperty('passwordHash');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.id));
    // The administrator chose the password: the member must set their own first (defect 12).
    expect(row).toMatchObject({ userType: 3, customerId: tenant.customerId, initPwd: true });
    expect(row!.passwordHash).not.toContain('Member#2026');
    // The new member can sign in with its password.
    await ctx.login(member.account!, 'Member#2026');
  });

  it('refuses a duplicate account, in any company, with “account already exists”', async () => {
    const member = await addMember();
    const body = meetError(
      await call(M.add, memberInput({ account: member.account })),
      ERROR_CODES.conflict,
      'error.accountExists',
    );
    expect(body.fields).toEqual({ account: 'error.accountExists' });
    expect(body.errInfo).toBe('账号已存在');
    const en = meetError(
      await call(M.add, memberInput({ account: member.account }), other.admin.token, {
        'accept-language': 'en',
      }),
      ERROR_CODES.conflict,
    );
    expect(en.resultmeesage).toBe('account already exists');
  });

  it('checks account, real name, password, phone and mail (SPEC §5)', async () => {
    meetInvalid(await call(M.add, memberInput({ account: 'abc' })), 'account', 'validation.numericAccount');
    meetInvalid(await call(M.add, memberInput({ account: '' })), 'account', 'validation.numericAccount');
    meetInvalid(await call(M.add, memberInput({ realName: '张3' })), 'realName', 'validation.realName');
    meetInvalid(
      await call(M.add, memberInput({ password: 'Ab#12', repassword: 'Ab#12' })),
      'password',
      'validation.passwordMin8',
    );
    meetInvalid(
      await call(M.add, memberInput({ password: 'Abcd 1234', repassword: 'Abcd 1234' })),
      'password',
      'validation.passwordChars',
    );
    meetInvalid(
      await call(M.add, memberInput({ repassword: 'Other#2026' })),
      'repassword',
      'validation.passwordsDiffer',
    );
    meetInvalid(await call(M.add, memberInput({ phone: '12ab' })), 'phone', 'validation.phone');
    meetInvalid(await call(M.add, memberInput({ email: 'not-mail' })), 'email', 'validation.email');
    meetInvalid(await call(M.add, memberInput({ role: 'admin' })), 'role', 'validation.unknownField');
  });

  it('lists members paged, by keyword and by enabled state', async () => {
    const a = await addMember({ realName: '列表甲' });
    const b = await addMember({ realName: '列表乙' });
    meetOk(await call(M.setEnableOrbind, { id: b.id, type: 'enable', value: false }));
    const all = meetOk<{ list: Member[]; total: number; page: number; size: number }>(
      await call(M.list, { keyword: '列表', size: 10 }),
    );
    expect(all).toMatchObject({ total: 2, page: 1, size: 10 });
    expect(all.list.map((m) => m.id).sort()).toEqual([a.id, b.id].sort());
    const enabled = meetOk<{ list: Member[] }>(await call(M.list, { keyword: '列表', status: 1 }));
    expect(enabled.list.map((m) => m.id)).toEqual([a.id]);
    const paged = meetOk<{ list: Member[]; total: number }>(
      await call(M.list, { keyword: '列表', size: 1, page: 2 }),
    );
    expect(paged.list).toHaveLength(1);
    expect(paged.total).toBe(2);
    // Only members: the company's administrator is not one.
    const everyone = meetOk<{ list: Member[] }>(await call(M.list, { size: 100 }));
    expect(everyone.list.map((m) => m.id)).not.toContain(tenant.admin.id);
    meetInvalid(await call(M.list, { size: 1000 }), 'size', 'validation.max');
    meetInvalid(await call(M.list, { status: 2 }), 'status', 'validation.enum');
  });

  it('disables a member (its sessions end, it cannot sign in) and enables it again', async () => {
    const member = await addMember();
    const token = await ctx.login(member.account!, 'Member#2026');
    const disabled = meetOk<{ data: Member }>(
      await call(M.setEnableOrbind, { id: member.id, type: 'enable', value: false }),
    );
    expect(disabled.data.status).toBe(0);
    const probe = await ctx.injectAs(token, { method: 'GET', url: api(PATHS.sysUserGet) });
    expect(probe.json<{ retCode: string }>().retCode).toBe(ERROR_CODES.sessionExpired);
    await expect(ctx.login(member.account!, 'Member#2026')).rejects.toThrow();
    meetOk(await call(M.setEnableOrbind, { id: member.id, type: 'enable', value: true }));
    await ctx.login(member.account!, 'Member#2026');
  });

  it('ends a member’s sessions when the console form disables it or sets a new password', async () => {
    const member = await addMember();
    const edit = (payload: object) =>
      ctx.injectAs(tenant.admin.token, {
        method: 'PUT',
        url: api(`${PATHS.resource('members')}/${member.id}`),
        payload,
      });
    const signedIn = async (token: string) =>
      (await ctx.injectAs(token, { method: 'GET', url: api(PATHS.sysUserGet) })).json<{ retCode: string }>()
        .retCode;
    const first = await ctx.login(member.account, 'Member#2026');
    expect((await edit({ status: 0 })).statusCode).toBe(200);
    expect(await signedIn(first)).toBe(ERROR_CODES.sessionExpired);
    expect((await edit({ status: 1 })).statusCode).toBe(200);
    const second = await ctx.login(member.account, 'Member#2026');
    expect((await edit({ password: 'Fresh#2026x', repassword: 'Fresh#2026x' })).statusCode).toBe(200);
    expect(await signedIn(second)).toBe(ERROR_CODES.sessionExpired);
    await ctx.login(member.account, 'Fresh#2026x');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.initPwd).toBe(true);
  });

  it('binds a member’s app to a device and releases it; binding needs a device', async () => {
    const member = await addMember();
    const bound = meetOk<{ data: Member }>(
      await call(M.setEnableOrbind, { id: member.id, type: 'bind', value: true, deviceId: 'PHONE-01' }),
    );
    expect(bound.data.boundDevice).toBe('PHONE-01');
    const unbound = meetOk<{ data: Member }>(
      await call(M.setEnableOrbind, { id: member.id, type: 'bind', value: false }),
    );
    expect(unbound.data.boundDevice).toBeNull();
    meetInvalid(
      await call(M.setEnableOrbind, { id: member.id, type: 'bind', value: true }),
      'deviceId',
      'validation.required',
    );
    meetInvalid(
      await call(M.setEnableOrbind, { id: member.id, type: 'lock', value: true }),
      'type',
      'validation.enum',
    );
  });

  it('fetches the real name by account, and one member by id (fetchUserInfo and info)', async () => {
    const member = await addMember({ realName: '王五' });
    expect(
      meetOk<{ trueName: string }>(await call(M.fetchTrueName, { account: member.account })).trueName,
    ).toBe('王五');
    meetError(
      await call(M.fetchTrueName, { account: '99999999999' }),
      ERROR_CODES.notFound,
      'error.memberNotFound',
    );
    for (const path of [M.fetchUserInfo, M.info]) {
      expect(meetOk<{ data: Member }>(await call(path, { id: member.id })).data).toMatchObject({
        id: member.id,
        realName: '王五',
      });
    }
    meetError(await call(M.info, { id: tenant.admin.id }), ERROR_CODES.notFound);
  });

  it('edits a member (saveUserInfo and editSave); the account stays', async () => {
    const member = await addMember();
    for (const [path, name] of [
      [M.saveUserInfo, '赵六'],
      [M.editSave, 'Zhao'],
    ] as const) {
      const saved = meetOk<{ data: Member }>(
        await call(path, { id: member.id, realName: name, phone: '13900139000' }),
      );
      expect(saved.data).toMatchObject({ realName: name, phone: '13900139000', account: member.account });
    }
    meetInvalid(
      await call(M.editSave, { id: member.id, account: '123' }),
      'account',
      'validation.unknownField',
    );
    meetInvalid(await call(M.editSave, { id: member.id, realName: '1' }), 'realName', 'validation.realName');
    meetInvalid(
      await call(M.editSave, { id: member.id, password: 'New#Pass2026', repassword: 'x' }),
      'repassword',
      'validation.passwordsDiffer',
    );
    meetOk(await call(M.editSave, { id: member.id, password: 'New#Pass2026', repassword: 'New#Pass2026' }));
    await ctx.login(member.account!, 'New#Pass2026');
  });

  it('imports members from xlsx: a bad row stores nothing unless the valid rows are kept', async () => {
    const good = newAccount();
    const rows = [
      ['账号', '真实姓名', '密码', 'Phone'],
      [good, '导入甲', 'Import#2026', '13700137000'],
      ['abc', '导入乙', 'Import#2026', ''],
    ];
    const upload = (keepValid: boolean) =>
      ctx.injectAs(tenant.admin.token, {
        method: 'POST',
        url: api(`${M.importUser}?keepValid=${keepValid}`),
        payload: spreadsheet(rows),
        headers: { 'content-type': XLSX_TYPE },
      });
    const refused = meetOk<{
      total: number;
      imported: number;
      committed: boolean;
      rows: { row: number; fields: object }[];
    }>(await upload(false));
    expect(refused).toMatchObject({ total: 2, imported: 0, failed: 1, committed: false });
    expect(refused.rows).toEqual([{ row: 3, fields: { account: 'validation.numericAccount' } }]);
    expect(await ctx.database.db.select().from(users).where(eq(users.account, good))).toEqual([]);

    const kept = meetOk(await upload(true));
    expect(kept).toMatchObject({ total: 2, imported: 1, failed: 1, committed: true });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.account, good));
    expect(row).toMatchObject({ userType: 3, customerId: tenant.customerId, realName: '导入甲' });

    const notSheet = await ctx.injectAs(tenant.admin.token, {
      method: 'POST',
      url: api(M.importUser),
      payload: Buffer.from('account,realName\n1,x'),
      headers: { 'content-type': XLSX_TYPE },
    });
    meetError(notSheet, ERROR_CODES.validation, 'error.importFileType');
  });

  it('offers enabled members to pickers (selectUserList)', async () => {
    const member = await addMember({ realName: '选择器' });
    const res = await ctx.injectAs(tenant.admin.token, {
      method: 'GET',
      url: api(`${P.selectUserList}?keyword=${encodeURIComponent('选择器')}`),
    });
    expect(meetOk<{ list: object[] }>(res).list).toEqual([
      { id: member.id, account: member.account, realName: '选择器' },
    ]);
  });
});

describe('friends', () => {
  it('lists a member’s contacts and deletes a friendship both ways', async () => {
    const me = await addMember({ realName: '我' });
    const friend = await addMember({ realName: '朋友' });
    const third = await addMember({ realName: '第三' });
    await addFriends(ctx.database.db, tenant.customerId, me.id, friend.id);
    await addFriends(ctx.database.db, tenant.customerId, me.id, third.id);
    const listed = meetOk<{ list: Friend[]; total: number }>(await call(P.listFriend, { memberId: me.id }));
    expect(listed.total).toBe(2);
    expect(listed.list.map((f) => f.id).sort()).toEqual([friend.id, third.id].sort());
    expect(listed.list[0]).toHaveProperty('since');

    meetOk(await call(P.deleteFriendAccount, { memberId: me.id, friendId: friend.id }));
    const after = meetOk<{ list: Friend[] }>(await call(P.listFriend, { memberId: me.id }));
    expect(after.list.map((f) => f.id)).toEqual([third.id]);
    // The other direction is gone too: neither can call the other any more.
    const theirs = meetOk<{ list: Friend[] }>(await call(P.listFriend, { memberId: friend.id }));
    expect(theirs.list).toEqual([]);
    meetError(
      await call(P.deleteFriendAccount, { memberId: me.id, friendId: friend.id }),
      ERROR_CODES.notFound,
      'error.friendNotFound',
    );
    meetInvalid(await call(P.deleteFriendAccount, { memberId: me.id }), 'friendId', 'validation.required');
  });
});

describe('approvals', () => {
  // Each application from its own address, except where the per-IP limit is the point.
  let host = 0;
  const apply = (extra: object = {}, remoteAddress = `10.0.0.${(host += 1)}`) =>
    ctx.app.inject({
      method: 'POST',
      url: api(M.apply),
      payload: { applyCode: APPLY_CODE, ...memberInput(), ...extra },
      remoteAddress,
    });
  const listOf = async (status: string) =>
    meetOk<{ list: Approval[]; total: number }>(await call(M.getApprovalList, { status, size: 100 })).list;

  it('takes an application with the apply code (public) as a pending request', async () => {
    const account = newAccount();
    const applied = meetOk<{ id: number; expiresAt: string }>(await apply({ account, realName: '申请人' }));
    const expires = new Date(applied.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(6.9 * 86_400_000);
    expect(expires).toBeLessThanOrEqual(7 * 86_400_000);
    const info = meetOk<{ data: Approval }>(await call(M.fetchApprovalInfo, { id: applied.id })).data;
    expect(info).toMatchObject({
      account,
      realName: '申请人',
      status: 'pending',
      customerId: tenant.customerId,
    });
    expect(info).not.toHaveProperty('passwordHash');
    expect((await listOf('pending')).map((a) => a.id)).toContain(applied.id);
    meetError(await apply({ applyCode: 'NOPE0000' }), ERROR_CODES.validation, 'error.applyCodeUnknown');
    meetInvalid(await apply({ applyCode: 'short' }), 'applyCode', 'validation.applyCode');
  });

  it('does not tell the public which accounts exist or wait (issue 21): answered like any application', async () => {
    const account = newAccount();
    meetOk(await apply({ account }));
    // A second request for the same account, and one for an existing account (of any company):
    // the same answer as a new one; agreeing to it is what is refused, by the company's admin.
    const again = meetOk<{ id: number; expiresAt: string }>(await apply({ account }));
    expect(again.id).toBeGreaterThan(0);
    const existing = await addMember();
    const taken = meetOk<{ id: number }>(await apply({ account: existing.account }));
    meetError(
      await call(M.updateApprovalMember, { id: taken.id, status: 'agreed' }),
      ERROR_CODES.conflict,
      'error.accountExists',
    );
  });

  it('agrees: the member is created and can sign in with the password it applied with', async () => {
    const account = newAccount();
    const { id } = meetOk<{ id: number }>(await apply({ account, realName: '同意' }));
    const agreed = meetOk<{ data: Approval }>(
      await call(M.updateApprovalMember, { id, status: 'agreed' }),
    ).data;
    expect(agreed).toMatchObject({ status: 'agreed', decidedBy: tenant.admin.account });
    expect(agreed.memberId).toBeGreaterThan(0);
    const members = meetOk<{ list: Member[] }>(await call(M.list, { keyword: account }));
    expect(members.list.map((m) => m.id)).toEqual([agreed.memberId]);
    await ctx.login(account, 'Member#2026');
    expect((await listOf('agreed')).map((a) => a.id)).toContain(id);
    // Decided once: neither a second agree nor a reject.
    meetError(
      await call(M.updateApprovalMember, { id, status: 'agreed' }),
      ERROR_CODES.validation,
      'error.approvalDecided',
    );
    meetError(
      await call(M.updateApprovalMember, { id, status: 'rejected', reason: 'x' }),
      ERROR_CODES.validation,
      'error.approvalDecided',
    );
  });

  it('rejects only with a reason, and keeps the reason', async () => {
    const { id } = meetOk<{ id: number }>(await apply());
    meetInvalid(
      await call(M.updateApprovalMember, { id, status: 'rejected' }),
      'reason',
      'validation.rejectReason',
    );
    meetInvalid(await call(M.updateApprovalMember, { id, status: 'maybe' }), 'status', 'validation.enum');
    const rejected = meetOk<{ data: Approval }>(
      await call(M.updateApprovalMember, { id, status: 'rejected', reason: '非本院职工' }),
    ).data;
    expect(rejected).toMatchObject({ status: 'rejected', reason: '非本院职工', memberId: null });
    expect((await listOf('rejected')).map((a) => a.id)).toContain(id);
    const [row] = await ctx.database.db.select().from(memberApprovals).where(eq(memberApprovals.id, id));
    expect(row!.passwordHash).toBeNull();
  });

  it('expires a request nobody decided in time; an expired request cannot be agreed', async () => {
    const account = newAccount();
    const { id } = meetOk<{ id: number }>(await apply({ account }));
    await ctx.database.db
      .update(memberApprovals)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(memberApprovals.id, id));
    expect((await listOf('expired')).map((a) => a.id)).toContain(id);
    expect((await listOf('pending')).map((a) => a.id)).not.toContain(id);
    expect(meetOk<{ data: Approval }>(await call(M.fetchApprovalInfo, { id })).data.status).toBe('expired');
    const refused = meetError(
      await call(M.updateApprovalMember, { id, status: 'agreed' }),
      ERROR_CODES.validation,
      'error.approvalExpired',
    );
    expect(refused.resultmeesage).toBe('申请已过期，不能同意');
    expect(await ctx.database.db.select().from(users).where(eq(users.account, account))).toEqual([]);
    // The applicant may apply again once the old request expired.
    meetOk(await apply({ account }));
  });

  it('limits applications per IP address (10 per 15 minutes)', async () => {
    for (let i = 0; i < 10; i += 1)
      meetError(
        await apply({ applyCode: 'NOPE0000' }, '10.9.9.9'),
        ERROR_CODES.validation,
        'error.applyCodeUnknown',
      );
    meetError(await apply({}, '10.9.9.9'), ERROR_CODES.tooManyAttempts, 'error.tooManyAttempts');
    meetOk(await apply({}, '10.9.9.10'));
  });
});

describe('permissions and tenants', () => {
  it('refuses a restricted member (user type 3) on every member call', async () => {
    for (const path of [M.list, M.add, M.getApprovalList, P.listFriend]) {
      meetError(await call(path, {}, tenant.member.token), ERROR_CODES.forbidden, 'error.forbidden');
    }
  });

  it('keeps another company’s members, requests and friends out of reach', async () => {
    const theirs = await addMember({ realName: '他人' }, other.admin.token);
    meetError(await call(M.info, { id: theirs.id }), ERROR_CODES.notFound);
    meetError(await call(M.editSave, { id: theirs.id, realName: '改名' }), ERROR_CODES.notFound);
    meetError(
      await call(M.setEnableOrbind, { id: theirs.id, type: 'enable', value: false }),
      ERROR_CODES.notFound,
    );
    meetError(await call(P.listFriend, { memberId: theirs.id }), ERROR_CODES.notFound);
    const list = meetOk<{ list: Member[] }>(await call(M.list, { customerId: other.customerId, size: 100 }));
    expect(list.list.every((m) => m.customerId === tenant.customerId)).toBe(true);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, theirs.id));
    expect(row).toMatchObject({ realName: '他人', status: 1 });
  });

  it('lets the platform administrator work on a company it names', async () => {
    const created = meetOk<{ data: Member }>(
      await call(M.add, memberInput({ customerId: other.customerId, realName: '平台建' }), platform),
    ).data;
    expect(created.customerId).toBe(other.customerId);
    const list = meetOk<{ list: Member[] }>(
      await call(M.list, { customerId: other.customerId, size: 100 }, platform),
    );
    expect(list.list.length).toBeGreaterThan(0);
    expect(list.list.every((m) => m.customerId === other.customerId)).toBe(true);
    meetError(await call(M.add, memberInput(), platform), ERROR_CODES.validation, 'error.customerNotFound');
  });

  it('places a member in the company a platform administrator names, and refuses a tenant naming one', async () => {
    const console = (token: string, payload: object) =>
      ctx.injectAs(token, { method: 'POST', url: api(PATHS.resource('members')), payload });
    const placed = await console(platform, memberInput({ customerId: tenant.customerId }));
    expect(placed.json<{ retData: Member }>().retData.customerId).toBe(tenant.customerId);
    const smuggled = await console(tenant.admin.token, memberInput({ customerId: other.customerId }));
    expect(smuggled.statusCode).toBe(403);
    expect(smuggled.json<{ fields: Record<string, string> }>().fields).toEqual({
      customerId: 'error.companyPlatformOnly',
    });
  });

  it('documents every member call in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: api('/docs/json') })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    const documented = [...Object.values(M), P.listFriend, P.deleteFriendAccount].map((path) => api(path));
    for (const path of documented) expect(doc.paths[path]?.post?.tags, path).toContain('members');
    expect(doc.paths[api(P.selectUserList)]?.get?.tags).toContain('members');
  });

  it('needs a session', async () => {
    meetError(await call(M.list, {}, ''), ERROR_CODES.sessionExpired);
  });
});
