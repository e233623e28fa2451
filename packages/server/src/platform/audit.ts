import type { Tx } from '../db/client';
import type { Caller } from './caller';
import { userLogs } from './audit-tables';

export interface LogEntry {
  action: string;
  resource: string;
  resourceId?: string | number | null;
  before?: unknown;
  after?: unknown;
  /** The tenant the change belongs to; defaults to the caller's. */
  customerId?: number;
}

/** Secrets never reach the user log. */
const SECRET_FIELDS = new Set([
  'password',
  'passwordHash',
  'repassword',
  'oldPassword',
  'signature',
  'secret',
  'appSecret',
  // A WeChat official account's message server (ADR 0034).
  'token',
  'encodingAesKey',
]);
function redact(value: unknown): unknown {
  if (value === null || value === undefined || typeof value !== 'object') return value ?? null;
  if (Array.isArray(value)) return value.map(redact);
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      SECRET_FIELDS.has(k) ? '***' : v instanceof Date ? v.toISOString() : redact(v),
    ]),
  );
}

/** Who the entry is about: a signed-in caller, or for a failed sign-in maybe no user at all. */
export type LogActor = Pick<Caller, 'account' | 'customerId' | 'ip'> & { userId: number | null };

/** Record a write in the user log, inside the same transaction as the write itself. */
export async function recordLog(tx: Tx, caller: LogActor, entry: LogEntry): Promise<void> {
  await tx.insert(userLogs).values({
    customerId: entry.customerId ?? caller.customerId,
    userId: caller.userId,
    account: caller.account,
    action: entry.action,
    resource: entry.resource,
    resourceId: entry.resourceId === undefined || entry.resourceId === null ? null : String(entry.resourceId),
    before: redact(entry.before),
    after: redact(entry.after),
    ip: caller.ip,
  });
}
