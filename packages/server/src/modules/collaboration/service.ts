import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  COLLABORATION_MEDIUM,
  COLLABORATION_REFUSALS,
  COLLABORATION_TRANSITIONS,
  type CollaborationAction,
  type CollaborationKind,
  type CollaborationLive,
  type CollaborationParticipant,
  type CollaborationState,
} from '@console/contract/resources/collaboration';
import { MAX_ROOM_DEVICES } from '@console/contract/resources/rooms';
import { USER_TYPES } from '@console/contract';
import type { TerminalCommand } from '@console/contract/realtime';
import type { Tx } from '../../db/client';
import { BadRequest, NotFound } from '../../platform/errors';
import { users } from '../../platform/identity-tables';
import { liveViewers } from '../live-chat/tables';
import { endLive, newLiveCodes, startLiveValues } from '../lives/resource';
import type { StreamServer } from '../lives/stream-server';
import { liveRecordings, lives } from '../lives/tables';
import { terminalCommands } from '../realtime/tables';
import {
  assertRoomQuota,
  assertTransition,
  liveRooms,
  moveRoom,
  roomSettingsOf,
  settleRoom,
  terminalsOf,
} from '../rooms/service';
import { recordingStreamOf } from '../rooms/recording';
import { rooms } from '../rooms/tables';
import { vodVideos } from '../vod/tables';
import { collaborationRecords, collaborationSessions } from './tables';

export type SessionRow = typeof collaborationSessions.$inferSelect;
type Online = (terminal: { id: number; online: boolean }) => boolean;
export type SentCommand = {
  terminal: { id: number; customerId: number; account: string };
  command: TerminalCommand;
};

const mediumOf = (session: { kind: string }) => COLLABORATION_MEDIUM[session.kind as CollaborationKind];

/** The action allowed from the session's state, or the action's own clear refusal. */
export function assertSessionTransition(session: { state: string }, action: CollaborationAction) {
  const from: readonly string[] = COLLABORATION_TRANSITIONS[action].from;
  if (!from.includes(session.state)) throw BadRequest(COLLABORATION_REFUSALS[action]);
  return COLLABORATION_TRANSITIONS[action].to as CollaborationState;
}

