import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { moveVisit, type Visit } from '../visits/service';
import { visits } from '../visits/tables';
import { visitCodes } from './tables';

/** Wrong entries after which a code is refused even when right (an entry costs a guess in 10⁶). */
export const MAX_CODE_FAILURES = 5;
/** How early before its start a visit's code is accepted (the family arrives at the room). */
export const CODE_EARLY_MS = 30 * 60 * 1000;

function hashCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${createHash('sha256').update(`${salt}${code}`).digest('hex')}`;
}

function matches(code: string, stored: string): boolean {
  const [salt] = stored.split(':');
  const candidate = Buffer.from(hashCode(code, salt));
  const expected = Buffer.from(stored);
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

/** Codes of visits booked in a transaction, for that booking's answer only. */
const justBooked = new WeakMap<Tx, Map<number, string>>();

/** Remember a booked visit's code for the answer of the booking's own transaction. */
export function showCodeOnce(tx: Tx, visitId: number, code: string) {
  const codes = justBooked.get(tx) ?? new Map<number, string>();
  codes.set(visitId, code);
  justBooked.set(tx, codes);
}

/** A visit's code as an answer shows it: in clear in its booking's answer, masked ever after. */
export function codeShownOnce(tx: Tx, visitId: number): string {
  return justBooked.get(tx)?.get(visitId) ?? '••••••';
}

/** Keep the hash of a booked visit's code (in the booking's transaction). */
export async function storeVisitCode(tx: Tx, visitId: number, customerId: number, code: string) {
  await tx.insert(visitCodes).values({ visitId, customerId, codeHash: hashCode(code) });
}

export type CodeOutcome = 'accepted' | 'wrong' | 'used' | 'early' | 'expired' | 'locked' | 'unknown';

/**
 * A code reported for a visit: accepted once, from {@link CODE_EARLY_MS} before the visit's start
 * to its end, while the visit is still booked; the accepted code checks the visit in. A wrong code
 * counts towards the lock; a used, early, late or locked one is refused without looking at it.
 */
export async function redeemVisitCode(
  db: Db,
  visitId: number,
  code: string,
  now: Date,
): Promise<{ outcome: CodeOutcome; visit?: Visit }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(visitCodes).where(eq(visitCodes.visitId, visitId)).for('update');
    const [visit] = await tx.select().from(visits).where(eq(visits.id, visitId));
    if (!row || !visit) return { outcome: 'unknown' as const };
    if (row.usedAt) return { outcome: 'used' as const };
    if (row.failures >= MAX_CODE_FAILURES) return { outcome: 'locked' as const };
    const start = visit.startsAt.getTime();
    if (now.getTime() < start - CODE_EARLY_MS) return { outcome: 'early' as const };
    if (now.getTime() > start + visit.minutes * 60_000 || visit.state !== 'nostart')
      return { outcome: 'expired' as const };
    if (!matches(code, row.codeHash)) {
      await tx
        .update(visitCodes)
        .set({ failures: sql`${visitCodes.failures} + 1` })
        .where(eq(visitCodes.visitId, visitId));
      return { outcome: 'wrong' as const };
    }
    await tx.update(visitCodes).set({ usedAt: now }).where(eq(visitCodes.visitId, visitId));
    const moved = await moveVisit(tx, visitId, 'checkIn', { now });
    return { outcome: 'accepted' as const, visit: moved };
  });
}
