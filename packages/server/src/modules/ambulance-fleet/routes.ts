import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { PATHS, accessAllows, envelopeSchema } from '@console/contract';
import {
  EDITOR_ACCESS,
  TRACK_MAX_HOURS,
  fleetSnapshotSchema,
  trackQuerySchema,
  trackSchema,
  type FleetSnapshot,
  type GpsTelemetry,
} from '@console/contract/resources/ambulance-fleet';
import type { AmbulanceRealtimeEvent } from '@console/contract/realtime';
import { BadRequest, NotFound } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { ambulanceSettings } from '../ambulance-system/routes';
import { deviceAccounts } from '../device-accounts/tables';
import { dropOldPositions, fixOf, lastFixes, parseGps, PositionWriter, trackFixes } from './positions';
import type { TerminalRef } from '../realtime/terminal-auth';
import type { FixListeners } from './fix-listeners';
import { crossings, FenceCache } from './geofence';
import { ambulanceCameras, ambulanceGeofenceEvents, ambulanceHospitals, ambulanceVehicles } from './tables';
import { trackTotals } from './track';

export const JOB_AMBULANCE_POSITIONS = 'ambulance-positions-retention';
const DAY_MS = 24 * 60 * 60 * 1000;
const tags = ['Ambulance fleet'];

/**
 * The ambulance fleet live (ADR 0040): every GPS fix an ambulance terminal sends is stored
 * (batched) and announced on the console topic `ambulance` to the company's editors; the live map
 * reads a snapshot (`…/live`) and a replay (`…/track`) with its totals. A daily job deletes fixes
 * past the retention.
 */