export async function sessionOf(tx: Tx, id: number, lock = false): Promise<SessionRow> {
  const query = tx.select().from(collaborationSessions).where(eq(collaborationSessions.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw NotFound('error.collaborationNotFound');
  return row;
}

/** The room's or stream's name: the session's title and id (names are unique per company). */
function mediumName(session: { id: number; title: string }) {
  const suffix = ` #${session.id}`;
  return session.title.slice(0, 64 - suffix.length) + suffix;
}

/** Terminals a session's room or stream holds: the source (live kinds), requester, the invited. */
function sessionTerminals(session: SessionRow): number[] {
  const ids = [session.sourceDeviceId, session.requestingDeviceId, ...session.deviceAccountIds].filter(
    (id): id is number => typeof id === 'number',
  );
  return [...new Set(ids)].slice(0, MAX_ROOM_DEVICES);
}

/** A new session's room (forced entry: its terminals are pulled in) or live stream. */
export async function createMedium(tx: Tx, session: SessionRow): Promise<SessionRow> {
  const set: Partial<SessionRow> = {};
  if (mediumOf(session) === 'room') {
    const settings = await roomSettingsOf(tx, session.customerId);
    await assertRoomQuota(tx, session.customerId, settings);
    const devices = sessionTerminals(session);
    const values = await settleRoom(tx, settings, {
      customerId: session.customerId,
      name: mediumName(session),
      type: session.kind === 'consultation' ? 'consultation' : 'meeting',
      entryMode: 'force',
      maxDevices: Math.max(1, devices.length),
      deviceAccountIds: devices,
      record: session.record,
      description: session.description ?? null,
    });
    const [room] = await tx
      .insert(rooms)
      .values({ ...(values as typeof rooms.$inferInsert), status: 'notStarted' })
      .returning({ id: rooms.id });
    set.roomId = room!.id;
  } else {
    const [live] = await tx
      .insert(lives)
      .values({
        customerId: session.customerId,
        name: mediumName(session),
        startsAt: session.scheduledAt,
        description: session.description ?? null,
        record: session.record,
        deviceAccountIds: sessionTerminals(session),
        status: 'notStarted',
        ...newLiveCodes(),
      })
      .returning({ id: lives.id });
    set.liveId = live!.id;
  }
  const [row] = await tx
    .update(collaborationSessions)
    .set(set)
    .where(eq(collaborationSessions.id, session.id))
    .returning();
  return row!;
}

/** A scheduled session's changes reach its room or stream (name, terminals, record flag). */
export async function syncMedium(tx: Tx, session: SessionRow) {
  if (session.state !== 'scheduled') {
    // In progress only the title and notes change: the room keeps its name and terminals.
    return;
  }
  if (session.roomId) {
    const [room] = await tx.select().from(rooms).where(eq(rooms.id, session.roomId));
    if (!room || room.status !== 'notStarted') return;
    const devices = sessionTerminals(session);
    const values = await settleRoom(
      tx,
      await roomSettingsOf(tx, session.customerId),
      {
        name: mediumName(session),
        deviceAccountIds: devices,
        maxDevices: Math.max(1, devices.length),
        record: session.record,
        description: session.description ?? null,
      },
      room,
    );
    await tx
      .update(rooms)
      .set({ ...(values as Partial<typeof rooms.$inferInsert>), updatedAt: new Date() })
      .where(eq(rooms.id, room.id));
  }
  if (session.liveId) {
    await tx
      .update(lives)
      .set({
        name: mediumName(session),
        startsAt: session.scheduledAt,
        description: session.description ?? null,
        record: session.record,
        deviceAccountIds: sessionTerminals(session),
        updatedAt: new Date(),
      })
      .where(and(eq(lives.id, session.liveId), eq(lives.status, 'notStarted')));
  }
}

/** A scheduled (or cancelled) session goes with its room or stream, which never started. */
export async function dropMedium(tx: Tx, session: SessionRow) {
  if (session.roomId)
    await tx
      .delete(rooms)
      .where(and(eq(rooms.id, session.roomId), inArray(rooms.status, ['notStarted', 'deleted'])));
  if (session.liveId)
    await tx.delete(lives).where(and(eq(lives.id, session.liveId), eq(lives.status, 'notStarted')));
}

/** Cancel: the session is final; its room is marked deleted (kept, as rooms are), its stream goes. */
export async function cancelSession(tx: Tx, session: SessionRow, now: Date) {
  const to = assertSessionTransition(session, 'cancel');
  if (session.roomId) {
    const [room] = await tx.select().from(rooms).where(eq(rooms.id, session.roomId));
    if (room && room.status === 'notStarted') {
      const status = assertTransition(room, 'remove');
      await tx.update(rooms).set({ status, updatedAt: now }).where(eq(rooms.id, room.id));
    }
  }
  if (session.liveId) {
    await tx.delete(lives).where(and(eq(lives.id, session.liveId), eq(lives.status, 'notStarted')));
  }
  const [after] = await tx
    .update(collaborationSessions)
    .set({ state: to, liveId: null, updatedAt: now })
    .where(eq(collaborationSessions.id, session.id))
    .returning();
  return after!;
}

interface MoveOptions {
  online: Online;
  createdBy: string;
  streamServer: StreamServer | null;
  /** LIVE_RECORD_DIR: a room with the record flag records there (ADR 0047). */
  recordDir?: string | undefined;
  /** The doctors in each session's live view now (ADR 0047). */
  present?: ((sessionId: number) => ReadonlySet<number>) | undefined;
  now: Date;
}

/**
 * Start or end a session through its room's or stream's own state machine: a room sends its
 * terminals join (leave) commands, a stream is allowed on air (its publisher dropped). The record
 * opens at start and closes at end with the duration and who joined.
 */
export async function moveSession(tx: Tx, id: number, action: 'start' | 'end', options: MoveOptions) {
  const before = await sessionOf(tx, id, true);
  const to = assertSessionTransition(before, action);
  const { now } = options;
  let sent: SentCommand[] = [];
  const recorder = { streamServer: options.streamServer, recordDir: options.recordDir };
  if (before.roomId) {
    const [room] = await tx.select().from(rooms).where(eq(rooms.id, before.roomId)).for('update');
    if (action === 'start') {
      if (!room || room.status !== 'notStarted') throw BadRequest('error.collaborationMediumBusy');
      sent = (await moveRoom(tx, room.id, 'start', options.online, options.createdBy, recorder)).sent;
    } else if (room?.status === 'inProgress') {
      sent = (await moveRoom(tx, room.id, 'end', options.online, options.createdBy, recorder)).sent;
    }
  } else if (before.liveId) {
    const [live] = await tx.select().from(lives).where(eq(lives.id, before.liveId)).for('update');
    if (action === 'start') {
      if (!live || live.status !== 'notStarted') throw BadRequest('error.collaborationMediumBusy');
      await tx
        .update(lives)
        .set({ ...startLiveValues(options.streamServer, now), updatedAt: now })
        .where(eq(lives.id, live.id));
    } else if (live?.status === 'inProgress') {
      const values = await endLive(tx, options.streamServer, live, now);
      await tx
        .update(lives)
        .set({ ...values, updatedAt: now })
        .where(eq(lives.id, live.id));
    }
  } else if (action === 'start') {
    throw BadRequest('error.collaborationMediumBusy');
  }
  const [session] = await tx
    .update(collaborationSessions)
    .set({ state: to, ...(action === 'start' ? { startedAt: now } : { endedAt: now }), updatedAt: now })
    .where(eq(collaborationSessions.id, id))
    .returning();
  const participants = await participantsOf(tx, session!, options.online, options.present);
  const names = (list: CollaborationParticipant[]) => list.map((p) => p.name);
  if (action === 'start') {
    await tx.insert(collaborationRecords).values({
      customerId: session!.customerId,
      sessionId: session!.id,
      kind: session!.kind,
      title: session!.title,
      patientName: session!.patientName,
      department: session!.department,
      startedAt: now,
      invited: names(participants.filter((p) => p.invited)),
      participants,
    });
  } else {
    const startedAt = before.startedAt ?? now;
    await tx
      .update(collaborationRecords)
      .set({
        title: session!.title,
        patientName: session!.patientName,
        department: session!.department,
        endedAt: now,
        duration: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000)),
        joined: names(participants.filter((p) => p.joined)),
        invited: names(participants.filter((p) => p.invited)),
        participants,
        updatedAt: now,
      })
      .where(
        and(eq(collaborationRecords.customerId, session!.customerId), eq(collaborationRecords.sessionId, id)),
      );
  }
  return { before, session: session!, sent };
}

