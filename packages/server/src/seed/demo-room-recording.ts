import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { collaborationSessions } from '../modules/collaboration/tables';
import { lives } from '../modules/lives/tables';
import { generatePlayName, newLiveCodes } from '../modules/lives/resource';
import { recordingStreamName } from '../modules/rooms/recording';
import { rooms } from '../modules/rooms/tables';
import { DEFAULT_MEDIA_TOOLS, mediaToolsAvailable } from '../modules/vod/media-tools';
import { makeRecording, seedReadyRecording, type DemoLivesOptions } from './demo-lives';

/**
 * A recorded meeting (ADR 0047): the ended remote meeting of the demo's collaboration (else the
 * first ended room) gets the record flag and its recording stream with a recording ready to
 * convert — a few seconds of ffmpeg's test picture, as nginx-rtmp records a room's push — so the
 * room page and the meeting's record show one. Needs ffmpeg and a record directory, as the live
 * streams' demo recording; idempotent: a company with a room recording stream is left alone.
 */
export async function seedDemoRoomRecording(
  tx: Tx,
  customerId: number,
  options: DemoLivesOptions = {},
): Promise<void> {
  const [already] = await tx
    .select({ id: lives.id })
    .from(lives)
    .where(and(eq(lives.customerId, customerId), isNotNull(lives.roomId)))
    .limit(1);
  if (already) return;
  const tools = options.tools ?? DEFAULT_MEDIA_TOOLS;
  if (!options.recordDir || !(await mediaToolsAvailable(tools))) return;
  const [meeting] = await tx
    .select({ id: collaborationSessions.id, roomId: collaborationSessions.roomId })
    .from(collaborationSessions)
    .where(
      and(
        eq(collaborationSessions.customerId, customerId),
        eq(collaborationSessions.kind, 'meeting'),
        eq(collaborationSessions.state, 'ended'),
        isNotNull(collaborationSessions.roomId),
      ),
    )
    .orderBy(asc(collaborationSessions.id))
    .limit(1);
  const [room] = await tx
    .select()
    .from(rooms)
    .where(
      and(
        eq(rooms.customerId, customerId),
        eq(rooms.status, 'ended'),
        meeting?.roomId ? eq(rooms.id, meeting.roomId) : undefined,
      ),
    )
    .orderBy(asc(rooms.id))
    .limit(1);
  if (!room?.startedAt || room.deviceAccountIds.length === 0) return;
  const file = path.join(options.recordDir, `demo-room-${generatePlayName()}.flv`);
  await fs.promises.mkdir(options.recordDir, { recursive: true });
  if (!(await makeRecording(tools, file))) return;
  const startedAt = room.startedAt;
  const endedAt = room.endedAt ?? new Date(startedAt.getTime() + 6_000);
  await tx.update(rooms).set({ record: true }).where(eq(rooms.id, room.id));
  if (meeting)
    await tx
      .update(collaborationSessions)
      .set({ record: true })
      .where(eq(collaborationSessions.id, meeting.id));
  const [stream] = await tx
    .insert(lives)
    .values({
      customerId,
      roomId: room.id,
      name: recordingStreamName(room),
      record: true,
      deviceAccountIds: [room.deviceAccountIds[0]!],
      status: 'ended',
      startedAt,
      endedAt,
      ...newLiveCodes(),
    })
    .returning({ id: lives.id });
  await seedReadyRecording(tx, customerId, stream!.id, file, startedAt, endedAt);
}
