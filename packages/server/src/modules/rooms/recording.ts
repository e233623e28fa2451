import { eq } from 'drizzle-orm';
import type { RoomRecordPayload } from '@console/contract/resources/rooms';
import type { Tx } from '../../db/client';
import { endLive, newLiveCodes } from '../lives/resource';
import type { StreamServer } from '../lives/stream-server';
import { lives } from '../lives/tables';
import type { rooms } from './tables';

type RoomRow = typeof rooms.$inferSelect;
type LiveRow = typeof lives.$inferSelect;

/**
 * What a room records with (ADR 0047): the stream server its recording stream is pushed to and the
 * directory nginx records into (`LIVE_RECORD_DIR`). Without both a room records nothing.
 */
export interface RoomRecorder {
  streamServer: StreamServer | null;
  recordDir: string | undefined;
}

export const recordingConfigured = (
  recorder: RoomRecorder | undefined,
): recorder is RoomRecorder & {
  streamServer: StreamServer;
} => Boolean(recorder?.streamServer && recorder.recordDir);

/** The room's recording stream (its companion `lives` row), if it ever had one. */
export async function recordingStreamOf(tx: Tx, roomId: number): Promise<LiveRow | undefined> {
  const [live] = await tx.select().from(lives).where(eq(lives.roomId, roomId)).limit(1);
  return live;
}

/**
 * The companion stream's name: the room's and its id, so it reads well as the name of the VOD
 * video a recording becomes. Room streams are outside the company's unique live names (the index
 * is partial), so it never clashes with a live stream.
 */
export function recordingStreamName(room: { id: number; name: string }) {
  const suffix = ` #${room.id}`;
  return room.name.slice(0, 64 - suffix.length) + suffix;
}

/**
 * The terminal that pushes the room's picture to its recording stream: the first of the room's
 * devices that is online now (a room has no chairman terminal of its own), else its first device
 * (its join command waits for it).
 */
export function recordingSourceOf(
  room: { deviceAccountIds: number[] },
  terminals: { id: number; online: boolean }[],
  online: (terminal: { id: number; online: boolean }) => boolean,
): number | null {
  const byId = new Map(terminals.map((t) => [t.id, t]));
  const first = room.deviceAccountIds.find((id) => {
    const terminal = byId.get(id);
    return terminal !== undefined && online(terminal);
  });
  return first ?? room.deviceAccountIds.find((id) => byId.has(id)) ?? null;
}

/**
 * A room with the record flag starts: its recording stream is made (or, started before, taken
 * again) and put on air, so the stream server takes the source terminal's push and records it
 * through lives' own recorder (on_publish → record/start → on_record_done). Answers what the source
 * terminal's join command carries, or null when the room is not recorded.
 */
export async function startRoomRecording(
  tx: Tx,
  room: RoomRow,
  sourceId: number | null,
  recorder: RoomRecorder | undefined,
  now: Date,
): Promise<RoomRecordPayload | null> {
  if (!room.record || sourceId === null || !recordingConfigured(recorder)) return null;
  const values = {
    name: recordingStreamName(room),
    record: true,
    deviceAccountIds: [sourceId],
    status: 'inProgress',
    startedAt: now,
    endedAt: null,
    updatedAt: now,
  };
  const existing = await recordingStreamOf(tx, room.id);
  let live: LiveRow;
  if (existing) {
    [live] = (await tx.update(lives).set(values).where(eq(lives.id, existing.id)).returning()) as [LiveRow];
  } else {
    [live] = (await tx
      .insert(lives)
      .values({ customerId: room.customerId, roomId: room.id, ...newLiveCodes(), ...values })
      .returning()) as [LiveRow];
  }
  return { pushUrl: recorder.streamServer.pushUrl(live.playName, live.streamKey) };
}

/**
 * The room ends: its recording stream ends as a live stream does (ledger closed, the publisher
 * dropped through the stream server's control endpoint after commit), so nginx finishes the file
 * and `on_record_done` makes the recording ready.
 */
export async function endRoomRecording(
  tx: Tx,
  roomId: number,
  recorder: RoomRecorder | undefined,
  now: Date,
) {
  const live = await recordingStreamOf(tx, roomId);
  if (!live || live.status !== 'inProgress') return;
  const values = await endLive(tx, recorder?.streamServer ?? null, live, now);
  await tx
    .update(lives)
    .set({ ...values, updatedAt: now })
    .where(eq(lives.id, live.id));
}
