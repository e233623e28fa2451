import { and, count, eq, max, min } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ambulanceCameras,
  ambulanceHospitals,
  ambulanceMedicalDevices,
  ambulancePositions,
  ambulanceVehicles,
} from '../../src/modules/ambulance-fleet/tables';
import { deviceAccounts } from '../../src/modules/device-accounts/tables';
import { trackTotals } from '../../src/modules/ambulance-fleet/track';
import { roles, users } from '../../src/platform/identity-tables';
import { build, DEMO_SEED_TIMEOUT, seedDemoTwice } from '../helper';

const ctx = build();

describe('demo ambulance fleet seed', DEMO_SEED_TIMEOUT, () => {
  it('gives the demo hospital hospitals, ambulances with crews, devices, cameras and a track to replay, once', async () => {
    const hospitalId = await seedDemoTwice(ctx);
    const db = ctx.database.db;
    const hospitals = await db
      .select()
      .from(ambulanceHospitals)
      .where(eq(ambulanceHospitals.customerId, hospitalId));
    expect(hospitals.length).toBeGreaterThanOrEqual(5);
    // around the simulator's city centre
    for (const h of hospitals) {
      expect(Math.abs(h.lat - 31.2304)).toBeLessThan(0.1);
      expect(Math.abs(h.lng - 121.4737)).toBeLessThan(0.1);
    }
    const vehicles = await db
      .select({ vehicle: ambulanceVehicles, type: deviceAccounts.deviceType })
      .from(ambulanceVehicles)
      .innerJoin(deviceAccounts, eq(deviceAccounts.id, ambulanceVehicles.deviceAccountId))
      .where(eq(ambulanceVehicles.customerId, hospitalId));
    expect(vehicles.length).toBeGreaterThanOrEqual(3);
    for (const { vehicle, type } of vehicles) {
      expect(type).toBe('ambulance');
      expect(vehicle.crew.length).toBeGreaterThan(0);
      const [devices] = await db
        .select({ n: count() })
        .from(ambulanceMedicalDevices)
        .where(eq(ambulanceMedicalDevices.vehicleId, vehicle.id));
      expect(devices!.n).toBeGreaterThanOrEqual(2);
      const [cameras] = await db
        .select({ n: count() })
        .from(ambulanceCameras)
        .where(eq(ambulanceCameras.vehicleId, vehicle.id));
      expect(cameras!.n).toBeGreaterThanOrEqual(1);
      const [span] = await db
        .select({
          n: count(),
          first: min(ambulancePositions.createdAt),
          last: max(ambulancePositions.createdAt),
        })
        .from(ambulancePositions)
        .where(
          and(
            eq(ambulancePositions.customerId, hospitalId),
            eq(ambulancePositions.deviceAccountId, vehicle.deviceAccountId),
          ),
        );
      expect(span!.n).toBeGreaterThan(100);
      expect(span!.last!.getTime() - span!.first!.getTime()).toBeGreaterThan(60 * 60 * 1000);
    }
    // The seeded track replays with movement and a stop.
    const fixes = await db
      .select()
      .from(ambulancePositions)
      .where(eq(ambulancePositions.deviceAccountId, vehicles[0]!.vehicle.deviceAccountId))
      .orderBy(ambulancePositions.createdAt);
    const { totals, stops } = trackTotals(
      fixes.map((f) => ({ at: f.createdAt, lat: f.lat, lng: f.lng, speed: f.speed })),
    );
    expect(totals.distance).toBeGreaterThan(1000);
    expect(stops.length).toBeGreaterThanOrEqual(1);
    expect(
      await db
        .select({ n: count() })
        .from(ambulanceMedicalDevices)
        .where(
          and(
            eq(ambulanceMedicalDevices.customerId, hospitalId),
            eq(ambulanceMedicalDevices.state, 'pending'),
          ),
        ),
    ).toEqual([{ n: 1 }]);
    // A dispatcher holds the editor role the hospital and device pages need (SPEC §6).
    const [dispatcher] = await db
      .select({ value: roles.value })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.account, 'dispatcher'));
    expect(dispatcher?.value).toBe('editor');
  });
});
