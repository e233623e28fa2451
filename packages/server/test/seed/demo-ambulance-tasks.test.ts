import { asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPEN_TASK_STATES, type TaskState } from '@console/contract/resources/ambulance-tasks';
import {
  ambulanceHospitals,
  ambulancePositions,
  ambulanceVehicles,
} from '../../src/modules/ambulance-fleet/tables';
import { ambulanceTaskEvents, ambulanceTasks } from '../../src/modules/ambulance-tasks/tables';
import { distanceMeters } from '../../src/modules/ambulance-fleet/track';
import { build, DEMO_SEED_TIMEOUT, seedDemoTwice } from '../helper';

const ctx = build();

describe('demo ambulance tasks seed', DEMO_SEED_TIMEOUT, () => {
  it('gives the demo hospital tasks in every kind of state, closed ones matching their tracks, once', async () => {
    const hospitalId = await seedDemoTwice(ctx);
    const db = ctx.database.db;
    const tasks = await db
      .select()
      .from(ambulanceTasks)
      .where(eq(ambulanceTasks.customerId, hospitalId))
      .orderBy(asc(ambulanceTasks.number));
    expect(tasks.map((t) => t.state)).toEqual([
      'closed',
      'closed',
      'cancelled',
      'enRoute',
      'transporting',
      'created',
    ]);
    // Seeded twice, numbered once per day, one open task per ambulance.
    expect(new Set(tasks.map((t) => t.number)).size).toBe(tasks.length);
    const open = tasks.filter((t) => OPEN_TASK_STATES.includes(t.state as TaskState) && t.vehicleId);
    expect(new Set(open.map((t) => t.vehicleId)).size).toBe(open.length);
    for (const task of tasks) {
      const [events] = await db
        .select({ n: count() })
        .from(ambulanceTaskEvents)
        .where(eq(ambulanceTaskEvents.taskId, task.id));
      const expected = { closed: 6, cancelled: 3, enRoute: 2, transporting: 4, created: 0 }[task.state];
      expect(events!.n, task.state).toBe(expected);
    }
    // A closed task arrived where its ambulance stood at the hospital: its replay shows the trip.
    for (const task of tasks.filter((t) => t.state === 'closed')) {
      const [vehicle] = await db
        .select()
        .from(ambulanceVehicles)
        .where(eq(ambulanceVehicles.id, task.vehicleId!));
      const [hospital] = await db
        .select()
        .from(ambulanceHospitals)
        .where(eq(ambulanceHospitals.id, task.hospitalId!));
      const fixes = await db
        .select()
        .from(ambulancePositions)
        .where(eq(ambulancePositions.deviceAccountId, vehicle!.deviceAccountId))
        .orderBy(asc(ambulancePositions.createdAt));
      const atArrival = fixes.filter(
        (f) => Math.abs(f.createdAt.getTime() - task.arrivedAt!.getTime()) < 5 * 60_000,
      );
      expect(atArrival.some((f) => distanceMeters(f, hospital!) < 200)).toBe(true);
      const during = fixes.filter((f) => f.createdAt >= task.dispatchedAt! && f.createdAt <= task.closedAt!);
      expect(during.length).toBeGreaterThan(100);
    }
  });
});
