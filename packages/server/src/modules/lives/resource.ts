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

/**
 * Start allows the stream server to take the stream's push; end refuses it again and drops the
 * publisher through the stream server's control endpoint once the end has committed.
 */
export function liveResource(options: { streamServer: StreamServer | null; now: () => Date }) {
  return engineResource(liveDefinition, lives, {
    beforeCreate: (_tx, _caller, values) => ({
      ...values,
      status: 'notStarted',
      inviteCode: generateInviteCode(),
      playName: generatePlayName(),
      streamKey: generateStreamKey(),
    }),
    async beforeUpdate(tx, _caller, values, before) {
      if (values.status === 'inProgress') {
        if (!options.streamServer) throw BadRequest('error.liveNoStreamServer');
        return { ...values, startedAt: options.now(), endedAt: null };
      }
      if (values.status === 'ended') {
        const server = options.streamServer;
        await endLiveSession(tx, before.id as number, 'stopped', options.now());
        if (server) afterCommit(tx, () => server.endPublish(before.playName as string));
        return { ...values, endedAt: options.now() };
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
