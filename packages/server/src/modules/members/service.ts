import { and, asc, desc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  APPROVAL_TTL_DAYS,
  type Approval,
  type ApprovalDecision,
  type ApprovalListBody,
  type ApprovalStatus,
  type Friend,
  type FriendListBody,
  type MemberApply,
  type SetEnableOrBind,
} from '@console/contract/resources/members';
import { ERROR_CODES, USER_TYPES, type Page } from '@console/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { asOwner } from '../../platform/db';
import { AppError, BadRequest, Conflict, NotFound } from '../../platform/errors';
import { paginate } from '../../platform/list';
import { findRow, present } from '../../engine/service';
import { recordLog } from '../../platform/audit';
import { checkCaptcha } from '../identity/captcha';
import { hashPassword } from '../identity/passwords';
import { revokeOtherSessions } from '../../platform/sessions';
import { customers, users } from '../../platform/identity-tables';
import { loginFailures } from '../identity/tables';
import { memberResource, memberRoleOf } from './resource';
import { memberApprovals, memberFriends } from './tables';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const DAY_MS = 24 * 60 * 60 * 1000;

/** The tenant a call works on: the caller's own, or for platform callers the one they name. */
function tenantFilter(column: AnyPgColumn, caller: Caller, customerId?: number): SQL | undefined {
  if (!caller.isPlatform) return eq(column, caller.customerId);
  return customerId ? eq(column, customerId) : undefined;
}

// --- members -----------------------------------------------------------------------------------

/** Enable or disable a member's sign-in, or bind its app to a device / release it. */
export async function setEnableOrBind(tx: Tx, caller: Caller, input: SetEnableOrBind) {
  const before = await findRow(tx, caller, memberResource, input.id);
  const set =
    input.type === 'enable'
      ? { status: input.value ? 1 : 0 }
      : { boundDevice: input.value ? (input.deviceId ?? null) : null };
  const [row] = await tx
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, input.id))
    .returning();
  // Disabling or unbinding ends what the member has open.
  if ((input.type === 'enable' && !input.value) || input.type === 'bind')
    await revokeOtherSessions(tx, input.id, -1);
  const after = { ...before, status: row!.status, boundDevice: row!.boundDevice };
  await recordLog(tx, caller, {
    action: input.type === 'enable' ? (input.value ? 'enable' : 'disable') : input.value ? 'bind' : 'unbind',
    resource: 'members',
    resourceId: input.id,
    before: present(memberResource, before),
    after: present(memberResource, after),
    customerId: before.customerId as number,
  });
  return present(memberResource, { ...after, updatedAt: row!.updatedAt });
}

export async function trueNameOf(tx: Tx, caller: Caller, account: string): Promise<string> {
  const [row] = await tx
    .select({ realName: users.realName })
    .from(users)
    .where(
      and(
        eq(users.userType, USER_TYPES.member),
        sql`lower(${users.account}) = lower(${account})`,
        tenantFilter(users.customerId, caller),
      ),
    )
    .limit(1);
  if (!row) throw NotFound('error.memberNotFound');
  return row.realName ?? '';
}

/** Members for pickers: id, account and real name, matching a keyword. */
export async function selectUsers(
  tx: Tx,
  caller: Caller,
  query: { keyword?: string | undefined; size: number; customerId?: number | undefined },
) {
  const pattern = query.keyword ? `%${escapeLike(query.keyword)}%` : undefined;
  return tx
    .select({ id: users.id, account: users.account, realName: users.realName })
    .from(users)
    .where(
      and(
        eq(users.userType, USER_TYPES.member),
        eq(users.status, 1),
        tenantFilter(users.customerId, caller, query.customerId),
        pattern ? or(ilike(users.account, pattern), ilike(users.realName, pattern)) : undefined,
      ),
    )
    .orderBy(asc(users.account))
    .limit(query.size);
}

// --- friends -----------------------------------------------------------------------------------

export async function listFriends(tx: Tx, caller: Caller, query: FriendListBody): Promise<Page<Friend>> {
  const member = await findRow(tx, caller, memberResource, query.memberId);
  const pattern = query.keyword ? `%${escapeLike(query.keyword)}%` : undefined;
  const where = and(
    eq(memberFriends.customerId, member.customerId as number),
    eq(memberFriends.memberId, member.id),
    pattern ? or(ilike(users.account, pattern), ilike(users.realName, pattern)) : undefined,
  );
  const page = await paginate(
    tx,
    query,
    (limit, offset) =>
      tx
        .select({
          id: users.id,
          account: users.account,
          realName: users.realName,
          phone: users.phone,
          status: users.status,
          since: memberFriends.createdAt,
        })
        .from(memberFriends)
        .innerJoin(users, eq(users.id, memberFriends.friendId))
        .where(where)
        .orderBy(desc(memberFriends.createdAt), asc(users.id))
        .limit(limit)
        .offset(offset),
    tx
      .select({ id: memberFriends.friendId })
      .from(memberFriends)
      .innerJoin(users, eq(users.id, memberFriends.friendId))
      .where(where)
      .$dynamic(),
  );
  return { ...page, list: page.list.map((f) => ({ ...f, since: f.since.toISOString() })) };
}

