import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  INVITE_CODE_LENGTH,
  ROOM_POLICY_OPTIONS,
  ROOM_TRANSITION_REFUSALS,
  ROOM_TRANSITIONS,
  roomPolicyField,
  type RoomAction,
  type RoomLive,
  type RoomParticipant,
  type RoomPolicyValue,
} from '@console/contract/resources/rooms';
import type { TerminalCommand } from '@console/contract/realtime';
import type { Tx } from '../../db/client';
import { AppError, BadRequest, NotFound } from '../../platform/errors';
import { ERROR_CODES } from '@console/contract';
import { customers } from '../../platform/identity-tables';
import { deviceAccounts } from '../device-accounts/tables';
import { commandTerminalColumns, presentCommand } from '../realtime/commands';
import { terminalCommands } from '../realtime/tables';
import { endRoomRecording, recordingSourceOf, startRoomRecording, type RoomRecorder } from './recording';
import { rooms } from './tables';

type RoomRow = typeof rooms.$inferSelect;
type Values = Record<string, unknown>;

/** The company settings rooms follow: quota, invite limit, default layout, policy, rotation. */
export async function roomSettingsOf(tx: Tx, customerId: number) {
  const [row] = await tx
    .select({
      maxRoom: customers.maxRoom,
      inviteParticipantLimit: customers.inviteParticipantLimit,
      defaultLayout: customers.defaultLayout,
      pollingSeconds: customers.pollingSeconds,
      roomPolicyChairmanArea: customers.roomPolicyChairmanArea,
      roomPolicyRecord: customers.roomPolicyRecord,
      roomPolicyPipStatus: customers.roomPolicyPipStatus,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) throw NotFound('error.customerNotFound');
  return row;
}
type RoomSettings = Awaited<ReturnType<typeof roomSettingsOf>>;

/** A fresh invite code no other room of the company holds. */
export async function newInviteCode(tx: Tx, customerId: number): Promise<string> {
  for (;;) {
    const code = String(randomInt(0, 10 ** INVITE_CODE_LENGTH)).padStart(INVITE_CODE_LENGTH, '0');
    const [taken] = await tx
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.customerId, customerId), eq(rooms.inviteCode, code)))
      .limit(1);
    if (!taken) return code;
  }
}

/**
 * The room's values with the company's rules applied: its policy forces each governed option on
 * (`always`) or off (`off`) whatever was sent; an invite room holds at most the company's invite
 * participant limit; the PIP source is one of the room's devices; the layout defaults to the
 * company's.
 */
export async function settleRoom(tx: Tx, settings: RoomSettings, values: Values, before?: RoomRow) {
  const out = { ...values };
  for (const option of ROOM_POLICY_OPTIONS) {
    const policy = settings[roomPolicyField(option)] as RoomPolicyValue;
    if (policy === 'always') out[option] = true;
    else if (policy === 'off') out[option] = false;
  }
  const merged = { ...before, ...out } as Values;
  const devices = (merged.deviceAccountIds as number[] | undefined) ?? [];
  const maxDevices = merged.maxDevices as number;
  if (devices.length > maxDevices) throw BadRequest('validation.roomTooManyDevices', 'deviceAccountIds');
  const limit = settings.inviteParticipantLimit;
  if (merged.entryMode === 'invite' && limit !== -1 && maxDevices > limit)
    throw new AppError(ERROR_CODES.validation, 'error.roomInviteLimit', 400, {
      params: { max: limit },
      fields: { maxDevices: 'error.roomInviteLimit' },
    });
  const pipSource = merged.pipSourceId as number | null | undefined;
  if (pipSource != null && !devices.includes(pipSource))
    throw BadRequest('error.roomPipSource', 'pipSourceId');
  if (!before && out.layout == null) out.layout = settings.defaultLayout;
  // Only invite rooms carry a code: one is made when a room becomes one, dropped when it stops.
  const customerId = (before?.customerId ?? values.customerId) as number;
  if (merged.entryMode === 'invite' && !merged.inviteCode)
    out.inviteCode = await newInviteCode(tx, customerId);
  if (merged.entryMode !== 'invite') out.inviteCode = null;
  return out;
}

/** The company's room quota (`maxRoom`, -1 unlimited) over its rooms not deleted. */
export async function assertRoomQuota(tx: Tx, customerId: number, settings: RoomSettings) {
  if (settings.maxRoom === -1) return;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(rooms)
    .where(and(eq(rooms.customerId, customerId), ne(rooms.status, 'deleted')));
  if ((row?.n ?? 0) >= settings.maxRoom)
    throw new AppError(ERROR_CODES.validation, 'error.roomQuota', 400, { params: { max: settings.maxRoom } });
}

/** An action allowed from the room's status, or the action's own clear refusal. */
export function assertTransition(room: { status: string }, action: RoomAction) {
  const from: readonly string[] = ROOM_TRANSITIONS[action].from;
  if (!from.includes(room.status)) throw BadRequest(ROOM_TRANSITION_REFUSALS[action]);
  return ROOM_TRANSITIONS[action].to;
}

export async function roomOf(tx: Tx, id: number): Promise<RoomRow> {
  const [row] = await tx.select().from(rooms).where(eq(rooms.id, id)).limit(1);
  if (!row) throw NotFound('error.roomNotFound');
  return row;
}

/**
 * Start or end a room: the status moves and each of its devices gets a join (leave) command,
 * `requested` when online (the caller sends it after commit), `queued` otherwise. A room with the
 * record flag starts its recording stream with it (ADR 0047): the join command of its source
 * terminal carries the push address (`record: { pushUrl }`); ending the room ends that stream.
 */