/**
 * Who of a session is there: its terminals (the source, the requester and the invited) and
 * doctors, with whether each joined — for a room, a terminal whose join command it applied
 * (in the room now while it runs); for a stream, the viewers the stream saw (terminals and
 * console accounts; a viewer not invited is listed too).
 */
export async function participantsOf(
  tx: Tx,
  session: SessionRow,
  online: Online,
  /** The doctors in a session's live view now (ADR 0047), for a room session in progress. */
  present: (sessionId: number) => ReadonlySet<number> = () => new Set(),
): Promise<CollaborationParticipant[]> {
  const terminalIds = sessionTerminals(session);
  const terminals = await terminalsOf(tx, terminalIds);
  const doctorIds = [...new Set([session.hostId, ...session.doctorIds].filter((id): id is number => !!id))];
  const doctors = doctorIds.length
    ? await tx
        .select({ id: users.id, account: users.account, realName: users.realName })
        .from(users)
        .where(and(inArray(users.id, doctorIds), eq(users.customerId, session.customerId)))
        .orderBy(asc(users.id))
    : [];
  const joinedDevices = new Set<number>();
  const joinedAccounts = new Set<number>();
  const extra: CollaborationParticipant[] = [];
  if (session.roomId) {
    const inProgress = session.state === 'inProgress';
    // doctors: in the live view now while it runs, or at some point (ADR 0047)
    for (const id of inProgress ? present(session.id) : session.joinedAccountIds) joinedAccounts.add(id);
    if (inProgress) {
      const [room] = await tx.select().from(rooms).where(eq(rooms.id, session.roomId));
      if (room)
        for (const p of (await liveRooms(tx, [room], online))[0]!.participants)
          if (p.presence === 'inRoom') joinedDevices.add(p.deviceAccountId);
    } else {
      const applied = await tx
        .selectDistinct({ id: terminalCommands.deviceAccountId })
        .from(terminalCommands)
        .where(
          and(
            eq(terminalCommands.kind, 'joinRoom'),
            eq(terminalCommands.state, 'applied'),
            sql`(${terminalCommands.payload}->>'roomId')::int = ${session.roomId}`,
          ),
        );
      for (const row of applied) joinedDevices.add(row.id);
    }
  }
  if (session.liveId) {
    const viewers = await tx
      .select()
      .from(liveViewers)
      .where(eq(liveViewers.liveId, session.liveId))
      .orderBy(asc(liveViewers.joinedAt));
    for (const viewer of viewers) {
      if (viewer.viewerKind === 'device') joinedDevices.add(viewer.viewerId);
      else joinedAccounts.add(viewer.viewerId);
      const invited =
        viewer.viewerKind === 'device'
          ? terminalIds.includes(viewer.viewerId)
          : doctorIds.includes(viewer.viewerId);
      if (!invited)
        extra.push({
          kind: viewer.viewerKind === 'device' ? 'device' : 'account',
          id: viewer.viewerId,
          name: viewer.name,
          account: '',
          invited: false,
          joined: true,
          online: null,
        });
    }
  }
  const uninvited = session.roomId ? [...joinedAccounts].filter((id) => !doctorIds.includes(id)) : [];
  if (uninvited.length) {
    const accounts = await tx
      .select({ id: users.id, account: users.account, realName: users.realName })
      .from(users)
      .where(and(inArray(users.id, uninvited), eq(users.customerId, session.customerId)))
      .orderBy(asc(users.id));
    for (const a of accounts)
      extra.push({
        kind: 'account',
        id: a.id,
        name: a.realName || a.account,
        account: a.account,
        invited: false,
        joined: true,
        online: null,
      });
  }
  return [
    ...terminals.map((t) => ({
      kind: 'device' as const,
      id: t.id,
      name: t.name || t.account,
      account: t.account,
      invited: true,
      joined: joinedDevices.has(t.id),
      online: online(t),
    })),
    ...doctors.map((d) => ({
      kind: 'account' as const,
      id: d.id,
      name: d.realName || d.account,
      account: d.account,
      invited: true,
      joined: joinedAccounts.has(d.id),
      online: null,
    })),
    ...extra,
  ];
}