/** Ends a friendship both ways: the two can no longer call each other (SPEC §5). */
export async function deleteFriend(tx: Tx, caller: Caller, memberId: number, friendId: number) {
  const member = await findRow(tx, caller, memberResource, memberId);
  const customerId = member.customerId as number;
  const removed = await tx
    .delete(memberFriends)
    .where(
      and(
        eq(memberFriends.customerId, customerId),
        or(
          and(eq(memberFriends.memberId, memberId), eq(memberFriends.friendId, friendId)),
          and(eq(memberFriends.memberId, friendId), eq(memberFriends.friendId, memberId)),
        ),
      ),
    )
    .returning();
  if (removed.length === 0) throw NotFound('error.friendNotFound');
  await recordLog(tx, caller, {
    action: 'deleteFriend',
    resource: 'members',
    resourceId: memberId,
    before: { friendId },
    customerId,
  });
}

/** Make two members friends (both directions); used by the seed and the tests. */
export async function addFriends(tx: Tx | Db, customerId: number, memberId: number, friendId: number) {
  await tx
    .insert(memberFriends)
    .values([
      { customerId, memberId, friendId },
      { customerId, memberId: friendId, friendId: memberId },
    ])
    .onConflictDoNothing();
}

// --- approvals ---------------------------------------------------------------------------------

/** Stored pending + past its deadline = expired (computed, so no sweep has to run on time). */
const computedStatus = sql<ApprovalStatus>`case when ${memberApprovals.status} = 'pending' and ${memberApprovals.expiresAt} <= now() then 'expired' else ${memberApprovals.status} end`;

function statusFilter(status: ApprovalStatus | undefined): SQL | undefined {
  const now = sql`now()`;
  if (status === 'pending')
    return and(eq(memberApprovals.status, 'pending'), gt(memberApprovals.expiresAt, now));
  if (status === 'expired')
    return and(eq(memberApprovals.status, 'pending'), lte(memberApprovals.expiresAt, now));
  return status ? eq(memberApprovals.status, status) : undefined;
}

const approvalColumns = {
  id: memberApprovals.id,
  customerId: memberApprovals.customerId,
  account: memberApprovals.account,
  realName: memberApprovals.realName,
  phone: memberApprovals.phone,
  email: memberApprovals.email,
  remark: memberApprovals.remark,
  status: computedStatus,
  reason: memberApprovals.reason,
  memberId: memberApprovals.memberId,
  decidedBy: memberApprovals.decidedBy,
  decidedAt: memberApprovals.decidedAt,
  expiresAt: memberApprovals.expiresAt,
  createdAt: memberApprovals.createdAt,
};
type ApprovalRow = { [K in keyof typeof approvalColumns]: unknown };

function approvalOut(row: ApprovalRow): Approval {
  const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value as string | null));
  return {
    ...(row as unknown as Approval),
    decidedAt: iso(row.decidedAt),
    expiresAt: iso(row.expiresAt)!,
    createdAt: iso(row.createdAt)!,
  };
}

export async function listApprovals(
  tx: Tx,
  caller: Caller,
  query: ApprovalListBody,
): Promise<Page<Approval>> {
  const pattern = query.keyword ? `%${escapeLike(query.keyword)}%` : undefined;
  const where = and(
    tenantFilter(memberApprovals.customerId, caller, query.customerId),
    statusFilter(query.status),
    pattern
      ? or(
          ilike(memberApprovals.account, pattern),
          ilike(memberApprovals.realName, pattern),
          ilike(memberApprovals.phone, pattern),
        )
      : undefined,
  );
  const page = await paginate(
    tx,
    query,
    (limit, offset) =>
      tx
        .select(approvalColumns)
        .from(memberApprovals)
        .where(where)
        .orderBy(desc(memberApprovals.createdAt), desc(memberApprovals.id))
        .limit(limit)
        .offset(offset),
    tx.select({ id: memberApprovals.id }).from(memberApprovals).where(where).$dynamic(),
  );
  return { ...page, list: page.list.map(approvalOut) };
}

export async function approvalInfo(tx: Tx, caller: Caller, id: number): Promise<Approval> {
  const [row] = await tx
    .select(approvalColumns)
    .from(memberApprovals)
    .where(and(eq(memberApprovals.id, id), tenantFilter(memberApprovals.customerId, caller)))
    .limit(1);
  if (!row) throw NotFound();
  return approvalOut(row);
}

/**
 * Agree (the member is created from the request) or reject (with a reason). Only a pending
 * request that has not expired can be decided; the row is locked so two administrators deciding
 * at once cannot both win.
 */
