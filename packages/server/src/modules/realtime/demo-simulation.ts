import { and, asc, eq, inArray } from 'drizzle-orm';
import { startFleet, type Fleet } from '@console/simulator/fleet';
import type { CallPeers } from '@console/simulator/calls';
import type { Db } from '../../db/client';
import { ambulanceHospitals, ambulanceVehicles } from '../ambulance-fleet/tables';
import { ambulanceTasks } from '../ambulance-tasks/tables';
import { computeServers } from '../compute-servers/tables';
import { criticalDevices } from '../critical-devices/tables';
import { deviceAccounts } from '../device-accounts/tables';
import { customers } from '../../platform/identity-tables';
import { callGroups } from '../virtual-cockpit/tables';

/**
 * A few live terminals of the demo hospital, so a newcomer's console shows presence changes,
 * vitals and commands without running the simulator by hand (DEMO_SIMULATION, on by default
 * with the demo seed): the bedside monitors of the beds, the AI compute servers, the ambulances and a few others. They log in over MQTT
 * like any terminal.
 */
export async function startDemoSimulation(
  db: Db,
  options: {
    host: string;
    port: number;
    password: string;
    tenant?: string;
    count?: number;
    log: (message: string) => void;
  },
): Promise<Fleet | null> {
  const terminal = {
    customerId: deviceAccounts.customerId,
    account: deviceAccounts.account,
    deviceType: deviceAccounts.deviceType,
  };
  const ofDemo = and(
    eq(customers.account, options.tenant ?? 'demohospital'),
    eq(deviceAccounts.enabled, true),
  );
  // The terminals feeding the beds' critical equipment (bedside monitors), so every demo bed
  // sends vitals, then the first few others.
  const feeding = await db
    .selectDistinct(terminal)
    .from(deviceAccounts)
    .innerJoin(customers, eq(customers.id, deviceAccounts.customerId))
    .innerJoin(criticalDevices, eq(criticalDevices.deviceAccountId, deviceAccounts.id))
    .where(ofDemo)
    .orderBy(asc(deviceAccounts.account));
  const others = await db
    .select(terminal)
    .from(deviceAccounts)
    .innerJoin(customers, eq(customers.id, deviceAccounts.customerId))
    .where(ofDemo)
    .orderBy(asc(deviceAccounts.account))
    .limit(options.count ?? 24);
  // The boxes of the enabled AI compute servers, reporting their load (ADR 0035).
  const compute = await db
    .select(terminal)
    .from(deviceAccounts)
    .innerJoin(customers, eq(customers.id, deviceAccounts.customerId))
    .innerJoin(computeServers, eq(computeServers.deviceAccountId, deviceAccounts.id))
    .where(and(ofDemo, eq(computeServers.enabled, true)))
    .orderBy(asc(deviceAccounts.account));
  // The terminals of the enabled ambulances, driving around the city with their GPS (ADR 0040).
  const ambulances = await db
    .select(terminal)
    .from(deviceAccounts)
    .innerJoin(customers, eq(customers.id, deviceAccounts.customerId))
    .innerJoin(ambulanceVehicles, eq(ambulanceVehicles.deviceAccountId, deviceAccounts.id))
    .where(and(ofDemo, eq(ambulanceVehicles.enabled, true)))
    .orderBy(asc(deviceAccounts.account));
  const fed = new Set([...feeding, ...compute, ...ambulances].map((t) => t.account));
  const chosen = [
    ...feeding,
    ...compute,
    ...ambulances.filter((t) => !compute.some((c) => c.account === t.account)),
    ...others.filter((t) => !fed.has(t.account)),
  ];
  if (chosen.length === 0) return null;
  // The members of the demo's call groups call each other now and then (ADR 0037).
  const groups = await db
    .select({ id: callGroups.id, members: callGroups.deviceAccountIds })
    .from(callGroups)
    .innerJoin(customers, eq(customers.id, callGroups.customerId))
    .where(eq(customers.account, options.tenant ?? 'demohospital'));
  const memberIds = [...new Set(groups.flatMap((g) => g.members))];
  const accounts = new Map(
    memberIds.length
      ? (
          await db
            .select({ id: deviceAccounts.id, account: deviceAccounts.account })
            .from(deviceAccounts)
            .where(inArray(deviceAccounts.id, memberIds))
        ).map((row) => [row.id, row.account])
      : [],
  );
  const peersOf = (account: string): CallPeers[] =>
    groups
      .map((g) => ({
        groupId: g.id,
        accounts: g.members.map((id) => accounts.get(id) ?? '').filter(Boolean),
      }))
      .filter((g) => g.accounts.includes(account));
  const terminals = chosen.map((t) => ({ ...t, callPeers: peersOf(t.account) }));
  let warned = false;
  const fleet = startFleet({
    url: `mqtt://${options.host}:${options.port}`,
    password: options.password,
    terminals,
    // Livelier than the default so a demo shows drop-outs within a minute or two.
    behaviour: {
      dropoutRate: 0.01,
      awayMs: [5000, 20_000],
      // About one call a minute among the call groups' eight terminals, ten seconds each.
      calls: { answer: 'mixed', answerMs: 2000, talkMs: 10_000, placeRate: 0.01 },
      driveTasks: { sceneMs: 30_000 },
    },
    concurrency: 8,
    onError: (error, terminal) => {
      if (warned) return;
      warned = true;
      options.log(
        `demo simulation: terminal ${terminal.account} refused (${error.message}); set DEMO_TERMINAL_PASSWORD to the demo terminals' password or DEMO_SIMULATION=off`,
      );
    },
  });
  // The demo's tasks under way are driven from where they stand, so a task moves on the map.
  const underWay = await db
    .select({
      account: deviceAccounts.account,
      task: ambulanceTasks,
      hospital: {
        id: ambulanceHospitals.id,
        name: ambulanceHospitals.name,
        lat: ambulanceHospitals.lat,
        lng: ambulanceHospitals.lng,
      },
    })
    .from(ambulanceTasks)
    .innerJoin(customers, eq(customers.id, ambulanceTasks.customerId))
    .innerJoin(ambulanceVehicles, eq(ambulanceVehicles.id, ambulanceTasks.vehicleId))
    .innerJoin(deviceAccounts, eq(deviceAccounts.id, ambulanceVehicles.deviceAccountId))
    .leftJoin(ambulanceHospitals, eq(ambulanceHospitals.id, ambulanceTasks.hospitalId))
    .where(
      and(
        eq(customers.account, options.tenant ?? 'demohospital'),
        inArray(ambulanceTasks.state, ['dispatched', 'enRoute', 'transporting']),
      ),
    );
  for (const { account, task, hospital } of underWay) {
    const terminal = fleet.terminals.find((t) => t.identity.account === account);
    terminal?.driveTask(
      {
        taskId: task.id,
        number: task.number,
        priority: task.priority,
        address: task.address,
        lat: task.lat,
        lng: task.lng,
        complaint: task.complaint,
        hospital,
      },
      task.state as 'dispatched' | 'enRoute' | 'transporting',
    );
  }
  return fleet;
}