const ambulanceFleetRoutes: FastifyPluginAsyncZod<{
  retentionDays?: number;
  /** Hear each fix after its geofence check (the task part, ADR 0045). */
  fixListeners?: FixListeners;
}> = async (app, opts) => {
  const retentionDays = opts.retentionDays ?? 30;
  const writer = new PositionWriter(app.db, app.log.child({ module: 'ambulance-fleet' }));
  writer.start();
  // Geofences: the hospitals each terminal is inside, from its fixes since this instance started
  // (its first fix sets them without events, so a restart invents no arrivals).
  const fences = new FenceCache(app.db, async () => (await ambulanceSettings(app.db)).geofenceRadiusMeters);
  const insideOf = new Map<number, Set<number>>();
  let fencing: Promise<void> = Promise.resolve();
  const fence = async (terminal: TerminalRef, at: Date, fix: GpsTelemetry) => {
    const { lat, lng } = fix;
    const before = insideOf.get(terminal.id);
    const { inside, events } = crossings(before ?? new Set(), await fences.of(terminal.customerId), {
      lat,
      lng,
    });
    insideOf.set(terminal.id, inside);
    const entered = before ? events.filter((e) => e.kind === 'enter').map((e) => e.hospitalId) : [];
    if (before && events.length > 0) await storeCrossings(terminal, at, lat, lng, events);
    await opts.fixListeners?.emit(terminal, at, fix, entered);
  };
  const storeCrossings = async (
    terminal: TerminalRef,
    at: Date,
    lat: number,
    lng: number,
    events: { hospitalId: number; kind: 'enter' | 'exit' }[],
  ) => {
    await app.db.insert(ambulanceGeofenceEvents).values(
      events.map((event) => ({
        customerId: terminal.customerId,
        deviceAccountId: terminal.id,
        hospitalId: event.hospitalId,
        kind: event.kind,
        lat,
        lng,
        createdAt: at,
      })),
    );
  };
  const stopTelemetry = app.realtime.onTelemetry((terminal, _at, data) => {
    const fix = parseGps(data);
    if (!fix) return;
    // Stamped with the jobs' clock, like the vitals (a test's clock moves both).
    const at = app.jobs.now();
    writer.add(terminal, at, fix);
    // One terminal's fixes are fenced in order.
    fencing = fencing
      .then(() => fence(terminal, at, fix))
      .catch((error: unknown) => app.log.warn({ err: error }, 'geofence check failed'));
    const event: AmbulanceRealtimeEvent = {
      type: 'ambulance',
      customerId: terminal.customerId,
      fix: { deviceAccountId: terminal.id, ...fixOf(at, fix) },
    };
    app.realtime.publish(event);
  });
  app.realtime.guardTopic('ambulance', async (caller) => accessAllows(caller, EDITOR_ACCESS.view));

  const schedule = (now: Date) =>
    app.jobs.schedule({
      kind: JOB_AMBULANCE_POSITIONS,
      key: JOB_AMBULANCE_POSITIONS,
      runAt: new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS + 90 * 60 * 1000),
    });
  app.jobs.handle(JOB_AMBULANCE_POSITIONS, z.object({}).passthrough(), async (_payload, { now }) => {
    await writer.flush();
    await dropOldPositions(app.db, now, retentionDays);
    fences.forget();
    await schedule(now);
  });
  app.addHook('onReady', async () => {
    await schedule(app.jobs.now());
  });
  app.addHook('onClose', async () => {
    stopTelemetry();
    await writer.stop();
    await fencing;
  });

  app.get(
    `${PATHS.ambulanceFleet}/live`,
    {
      config: { access: EDITOR_ACCESS.view },
      schema: {
        tags,
        summary: 'The live map: the company’s ambulances with their last fix, and its hospitals',
        response: { 200: envelopeSchema(fleetSnapshotSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      // The fixes heard until now are on the map (they wait for the batch at most half a second).
      await writer.flush();
      const settings = await ambulanceSettings(app.db);
      const snapshot = await app.inTenant(caller, async (tx): Promise<FleetSnapshot> => {
        const customerId = caller.customerId;
        const terminals = await tx
          .select({
            deviceAccountId: deviceAccounts.id,
            account: deviceAccounts.account,
            name: deviceAccounts.name,
            online: deviceAccounts.online,
            vehicleId: ambulanceVehicles.id,
            plate: ambulanceVehicles.plate,
            vehicleModel: ambulanceVehicles.vehicleModel,
            station: ambulanceVehicles.station,
            crew: ambulanceVehicles.crew,
          })
          .from(deviceAccounts)
          .leftJoin(ambulanceVehicles, eq(ambulanceVehicles.deviceAccountId, deviceAccounts.id))
          .where(
            and(
              eq(deviceAccounts.customerId, customerId),
              eq(deviceAccounts.deviceType, 'ambulance'),
              eq(deviceAccounts.enabled, true),
            ),
          )
          .orderBy(asc(ambulanceVehicles.plate), asc(deviceAccounts.account))
          .limit(500);
        const vehicleIds = terminals.flatMap((t) => (t.vehicleId ? [t.vehicleId] : []));
        const cameras = vehicleIds.length
          ? await tx
              .select({
                id: ambulanceCameras.id,
                vehicleId: ambulanceCameras.vehicleId,
                name: ambulanceCameras.name,
                position: ambulanceCameras.position,
                streamUrl: ambulanceCameras.streamUrl,
              })
              .from(ambulanceCameras)
              .where(and(inArray(ambulanceCameras.vehicleId, vehicleIds), eq(ambulanceCameras.enabled, true)))
              .orderBy(asc(ambulanceCameras.id))
          : [];
        const fixes = await lastFixes(
          tx,
          customerId,
          terminals.map((t) => t.deviceAccountId),
        );
        const hospitals = await tx
          .select({
            id: ambulanceHospitals.id,
            name: ambulanceHospitals.name,
            lat: ambulanceHospitals.lat,
            lng: ambulanceHospitals.lng,
            geofenceRadius: ambulanceHospitals.geofenceRadius,
          })
          .from(ambulanceHospitals)
          .where(and(eq(ambulanceHospitals.customerId, customerId), eq(ambulanceHospitals.enabled, true)))
          .orderBy(asc(ambulanceHospitals.name))
          .limit(500);
        return {
          now: app.jobs.now().toISOString(),
          staleFixSeconds: settings.staleFixSeconds,
          mapStyleUrl: settings.mapStyleUrl,
          vehicles: terminals.map((t) => ({
            ...t,
            crew: t.crew ?? [],
            cameras: cameras
              .filter((c) => c.vehicleId === t.vehicleId)
              .map(({ vehicleId: _vehicle, ...camera }) => camera),
            lastFix: fixes.get(t.deviceAccountId) ?? null,
          })),
          hospitals: hospitals.map((h) => ({
            ...h,
            geofenceRadius: h.geofenceRadius ?? settings.geofenceRadiusMeters,
          })),
        };
      });
      return ok(snapshot);
    },
  );

  app.get(
    `${PATHS.ambulanceFleet}/track`,
    {
      config: { access: EDITOR_ACCESS.view },
      schema: {
        tags,
        summary: `A terminal’s track in [from, to] (at most ${TRACK_MAX_HOURS} h) with its stops and totals`,
        querystring: trackQuerySchema,
        response: { 200: envelopeSchema(trackSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const from = new Date(request.query.from);
      const to = new Date(request.query.to);
      const span = to.getTime() - from.getTime();
      if (!(span > 0) || span > TRACK_MAX_HOURS * 60 * 60 * 1000) throw BadRequest('error.trackRange', 'to');
      await writer.flush();
      const track = await app.inTenant(caller, async (tx) => {
        const [terminal] = await tx
          .select({ id: deviceAccounts.id })
          .from(deviceAccounts)
          .where(
            and(
              eq(deviceAccounts.id, request.query.deviceAccountId),
              eq(deviceAccounts.customerId, caller.customerId),
              eq(deviceAccounts.deviceType, 'ambulance'),
            ),
          );
        if (!terminal) throw NotFound('error.terminalNotFound');
        const points = await trackFixes(tx, caller.customerId, terminal.id, from, to);
        const { totals, stops } = trackTotals(
          points.map((p) => ({ at: new Date(p.at), lat: p.lat, lng: p.lng, speed: p.speed })),
        );
        return { points, stops, totals };
      });
      return ok(track);
    },
  );
};

export default ambulanceFleetRoutes;
