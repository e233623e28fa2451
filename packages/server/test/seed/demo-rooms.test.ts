import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { ROOM_STATUSES, type RoomMonitor } from '@console/contract/resources/rooms';
import { collaborationSessions } from '../../src/modules/collaboration/tables';
import { rooms } from '../../src/modules/rooms/tables';
import { api, build, DEMO_SEED_TIMEOUT, expectOk, seedDemoTwice } from '../helper';

const ctx = build();

describe('demo rooms seed', DEMO_SEED_TIMEOUT, () => {
  it('gives the demo hospital meeting rooms in every status, with its terminals, once', async () => {
    const hospitalId = await seedDemoTwice(ctx);
    // The meeting rooms of their own, not those the collaboration sessions ride on (their seed's).
    const sessionRooms = ctx.database.db
      .select({ id: collaborationSessions.roomId })
      .from(collaborationSessions)
      .where(isNotNull(collaborationSessions.roomId));
    const rows = await ctx.database.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.customerId, hospitalId), notInArray(rooms.id, sessionRooms)));
    expect(rows).toHaveLength(6);
    expect([...new Set(rows.map((r) => r.status))].sort()).toEqual([...ROOM_STATUSES].sort());
    for (const row of rows) expect(row.deviceAccountIds.length).toBeGreaterThan(0);
    expect(
      rows.filter((r) => r.entryMode === 'invite').every((r) => /^\d{6}$/.test(r.inviteCode ?? '')),
    ).toBe(true);
    // The hospital's meetings in progress are on the monitor, their devices joined (in the room
    // once the demo simulation brings them online; offline until then).
    const monitor = expectOk<RoomMonitor>(
      await ctx.injectAs(await ctx.adminToken(), {
        method: 'GET',
        url: api(`${PATHS.resource('roomMonitor')}?customerId=${hospitalId}`),
      }),
    );
    const own = monitor.rooms.filter((room) => rows.some((row) => row.id === room.id));
    expect(own.map((r) => r.name).sort()).toEqual(['ICU 多学科会诊', '急诊病例讨论'].sort());
    for (const room of own)
      expect(new Set(room.participants.map((p) => p.presence))).toEqual(new Set(['offline']));
  });
});