export async function moveRoom(
  tx: Tx,
  id: number,
  action: 'start' | 'end',
  online: (terminal: { id: number; online: boolean }) => boolean,
  createdBy: string,
  recorder?: RoomRecorder,
) {
  const before = await roomOf(tx, id);
  const to = assertTransition(before, action);
  if (action === 'start' && before.deviceAccountIds.length === 0) throw BadRequest('error.roomNoDevices');
  const now = new Date();
  const [room] = await tx
    .update(rooms)
    .set({ status: to, ...(action === 'start' ? { startedAt: now } : { endedAt: now }), updatedAt: now })
    .where(eq(rooms.id, id))
    .returning();
  const terminals = before.deviceAccountIds.length
    ? await tx
        .select(commandTerminalColumns)
        .from(deviceAccounts)
        .where(
          and(
            eq(deviceAccounts.customerId, before.customerId),
            inArray(deviceAccounts.id, before.deviceAccountIds),
          ),
        )
        .orderBy(asc(deviceAccounts.id))
    : [];
  const sourceId = recordingSourceOf(before, terminals, online);
  const record = action === 'start' ? await startRoomRecording(tx, room!, sourceId, recorder, now) : null;
  if (action === 'end') await endRoomRecording(tx, before.id, recorder, now);
  const sent: { terminal: { id: number; customerId: number; account: string }; command: TerminalCommand }[] =
    [];
  for (const terminal of terminals) {
    const up = online(terminal);
    const [row] = await tx
      .insert(terminalCommands)
      .values({
        customerId: terminal.customerId,
        deviceAccountId: terminal.id,
        kind: action === 'start' ? 'joinRoom' : 'leaveRoom',
        payload: {
          roomId: before.id,
          name: before.name,
          ...(action === 'start'
            ? { entryMode: before.entryMode, inviteCode: before.inviteCode, layout: before.layout }
            : {}),
          ...(record && terminal.id === sourceId ? { record } : {}),
        },
        state: up ? 'requested' : 'queued',
        sentAt: up ? now : null,
        createdBy,
      })
      .returning();
    sent.push({
      terminal: { id: terminal.id, customerId: terminal.customerId, account: terminal.account },
      command: presentCommand(row!),
    });
  }
  return { before, room: room!, sent };
}

/** Terminals by id, in id order, with what a participant list shows (name, account, online). */
export async function terminalsOf(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: deviceAccounts.id,
      account: deviceAccounts.account,
      name: deviceAccounts.name,
      online: deviceAccounts.online,
    })
    .from(deviceAccounts)
    .where(inArray(deviceAccounts.id, [...ids]))
    .orderBy(asc(deviceAccounts.id));
}

/**
 * Who is in each room: per room device, its latest join/leave command for that room and whether
 * it is online now (`online` overrides the database flag with what this instance saw).
 */
export async function liveRooms(
  tx: Tx,
  list: RoomRow[],
  online: (terminal: { id: number; online: boolean }) => boolean,
): Promise<RoomLive[]> {
  const terminals = await terminalsOf(tx, [...new Set(list.flatMap((room) => room.deviceAccountIds))]);
  const byId = new Map(terminals.map((t) => [t.id, t]));
  const roomIds = list.map((room) => room.id);
  const latest = roomIds.length
    ? await tx
        .selectDistinctOn([terminalCommands.deviceAccountId, sql`(${terminalCommands.payload}->>'roomId')`], {
          deviceAccountId: terminalCommands.deviceAccountId,
          roomId: sql<string>`${terminalCommands.payload}->>'roomId'`,
          kind: terminalCommands.kind,
          state: terminalCommands.state,
        })
        .from(terminalCommands)
        .where(
          and(
            inArray(terminalCommands.kind, ['joinRoom', 'leaveRoom']),
            inArray(sql`(${terminalCommands.payload}->>'roomId')::int`, roomIds),
          ),
        )
        .orderBy(
          terminalCommands.deviceAccountId,
          sql`(${terminalCommands.payload}->>'roomId')`,
          sql`${terminalCommands.id} desc`,
        )
    : [];
  const commandOf = new Map(latest.map((c) => [`${c.roomId}:${c.deviceAccountId}`, c]));
  return list.map((room) => {
    const participants: RoomParticipant[] = room.deviceAccountIds.flatMap((id) => {
      const terminal = byId.get(id);
      if (!terminal) return [];
      const up = online(terminal);
      const command = commandOf.get(`${room.id}:${id}`);
      let presence: RoomParticipant['presence'] = 'notInvited';
      if (command?.kind === 'leaveRoom') presence = command.state === 'applied' || !up ? 'left' : 'inRoom';
      else if (command?.state === 'failed') presence = 'failed';
      else if (command && !up) presence = 'offline';
      else if (command?.state === 'applied') presence = 'inRoom';
      else if (command) presence = 'joining';
      return [{ deviceAccountId: id, account: terminal.account, name: terminal.name, online: up, presence }];
    });
    return {
      id: room.id,
      customerId: room.customerId,
      name: room.name,
      status: room.status,
      entryMode: room.entryMode,
      inviteCode: room.inviteCode,
      layout: room.layout,
      startedAt: room.startedAt ? room.startedAt.toISOString() : null,
      participants,
      inRoom: participants.filter((p) => p.presence === 'inRoom').length,
    };
  });
}
