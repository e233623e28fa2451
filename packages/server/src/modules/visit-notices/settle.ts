import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { visitNotices } from './tables';

/**
 * A delivery of a `notice` event ended (data push calls this in its transaction): the notice is
 * sent once any target accepted it, failed when a delivery gave up and none had.
 */
export async function settleNotice(
  tx: Tx | Db,
  delivery: { event: string; payload: unknown },
  delivered: boolean,
): Promise<void> {
  if (delivery.event !== 'notice') return;
  const noticeId = (delivery.payload as { data?: { noticeId?: unknown } }).data?.noticeId;
  if (typeof noticeId !== 'number') return;
  await tx
    .update(visitNotices)
    .set({ state: delivered ? 'sent' : 'failed' })
    .where(and(eq(visitNotices.id, noticeId), ...(delivered ? [] : [eq(visitNotices.state, 'queued')])));
}
