import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '@console/contract';
import type { Db } from '../db/client';
import { whenCommitted } from './db';
import { roles, sessions, users } from './identity-tables';
import { RENEW_AFTER_MS } from './session-check';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Db,
  user: { id: number; customerId: number },
  meta: { ip: string; userAgent?: string | undefined },
) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    customerId: user.customerId,
    expiresAt: new Date(now + SESSION_IDLE_MS),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 255),
  });
  return token;
}

export interface ResolvedSession {
  sessionId: number;
  userId: number;
  account: string;
  customerId: number;
  userType: number;
  roleId: number | null;
  roleValue: string | null;
  initPwd: boolean;
}

/** A live session as read from the database, with what its sliding renewal needs. */
export interface SessionRow {
  session: ResolvedSession;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

/**
 * The session lookup of every request, built once per database and prepared by name, so neither
 * drizzle nor PostgreSQL plans it again per request (ADR 23).
 */
function prepareLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      account: users.account,
      customerId: users.customerId,
      userType: users.userType,
      roleId: users.roleId,
      roleValue: roles.value,
      initPwd: users.initPwd,
      userStatus: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, and(eq(roles.id, users.roleId), eq(roles.status, 1)))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_lookup');
}

const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

/** The live session stored under `tokenHash`, or null (unknown, revoked, expired, user disabled). */
export async function lookUpSession(db: Db, tokenHash: string, now: Date): Promise<SessionRow | null> {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    lookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash, now });
  if (!row || row.userStatus !== 1) return null;
  const { createdAt, lastSeenAt, expiresAt, userStatus: _s, ...session } = row;
  return { session, createdAt, lastSeenAt, expiresAt };
}

/** Slide the idle expiry forward (capped at SESSION_MAX_MS), at most once per RENEW_AFTER_MS. */
export async function renewSession(db: Db, row: SessionRow, now: Date): Promise<void> {
  if (now.getTime() - row.lastSeenAt.getTime() <= RENEW_AFTER_MS) return;
  const expiresAt = new Date(
    Math.min(now.getTime() + SESSION_IDLE_MS, row.createdAt.getTime() + SESSION_MAX_MS),
  );
  // Noted before the write, so requests arriving meanwhile do not renew again.
  row.lastSeenAt = now;
  row.expiresAt = expiresAt;
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.session.sessionId));
}

/** The live session of a token's hash, renewing its idle expiry (sliding, capped at SESSION_MAX_MS). */
export async function resolveSession(db: Db, tokenHash: string): Promise<ResolvedSession | null> {
  const now = new Date();
  const row = await lookUpSession(db, tokenHash, now);
  if (!row) return null;
  await renewSession(db, row, now);
  return row.session;
}

/** Who hears that a user's sessions ended: the console WebSocket closes their sockets (issue 21). */
const endedListeners = new Set<(userId: number) => void>();

export function onSessionsEnded(listener: (userId: number) => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

/** Tells the listeners once `db`'s transaction (if it is one) has committed. */
export function sessionsEnded(db: Db, userId: number) {
  whenCommitted(db, () => {
    for (const listener of endedListeners) listener(userId);
  });
}

export async function revokeSession(db: Db, sessionId: number) {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.id, sessionId))
    .returning({ userId: sessions.userId });
  if (row) sessionsEnded(db, row.userId);
}

/** A password change ends every other session of the user (ARCHITECTURE §5). */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: number) {
  sessionsEnded(db, userId);
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), sql`${sessions.id} <> ${keepSessionId}`),
    );
}
