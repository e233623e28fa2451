import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { liveDefinition } from '@console/contract/resources/lives';
import type { Tx } from '../../db/client';
import { engineResource } from '../../engine/resource';
import { recordLog } from '../../platform/audit';
import { afterCommit } from '../../platform/db';
import { BadRequest } from '../../platform/errors';
import type { StreamServer } from './stream-server';
import { liveSessions, lives } from './tables';

/** Six digits, as viewers type them on a phone. */
export const generateInviteCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
/** The stream's public name on the stream server: unguessable, so an HLS address is not a list. */
export const generatePlayName = () => `l${randomBytes(10).toString('hex')}`;
/** The encoder's secret (`?key=`). */
export const generateStreamKey = () => randomBytes(16).toString('hex');

/** Closes the stream's open session in the ledger. */
export async function endLiveSession(tx: Tx, liveId: number, reason: string, now = new Date()) {
  await tx
    .update(liveSessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(liveSessions.liveId, liveId), isNull(liveSessions.endedAt)));
}

/** A new stream's codes: its invite code, public play name and secret stream key. */
export const newLiveCodes = () => ({
  inviteCode: generateInviteCode(),
  playName: generatePlayName(),
  streamKey: generateStreamKey(),
});

/** What starting a stream sets; refused without a stream server to take its push. */
export function startLiveValues(streamServer: StreamServer | null, now: Date) {
  if (!streamServer) throw BadRequest('error.liveNoStreamServer');
  return { status: 'inProgress', startedAt: now, endedAt: null };
}

/** Ending a stream: its ledger closes and, once committed, the stream server drops the publisher. */
export async function endLive(
  tx: Tx,
  streamServer: StreamServer | null,
  live: { id: number; playName: string },
  now: Date,
) {
  await endLiveSession(tx, live.id, 'stopped', now);
  if (streamServer) afterCommit(tx, () => streamServer.endPublish(live.playName));
  return { status: 'ended', endedAt: now };
}

/**
 * Start allows the stream server to take the stream's push; end refuses it again and drops the
 * publisher through the stream server's control endpoint once the end has committed.
 */
export function liveResource(options: { streamServer: StreamServer | null; now: () => Date }) {
  return engineResource(liveDefinition, lives, {
    // A meeting room's recording stream is the room's (ADR 0047): never listed, read or picked here.
    where: () => isNull(lives.roomId),
    beforeCreate: (_tx, _caller, values) => ({ ...values, status: 'notStarted', ...newLiveCodes() }),
    async beforeUpdate(tx, _caller, values, before) {
      if (values.status === 'inProgress')
        return { ...values, ...startLiveValues(options.streamServer, options.now()) };
      if (values.status === 'ended') {
        const live = { id: before.id as number, playName: before.playName as string };
        return { ...values, ...(await endLive(tx, options.streamServer, live, options.now())) };
      }
      return values;
    },
    actions: {
      /** A new invite code (the one other terminals of a public stream present, ADR 28). */
      async regenerateCode(tx, caller, row) {
        if (row.status === 'ended') throw BadRequest('error.liveEnded');
        let inviteCode = generateInviteCode();
        while (inviteCode === row.inviteCode) inviteCode = generateInviteCode();
        const [after] = await tx
          .update(lives)
          .set({ inviteCode, updatedAt: new Date() })
          .where(eq(lives.id, row.id as number))
          .returning();
        await recordLog(tx, caller, {
          action: 'regenerateCode',
          resource: 'lives',
          resourceId: row.id as number,
          before: row,
          after: after!,
          customerId: row.customerId as number,
        });
        return after;
      },
    },
  });
}
