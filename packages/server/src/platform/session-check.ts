import { ERROR_CODES, PLATFORM_ORG_ID, SESSION_IDLE_MS, SESSION_MAX_MS, USER_TYPES } from '@console/contract';
import { authorize, type AccessRule } from './access';
import { callerOfSession, type Caller } from './caller';
import { AppError, SessionExpired } from './errors';
import type { ResolvedSession } from './sessions';

/**
 * A session checked in the request's own first statement (ADR 50). The session hook of a route
 * that reads in one tenant transaction does not look the session up on its own round trip: it
 * takes the caller this instance last saw for the token as a guess, and the transaction opens
 * with `app_enter_session`, which checks the session, renews it and sets the tenant from the
 * database's row. The guess only decides what the request asks for; which rows it sees comes
 * from the database, and a session revoked anywhere is refused by that same statement.
 */

/** Renew the idle expiry at most this often, so a busy session is not a write per request. */
export const RENEW_AFTER_MS = 60_000;

/** The SQLSTATE `app_enter_session` refuses with (migration 0063). */
const SESSION_REFUSED = 'CS401';

/** Callers seen per token hash on this instance; the oldest go first past this many. */
const MAX_GUESSES = 10_000;
const guesses = new Map<string, ResolvedSession>();

export function sessionGuess(tokenHash: string): ResolvedSession | undefined {
  return guesses.get(tokenHash);
}

export function rememberSession(tokenHash: string, session: ResolvedSession | null) {
  guesses.delete(tokenHash);
  if (!session) return;
  if (guesses.size >= MAX_GUESSES) guesses.delete(guesses.keys().next().value!);
  guesses.set(tokenHash, session);
}

/** What the first statement must confirm before the route's work runs. */
export interface PendingCheck {
  tokenHash: string;
  access: AccessRule;
  allowInitPwd: boolean;
}

const pending = new WeakMap<Caller, PendingCheck>();

/** `caller` is a guess until the request's transaction has entered its session. */
export function checkInTransaction(caller: Caller, check: PendingCheck) {
  pending.set(caller, check);
}

/** The check still owed for `caller`, if any; it is owed once. */
export function takePendingCheck(caller: Caller): PendingCheck | undefined {
  const check = pending.get(caller);
  pending.delete(caller);
  return check;
}

/**
 * The statement that enters the session: SQL text, not parameters, so it travels with `begin`
 * and the reads. The token hash is the server's own SHA-256 hex digest, checked as such; the time
 * is the server's own clock.
 */
export function enterSessionStatement(tokenHash: string, now = new Date()): string {
  if (!/^[0-9a-f]{64}$/.test(tokenHash)) throw new Error('token hash is not a SHA-256 hex digest');
  return `select * from app_enter_session('${tokenHash}', '${now.toISOString()}', ${USER_TYPES.platformAdmin},
    ${PLATFORM_ORG_ID}, ${SESSION_IDLE_MS}, ${SESSION_MAX_MS}, ${RENEW_AFTER_MS})`;
}

interface EnteredRow {
  session_id: number;
  user_id: number;
  account: string;
  customer_id: number;
  user_type: number;
  role_id: number | null;
  role_value: string | null;
  init_pwd: boolean;
}

const sameSession = (a: ResolvedSession, b: ResolvedSession) =>
  (Object.keys(a) as (keyof ResolvedSession)[]).every((key) => a[key] === b[key]);

/**
 * The guess against the session the database entered: when they differ (a new role, a password
 * to change), the caller becomes what the database says and the route's rules are applied again
 * (true: the guess was right).
 */
export function confirmSession(
  caller: Caller,
  check: PendingCheck,
  row: Record<string, unknown> | undefined,
): boolean {
  if (!row) throw SessionExpired();
  const entered = row as unknown as EnteredRow;
  const session: ResolvedSession = {
    sessionId: entered.session_id,
    userId: entered.user_id,
    account: entered.account,
    customerId: entered.customer_id,
    userType: entered.user_type,
    roleId: entered.role_id,
    roleValue: entered.role_value,
    initPwd: entered.init_pwd,
  };
  const guess = guesses.get(check.tokenHash);
  if (guess && sameSession(guess, session)) return true;
  rememberSession(check.tokenHash, session);
  Object.assign(caller, callerOfSession(session, caller.ip));
  admit(caller, check);
  return false;
}

/** The route's rules for a caller: a password still to change, then its access rule. */
export function admit(caller: Caller, rules: { access: AccessRule; allowInitPwd: boolean }) {
  if (caller.initPwd && !rules.allowInitPwd) {
    throw new AppError(ERROR_CODES.passwordChangeRequired, 'error.passwordChangeRequired', 403);
  }
  authorize(caller, rules.access);
}

/** A refusal of `app_enter_session` as the console's expired-session error; other errors as they are. */
export function sessionRefusal(error: unknown, check: PendingCheck): unknown {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).code ??
    (error as { cause?: { code?: unknown } }).cause?.code;
  if (code !== SESSION_REFUSED) return error;
  rememberSession(check.tokenHash, null);
  return SessionExpired();
}
