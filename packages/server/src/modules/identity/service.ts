import { eq, sql } from 'drizzle-orm';
import type {
  ChangePasswordInput,
  LoginInput,
  LoginResult,
  UserInfo,
} from '@console/contract/resources/identity';
import { passwordIsAccount } from '@console/contract/resources/identity';
import { ERROR_CODES, PLATFORM_ORG_ID } from '@console/contract';
import type { Db, Tx } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { AppError, BadRequest, FieldsInvalid, NotFound } from '../../platform/errors';
import { recordLog } from '../../platform/audit';
import { checkCaptcha } from './captcha';
import { clearLoginFailures, loginWaitMs, recordLoginFailure, unlockLogins } from './login-limits';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { createSession, revokeOtherSessions } from '../../platform/sessions';
import { customers, roles, users } from '../../platform/identity-tables';

const wrongCredentials = () => new AppError(ERROR_CODES.wrongCredentials, 'error.wrongCredentials', 401);

type SignInAction = 'login' | 'loginFailed' | 'loginRefused' | 'logout';

/**
 * A sign-in event in the user log (defect 17), in the account's organisation; an unknown account's
 * failures go to the platform organisation, with no user.
 */
export async function recordSignIn(
  db: Db,
  actor: { userId: number | null; account: string; customerId: number; ip: string },
  action: SignInAction,
  after?: Record<string, unknown>,
): Promise<void> {
  await db.transaction((tx) =>
    recordLog(tx, actor, { action, resource: 'sessions', resourceId: actor.userId, after }),
  );
}

export async function login(
  db: Db,
  input: LoginInput,
  meta: { ip: string; userAgent?: string | undefined; captcha: boolean },
): Promise<LoginResult> {
  const [user] = await db
    .select({ user: users, customerName: customers.name })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(eq(sql`lower(${users.account})`, input.account.toLowerCase()))
    .limit(1);
  const actor = {
    userId: user?.user.id ?? null,
    account: user?.user.account ?? input.account,
    customerId: user?.user.customerId ?? PLATFORM_ORG_ID,
    ip: meta.ip,
  };

  const waitMs = await loginWaitMs(db, input.account, meta.ip);
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    await recordSignIn(db, actor, 'loginRefused', { reason: 'throttled', seconds });
    throw new AppError(ERROR_CODES.tooManyAttempts, 'error.loginDelayed', 429, { params: { seconds } });
  }
  if (meta.captcha) await checkCaptcha(db, input.uuid, input.code);

  const valid = await verifyPassword(user?.user.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !valid) {
    await recordLoginFailure(db, input.account, meta.ip);
    if (user)
      await db
        .update(users)
        .set({
          failedSignIns: sql`${users.failedSignIns} + 1`,
          lastFailedSignInAt: new Date(),
          lastFailedSignInIp: meta.ip,
        })
        .where(eq(users.id, user.user.id));
    await recordSignIn(db, actor, 'loginFailed');
    throw wrongCredentials();
  }
  if (user.user.status !== 1) {
    await recordSignIn(db, actor, 'loginRefused', { reason: 'disabled' });
    throw new AppError(ERROR_CODES.forbidden, 'error.accountDisabled', 403);
  }
  await clearLoginFailures(db, input.account, meta.ip);
  const { failedSignIns, lastFailedSignInAt, lastFailedSignInIp } = user.user;
  if (failedSignIns > 0)
    await db
      .update(users)
      .set({ failedSignIns: 0, lastFailedSignInAt: null, lastFailedSignInIp: null })
      .where(eq(users.id, user.user.id));

  const accessToken = await createSession(db, user.user, meta);
  await recordSignIn(db, actor, 'login');
  return {
    id: user.user.id,
    nickName: user.user.nickName,
    realName: user.user.realName,
    account: user.user.account,
    accessToken,
    orgName: user.customerName,
    orgId: user.user.customerId,
    initPwd: user.user.initPwd ? 1 : 0,
    userType: user.user.userType,
    customerId: user.user.customerId,
    failedSignIns:
      failedSignIns > 0 && lastFailedSignInAt
        ? { count: failedSignIns, lastAt: lastFailedSignInAt.toISOString(), lastIp: lastFailedSignInIp }
        : null,
  };
}

/** An administrator lifts the login delays of a user of their tenant (another tenant's: not found). */
export async function unlockLogin(tx: Tx, caller: Caller, userId: number): Promise<void> {
  const [user] = await tx.select({ account: users.account }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw NotFound();
  await unlockLogins(tx, user.account);
  await recordLog(tx, caller, { action: 'unlockLogin', resource: 'users', resourceId: userId });
}

/** A user as the console sees it; runs under the caller's tenant, so another tenant's id is "not found". */
export async function userInfo(tx: Tx, userId: number): Promise<UserInfo> {
  const [row] = await tx
    .select({ user: users, customerName: customers.name, roleValue: roles.value })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw NotFound();
  const { user } = row;
  return {
    id: user.id,
    account: user.account,
    roleId: user.roleId,
    roles: row.roleValue ? [row.roleValue] : [],
    realName: user.realName,
    nickName: user.nickName,
    avatarUrl: user.avatarUrl,
    remark: user.remark,
    phone: user.phone,
    email: user.email,
    orgId: user.customerId,
    customerId: user.customerId,
    customerName: row.customerName,
    userType: user.userType,
    initPwd: user.initPwd ? 1 : 0,
    createTime: user.createdAt.toISOString(),
  };
}

export async function changePassword(tx: Tx, caller: Caller, input: ChangePasswordInput): Promise<void> {
  const [user] = await tx.select().from(users).where(eq(users.id, caller.userId)).limit(1);
  if (!user) throw NotFound();
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new AppError(ERROR_CODES.wrongCredentials, 'error.wrongPassword', 400, {
      fields: { oldPassword: 'error.wrongPassword' },
    });
  }
  if (passwordIsAccount(input.password, user.account))
    throw FieldsInvalid({ password: 'validation.passwordIsAccount' });
  await tx
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), initPwd: false, updatedAt: new Date() })
    .where(eq(users.id, caller.userId));
  await revokeOtherSessions(tx, caller.userId, caller.sessionId);
  await recordLog(tx, caller, { action: 'changePassword', resource: 'users', resourceId: caller.userId });
}

/** The signed-in user's own avatar: an `avatar` upload of the user's tenant, or none. */
export async function setAvatar(
  tx: Tx,
  caller: Caller,
  avatarUrl: string | null,
  uploaded: (url: string) => Promise<boolean>,
): Promise<void> {
  if (avatarUrl !== null && !(await uploaded(avatarUrl))) throw BadRequest('error.avatarUpload', 'avatarUrl');
  const [before] = await tx
    .select({ avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, caller.userId))
    .limit(1);
  if (!before) throw NotFound();
  await tx.update(users).set({ avatarUrl, updatedAt: new Date() }).where(eq(users.id, caller.userId));
  await recordLog(tx, caller, {
    action: 'update',
    resource: 'profile',
    resourceId: caller.userId,
    before,
    after: { avatarUrl },
  });
}
