import fs from 'node:fs';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveRecordings } from './tables';

/** At most this many files go per sweep, so one sweep stays short however much has aged. */
const PURGE_BATCH = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The retention of recording files (LIVE_RECORDING_DAYS, ADR 27): a recording that ended more
 * than `days` ago loses its file. A converted one stays `converted` (its VOD video holds the
 * picture); a ready or failed one becomes `failed` with reason `expired`, so nobody tries to
 * convert a file that is gone. Recording and converting ones are left alone. Each row is claimed
 * by its update, so two instances purging at once delete a file once. Answers how many went.
 */
export async function purgeRecordings(db: Db, days: number, now: Date): Promise<number> {
  if (days <= 0) return 0;
  const before = new Date(now.getTime() - days * DAY_MS);
  const aged = await db
    .select({ id: liveRecordings.id, path: liveRecordings.path, state: liveRecordings.state })
    .from(liveRecordings)
    .where(
      and(
        isNull(liveRecordings.purgedAt),
        inArray(liveRecordings.state, ['ready', 'converted', 'failed']),
        lt(sql`coalesce(${liveRecordings.endedAt}, ${liveRecordings.startedAt})`, before),
      ),
    )
    .limit(PURGE_BATCH);
  let purged = 0;
  for (const recording of aged) {
    const [claimed] = await db
      .update(liveRecordings)
      .set(
        recording.state === 'converted'
          ? { purgedAt: now }
          : { purgedAt: now, state: 'failed', reason: 'expired', progress: null },
      )
      // Still as read: a conversion that started meanwhile keeps its file.
      .where(
        and(
          eq(liveRecordings.id, recording.id),
          eq(liveRecordings.state, recording.state),
          isNull(liveRecordings.purgedAt),
        ),
      )
      .returning({ id: liveRecordings.id });
    if (!claimed) continue;
    await fs.promises.rm(recording.path, { force: true });
    purged++;
  }
  return purged;
}
