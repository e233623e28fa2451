import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COLLABORATION_KINDS } from '@console/contract/resources/collaboration';
import { ambulanceHospitals, ambulanceVehicles } from '../../src/modules/ambulance-fleet/tables';
import { collaborationRecords, collaborationSessions } from '../../src/modules/collaboration/tables';
import { lives } from '../../src/modules/lives/tables';
import { rooms } from '../../src/modules/rooms/tables';
import { customers } from '../../src/platform/identity-tables';
import { seed } from '../../src/seed/seed';
import { build, TEST_ADMIN, DEMO_SEED_TIMEOUT } from '../helper';

const ctx = build();
const options = { adminAccount: TEST_ADMIN.account, adminPassword: TEST_ADMIN.password, demo: true };

describe('demo medical collaboration seed', DEMO_SEED_TIMEOUT, () => {
  it('gives every kind scheduled and ended sessions with records, room kinds a running one, once', async () => {
    await seed(ctx.database.db, options);
    await seed(ctx.database.db, options);
    const db = ctx.database.db;
    const [hospital] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.account, 'demohospital'));
    const sessions = await db
      .select()
      .from(collaborationSessions)
      .where(eq(collaborationSessions.customerId, hospital!.id))
      .orderBy(asc(collaborationSessions.id));
    const states = (kind: string) =>
      sessions
        .filter((s) => s.kind === kind)
        .map((s) => s.state)
        .sort();
    for (const kind of COLLABORATION_KINDS) {
      expect(states(kind)).toContain('scheduled');
      expect(states(kind)).toContain('ended');
    }
    for (const kind of ['meeting', 'visit', 'ward', 'consultation'])
      expect(states(kind)).toContain('inProgress');
    // each session rides on its own room or stream, in the matching status
    for (const session of sessions.filter((s) => s.state !== 'cancelled')) {
      if (session.roomId) {
        const [room] = await db.select().from(rooms).where(eq(rooms.id, session.roomId));
        expect(room!.status).toBe(
          { scheduled: 'notStarted', inProgress: 'inProgress', ended: 'ended' }[session.state as 'ended'],
        );
      } else {
        const [live] = await db.select().from(lives).where(eq(lives.id, session.liveId!));
        expect(live!.status).toBe(session.state === 'scheduled' ? 'notStarted' : 'ended');
      }
    }
    const records = await db
      .select()
      .from(collaborationRecords)
      .where(eq(collaborationRecords.customerId, hospital!.id));
    const ran = sessions.filter((s) => s.startedAt !== null);
    expect(records.map((r) => r.sessionId).sort()).toEqual(ran.map((s) => s.id).sort());
    for (const record of records.filter((r) => r.endedAt)) {
      expect(record.duration).toBeGreaterThan(0);
      expect(record.joined.length).toBeGreaterThan(0);
      expect(record.invited.length).toBeGreaterThanOrEqual(record.joined.length - 1);
    }
    // The ambulance consultations (ADR 0046): a vehicle and a hospital of the demo fleet each, the
    // vehicle's terminal requesting; one ended with its record (the terminal joined), two scheduled.
    const ambulance = sessions.filter((s) => s.ambulanceVehicleId !== null);
    expect(ambulance.map((s) => s.state).sort()).toEqual(['ended', 'scheduled', 'scheduled']);
    for (const session of ambulance) {
      const [vehicle] = await db
        .select()
        .from(ambulanceVehicles)
        .where(eq(ambulanceVehicles.id, session.ambulanceVehicleId!));
      const [hospital] = await db
        .select()
        .from(ambulanceHospitals)
        .where(eq(ambulanceHospitals.id, session.ambulanceHospitalId!));
      expect(vehicle!.customerId).toBe(session.customerId);
      expect(session).toMatchObject({
        kind: 'consultation',
        requestingDeviceId: vehicle!.deviceAccountId,
        consultedHospital: hospital!.name,
      });
    }
    const ended = ambulance.find((s) => s.state === 'ended')!;
    const record = records.find((r) => r.sessionId === ended.id);
    expect(record!.joined.length).toBe(1);
  });
});