export async function decideApproval(tx: Tx, caller: Caller, input: ApprovalDecision): Promise<Approval> {
  const [request] = await tx
    .select({ row: memberApprovals, status: computedStatus })
    .from(memberApprovals)
    .where(and(eq(memberApprovals.id, input.id), tenantFilter(memberApprovals.customerId, caller)))
    .for('update')
    .limit(1);
  if (!request) throw NotFound();
  if (request.status === 'expired') throw BadRequest('error.approvalExpired');
  if (request.status !== 'pending') throw BadRequest('error.approvalDecided');
  const { row } = request;

  let memberId: number | null = null;
  if (input.status === 'agreed') {
    const taken = await asOwner(tx, () =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.account}) = lower(${row.account})`)
        .limit(1),
    );
    if (taken.length > 0) throw Conflict('error.accountExists', 'account');
    const [member] = await tx
      .insert(users)
      .values({
        customerId: row.customerId,
        account: row.account,
        passwordHash: row.passwordHash ?? '',
        userType: USER_TYPES.member,
        roleId: await memberRoleOf(tx, row.customerId),
        realName: row.realName,
        phone: row.phone,
        email: row.email,
        remark: row.remark,
      })
      .returning();
    memberId = member!.id;
    await recordLog(tx, caller, {
      action: 'create',
      resource: 'members',
      resourceId: memberId,
      after: { account: row.account, realName: row.realName, approvalId: row.id },
      customerId: row.customerId,
    });
  }
  await tx
    .update(memberApprovals)
    .set({
      status: input.status,
      reason: input.status === 'rejected' ? (input.reason ?? null) : null,
      memberId,
      decidedBy: caller.account,
      decidedAt: new Date(),
      // The hash served only to create the member; a decided request keeps none.
      passwordHash: null,
      updatedAt: new Date(),
    })
    .where(eq(memberApprovals.id, row.id));
  await recordLog(tx, caller, {
    action: input.status === 'agreed' ? 'agree' : 'reject',
    resource: 'memberApprovals',
    resourceId: row.id,
    before: { status: 'pending' },
    after: { status: input.status, reason: input.reason ?? null },
    customerId: row.customerId,
  });
  return approvalInfo(tx, caller, row.id);
}

// --- the public application ---------------------------------------------------------------------

/** Applications per IP in one window: enough for a family at one hospital, not for a script. */
export const APPLY_LIMIT_PER_IP = 10;
export const APPLY_WINDOW_MS = 15 * 60 * 1000;

/** Count an application attempt from `ip` (shared by all instances) and refuse past the limit. */
async function throttleApply(db: Db, ip: string) {
  const windowStart = new Date(Date.now() - APPLY_WINDOW_MS);
  const [row] = await db
    .insert(loginFailures)
    .values({ key: `apply:${ip}`, count: 1, windowStart: new Date() })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${loginFailures.windowStart} < ${windowStart} then 1 else ${loginFailures.count} + 1 end`,
        windowStart: sql`case when ${loginFailures.windowStart} < ${windowStart} then now() else ${loginFailures.windowStart} end`,
      },
    })
    .returning();
  if (row && row.count > APPLY_LIMIT_PER_IP) {
    const minutes = Math.max(
      1,
      Math.ceil((row.windowStart.getTime() + APPLY_WINDOW_MS - Date.now()) / 60_000),
    );
    throw new AppError(ERROR_CODES.tooManyAttempts, 'error.tooManyAttempts', 429, { params: { minutes } });
  }
}

/**
 * A member app applies to join the company whose apply code it has: a pending request the
 * company's administrator agrees or rejects within APPROVAL_TTL_DAYS. Public: no session, so
 * it runs on the unrestricted connection and names the tenant from the apply code alone.
 */
export async function applyForMembership(
  db: Db,
  input: MemberApply,
  meta: { ip: string; captcha: boolean },
): Promise<{ id: number; expiresAt: string }> {
  await throttleApply(db, meta.ip);
  if (meta.captcha) await checkCaptcha(db, input.uuid, input.code);
  const [company] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.applyCode, input.applyCode), eq(customers.status, 1)))
    .limit(1);
  if (!company) throw BadRequest('error.applyCodeUnknown', 'applyCode');
  // Whether the account exists (in any company) or already waits is not told here (issue 21): the
  // request is taken like any other, and agreeing to it is refused (accountExists) by the admin.
  const [created] = await db
    .insert(memberApprovals)
    .values({
      customerId: company.id,
      account: input.account,
      realName: input.realName,
      phone: input.phone ?? null,
      email: input.email ?? null,
      remark: input.remark ?? null,
      passwordHash: await hashPassword(input.password),
      expiresAt: new Date(Date.now() + APPROVAL_TTL_DAYS * DAY_MS),
    })
    .returning({ id: memberApprovals.id, expiresAt: memberApprovals.expiresAt });
  return { id: created!.id, expiresAt: created!.expiresAt.toISOString() };
}