/**
 * The stream a session's recordings are of: its live stream, or its room's recording stream
 * (ADR 0047) for the room kinds.
 */
export async function recordingStreamIdOf(tx: Tx, session: SessionRow): Promise<number | null> {
  if (session.liveId) return session.liveId;
  if (!session.roomId) return null;
  return (await recordingStreamOf(tx, session.roomId))?.id ?? null;
}

/** A session as its page and record show it: state, duration, who is (was) there, recordings. */
export async function sessionLive(
  tx: Tx,
  session: SessionRow,
  options: {
    online: Online;
    streamServer: StreamServer | null;
    recordDir: string | undefined;
    now: Date;
    present?: ((sessionId: number) => ReadonlySet<number>) | undefined;
  },
): Promise<CollaborationLive> {
  let participants: CollaborationParticipant[];
  if (session.state === 'ended') {
    const [record] = await tx
      .select({ participants: collaborationRecords.participants })
      .from(collaborationRecords)
      .where(
        and(
          eq(collaborationRecords.customerId, session.customerId),
          eq(collaborationRecords.sessionId, session.id),
        ),
      );
    participants = (record?.participants as CollaborationParticipant[] | undefined) ?? [];
  } else participants = await participantsOf(tx, session, options.online, options.present);
  const recordedBy = await recordingStreamIdOf(tx, session);
  const recordings = recordedBy
    ? await tx
        .select({
          id: liveRecordings.id,
          state: liveRecordings.state,
          startedAt: liveRecordings.startedAt,
          endedAt: liveRecordings.endedAt,
          size: liveRecordings.size,
          vodVideoId: liveRecordings.vodVideoId,
          videoUrl: vodVideos.videoUrl,
        })
        .from(liveRecordings)
        .leftJoin(vodVideos, eq(vodVideos.id, liveRecordings.vodVideoId))
        .where(eq(liveRecordings.liveId, recordedBy))
        .orderBy(desc(liveRecordings.startedAt), desc(liveRecordings.id))
    : [];
  let playUrl: string | null = null;
  if (session.liveId && session.state === 'inProgress' && options.streamServer) {
    const [live] = await tx
      .select({ playName: lives.playName })
      .from(lives)
      .where(eq(lives.id, session.liveId));
    if (live) playUrl = options.streamServer.playUrl(live.playName);
  }
  const end = session.endedAt ?? (session.state === 'inProgress' ? options.now : null);
  return {
    id: session.id,
    kind: session.kind as CollaborationKind,
    state: session.state as CollaborationState,
    startedAt: session.startedAt?.toISOString() ?? null,
    endedAt: session.endedAt?.toISOString() ?? null,
    duration:
      session.startedAt && end
        ? Math.max(0, Math.floor((end.getTime() - session.startedAt.getTime()) / 1000))
        : null,
    roomId: session.roomId,
    liveId: session.liveId,
    playUrl,
    participants,
    recordingConfigured: Boolean(options.streamServer && options.recordDir),
    recordings: recordings.map((r) => ({
      id: r.id,
      state: r.state,
      startedAt: r.startedAt.toISOString(),
      endedAt: r.endedAt?.toISOString() ?? null,
      size: r.size,
      vodVideoId: r.vodVideoId,
      videoUrl: r.videoUrl ?? null,
    })),
  };
}

/**
 * A doctor opened a room session's live view while it runs (ADR 0047): remembered on the session,
 * so its record lists them as joined.
 */
export async function rememberJoinedDoctor(tx: Tx, sessionId: number, accountId: number) {
  await tx
    .update(collaborationSessions)
    .set({ joinedAccountIds: sql`array_append(${collaborationSessions.joinedAccountIds}, ${accountId})` })
    .where(
      and(
        eq(collaborationSessions.id, sessionId),
        eq(collaborationSessions.state, 'inProgress'),
        isNotNull(collaborationSessions.roomId),
        sql`not (${accountId} = any(${collaborationSessions.joinedAccountIds}))`,
      ),
    );
}

/** The company's staff accounts (user type 4): the doctors a session invites. */
export const staffWhere = () => eq(users.userType, USER_TYPES.staff);
