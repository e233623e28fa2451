import { asc, count, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { deviceAccounts } from '../modules/device-accounts/tables';
import { terminalCommands } from '../modules/realtime/tables';
import { rooms } from '../modules/rooms/tables';
import { newInviteCode } from '../modules/rooms/service';

const MINUTE = 60_000;

/**
 * Meeting rooms of the demo hospital in every status (SPEC §4), their devices taken from the
 * first demo terminals — those the demo simulation connects, so the meetings in progress show
 * terminals in the room on the room page and the room monitor. A meeting in progress carries the
 * applied join commands its start would have left; an ended one the leave commands too.
 * Idempotent: a tenant with rooms is left alone.
 */
export async function seedDemoRooms(tx: Tx, customerId: number): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(rooms).where(eq(rooms.customerId, customerId));
  if ((existing?.n ?? 0) > 0) return;
  const terminals = await tx
    .select({ id: deviceAccounts.id })
    .from(deviceAccounts)
    .where(eq(deviceAccounts.customerId, customerId))
    .orderBy(asc(deviceAccounts.account))
    .limit(16);
  const ids = terminals.map((t) => t.id);
  if (ids.length < 12) return;
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE);
  const plan = [
    {
      name: 'ICU 多学科会诊',
      type: 'consultation',
      status: 'inProgress',
      entryMode: 'force',
      devices: ids.slice(0, 4),
      chairmanArea: true,
      startedAt: at(25),
    },
    {
      name: '急诊病例讨论',
      type: 'meeting',
      status: 'inProgress',
      entryMode: 'invite',
      devices: ids.slice(4, 7),
      startedAt: at(10),
    },
    { name: '院周会', type: 'meeting', status: 'notStarted', entryMode: 'invite', devices: ids.slice(7, 11) },
    {
      name: '护理培训',
      type: 'teaching',
      status: 'notStarted',
      entryMode: 'free',
      devices: ids.slice(11, 13),
    },
    {
      name: '手术示教：腹腔镜',
      type: 'teaching',
      status: 'ended',
      entryMode: 'force',
      devices: ids.slice(13, 16),
      record: true,
      startedAt: at(26 * 60),
      endedAt: at(25 * 60),
    },
    {
      name: '旧会议室（已停用）',
      type: 'meeting',
      status: 'deleted',
      entryMode: 'free',
      devices: ids.slice(0, 2),
    },
  ];
  for (const room of plan) {
    const invite = room.entryMode === 'invite' ? await newInviteCode(tx, customerId) : null;
    const [row] = await tx
      .insert(rooms)
      .values({
        customerId,
        name: room.name,
        type: room.type,
        status: room.status,
        entryMode: room.entryMode,
        inviteCode: invite,
        maxDevices: Math.max(4, room.devices.length),
        deviceAccountIds: room.devices,
        chairmanArea: room.chairmanArea ?? false,
        record: room.record ?? false,
        layout: room.devices.length > 4 ? 'six' : 'quad',
        startedAt: room.startedAt ?? null,
        endedAt: room.endedAt ?? null,
      })
      .returning({ id: rooms.id });
    if (!room.startedAt) continue;
    const command = (deviceAccountId: number, kind: string, sent: Date) => ({
      customerId,
      deviceAccountId,
      kind,
      payload: { roomId: row!.id, name: room.name },
      state: 'applied',
      createdBy: 'demo',
      createdAt: sent,
      sentAt: sent,
      acknowledgedAt: sent,
      appliedAt: sent,
    });
    await tx
      .insert(terminalCommands)
      .values([
        ...room.devices.map((id) => command(id, 'joinRoom', room.startedAt)),
        ...(room.endedAt ? room.devices.map((id) => command(id, 'leaveRoom', room.endedAt)) : []),
      ]);
  }
}
