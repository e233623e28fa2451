import { eq } from 'drizzle-orm';
import { roomFileDefinition } from '@console/contract/resources/room-files';
import { roomDefinition } from '@console/contract/resources/rooms';
import { engineResource } from '../../engine/resource';
import { sharedFileHooks } from '../uploads/shared-file-hooks';
import { recordLog } from '../../platform/audit';
import { BadRequest } from '../../platform/errors';
import type { ResourceOptions } from '../../resources';
import { assertRoomQuota, assertTransition, newInviteCode, roomSettingsOf, settleRoom } from './service';
import { roomFiles, rooms } from './tables';

type RoomRow = typeof rooms.$inferSelect;

/**
 * Meeting rooms: created not started (within the company's room quota), with the company's room
 * policy forced on every write. Start and end are this area's routes (they reach the terminals);
 * `remove` marks a room deleted, `regenerateCode` gives an invite room a new code. Only a deleted
 * room is purged by DELETE.
 */
export const roomResource = engineResource(roomDefinition, rooms, {
  async beforeCreate(tx, _caller, values) {
    const customerId = values.customerId as number;
    const settings = await roomSettingsOf(tx, customerId);
    await assertRoomQuota(tx, customerId, settings);
    const settled = await settleRoom(tx, settings, { ...values, inviteCode: null });
    return { ...settled, status: 'notStarted', startedAt: null, endedAt: null };
  },
  async beforeUpdate(tx, _caller, values, before) {
    const room = before as unknown as RoomRow;
    if (room.status === 'ended' || room.status === 'deleted') throw BadRequest('error.roomReadOnly');
    if (room.status === 'inProgress') {
      const devicesChange =
        values.deviceAccountIds !== undefined &&
        JSON.stringify(values.deviceAccountIds) !== JSON.stringify(room.deviceAccountIds);
      const maxChange = values.maxDevices !== undefined && values.maxDevices !== room.maxDevices;
      if (devicesChange || maxChange) throw BadRequest('error.roomDevicesLocked');
    }
    return settleRoom(tx, await roomSettingsOf(tx, room.customerId), values, room);
  },
  beforeDelete(_tx, _caller, row) {
    if (row.status !== 'deleted') throw BadRequest('error.roomPurge');
  },
  actions: {
    async remove(tx, caller, row) {
      const to = assertTransition(row as unknown as RoomRow, 'remove');
      const [after] = await tx
        .update(rooms)
        .set({ status: to, inviteCode: null, updatedAt: new Date() })
        .where(eq(rooms.id, row.id))
        .returning();
      await recordLog(tx, caller, {
        action: 'remove',
        resource: 'rooms',
        resourceId: row.id,
        before: row,
        after: after!,
        customerId: row.customerId as number,
      });
      return after;
    },
    async regenerateCode(tx, caller, row) {
      const room = row as unknown as RoomRow;
      if (room.status === 'ended' || room.status === 'deleted') throw BadRequest('error.roomReadOnly');
      if (room.entryMode !== 'invite') throw BadRequest('error.roomCodeNotInvite');
      const [after] = await tx
        .update(rooms)
        .set({ inviteCode: await newInviteCode(tx, room.customerId), updatedAt: new Date() })
        .where(eq(rooms.id, row.id))
        .returning();
      await recordLog(tx, caller, {
        action: 'regenerateCode',
        resource: 'rooms',
        resourceId: row.id,
        before: row,
        after: after!,
        customerId: room.customerId,
      });
      return after;
    },
  },
});

/** A room's shared files: uploads of its own company for a room file (purpose `roomFile`). */
export function roomFileResource(options: ResourceOptions) {
  return engineResource(
    roomFileDefinition,
    roomFiles,
    sharedFileHooks(options.files, 'roomFile', 'error.roomFileUpload'),
  );
}
