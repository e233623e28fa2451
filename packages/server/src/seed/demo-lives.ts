import { count, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { liveSessions, lives } from '../modules/lives/tables';
import { generateInviteCode, generatePlayName, generateStreamKey } from '../modules/lives/resource';

const HOUR = 3_600_000;

/**
 * Live streams of the demo hospital: two scheduled (not started) and one that ran yesterday, with
 * its ledger entry. None is in progress: that is a push on the stream server, which the seed cannot
 * fake. Idempotent: a tenant with live streams is left alone.
 */
export async function seedDemoLives(tx: Tx, customerId: number): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(lives).where(eq(lives.customerId, customerId));
  if ((existing?.n ?? 0) > 0) return;
  const now = Date.now();
  const keys = () => ({
    inviteCode: generateInviteCode(),
    playName: generatePlayName(),
    streamKey: generateStreamKey(),
  });
  await tx.insert(lives).values([
    {
      customerId,
      name: '重症护理公开课',
      description: '面向家属的重症监护室探视与护理讲解',
      startsAt: new Date(now + 2 * HOUR),
      checkIn: true,
      ...keys(),
    },
    {
      customerId,
      name: '手术直播：心脏搭桥',
      description: '手术示教，仅限院内观看',
      startsAt: new Date(now + 26 * HOUR),
      record: true,
      danmakuAudit: true,
      ...keys(),
    },
  ]);
  const startedAt = new Date(now - 24 * HOUR);
  const endedAt = new Date(now - 23 * HOUR);
  const [ended] = await tx
    .insert(lives)
    .values({
      customerId,
      name: '院内新闻发布会',
      startsAt: startedAt,
      status: 'ended',
      startedAt,
      endedAt,
      ...keys(),
    })
    .returning({ id: lives.id });
  await tx.insert(liveSessions).values({
    customerId,
    liveId: ended!.id,
    startedAt,
    endedAt,
    endReason: 'stopped',
    publisherAddress: '127.0.0.1',
  });
}
