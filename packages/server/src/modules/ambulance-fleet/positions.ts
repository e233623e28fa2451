import { and, asc, between, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { VITAL_KEYS } from '@console/contract/vitals';
import {
  gpsTelemetrySchema,
  type FleetFix,
  type GpsTelemetry,
} from '@console/contract/resources/ambulance-fleet';
import type { Db, Tx } from '../../db/client';
import { serialFlush } from '../../platform/serial-flush';
import {
  ambulanceGeofenceEvents,
  ambulancePositions,
  ambulanceVehicles,
  type AmbulancePosition,
} from './tables';

/** Rows per insert statement (14 columns). */
const INSERT_CHUNK = 2000;

/** `{ kind: 'gps', … }` telemetry as a fix, or null for any other telemetry. */
export function parseGps(data: Record<string, unknown>): GpsTelemetry | null {
  if (data.kind !== 'gps') return null;
  const parsed = gpsTelemetrySchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The vitals of a fix as stored (the six columns), or null. */
function vitalsOf(fix: GpsTelemetry): Record<string, number> | null {
  if (!fix.vitals) return null;
  const kept: Record<string, number> = {};
  for (const key of VITAL_KEYS) {
    const value = fix.vitals[key];
    if (typeof value === 'number' && Number.isFinite(value)) kept[key] = value;
  }
  return Object.keys(kept).length ? kept : null;
}

/** A fix as the map and the events carry it. */
export function fixOf(at: Date, fix: GpsTelemetry): FleetFix {
  return {
    at: at.toISOString(),
    lat: fix.lat,
    lng: fix.lng,
    speed: fix.speed ?? null,
    heading: fix.heading ?? null,
    vitals: vitalsOf(fix),
  };
}

type StoredPosition = typeof ambulancePositions.$inferSelect;

/** A stored row as a fix. */
export function storedFix(
  row: Pick<StoredPosition, 'createdAt' | 'lat' | 'lng' | 'speed' | 'heading'> &
    Partial<Record<(typeof VITAL_KEYS)[number], number | null>>,
): FleetFix {
  const vitals: Record<string, number> = {};
  for (const key of VITAL_KEYS) {
    const value = row[key];
    if (typeof value === 'number') vitals[key] = value;
  }
  return {
    at: row.createdAt.toISOString(),
    lat: row.lat,
    lng: row.lng,
    speed: row.speed,
    heading: row.heading,
    vitals: Object.keys(vitals).length ? vitals : null,
  };
}

/**
 * GPS fixes of ambulance terminals into `ambulance_positions`, batched like the vitals: fixes
 * wait in memory and are written with one multi-row insert every `flushMs` or `maxRows`.
 */
export class PositionWriter {
  private pending: AmbulancePosition[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** Fixes written since start (tests read it). */
  written = 0;

  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly options: { flushMs?: number; maxRows?: number } = {},
  ) {}

  start() {
    this.timer = setInterval(() => void this.flush(), this.options.flushMs ?? 500).unref();
  }

  async stop() {
    clearInterval(this.timer);
    await this.flush();
  }

  add(terminal: { id: number; customerId: number }, at: Date, fix: GpsTelemetry) {
    const vitals = vitalsOf(fix) ?? {};
    this.pending.push({
      customerId: terminal.customerId,
      deviceAccountId: terminal.id,
      createdAt: at,
      lat: fix.lat,
      lng: fix.lng,
      speed: fix.speed ?? null,
      heading: fix.heading ?? null,
      ...vitals,
    });
    if (this.pending.length >= (this.options.maxRows ?? 500)) void this.flush();
  }

  /** Write what waits, after any write in progress (batches in order, never overlapping). */
  readonly flush: () => Promise<void> = serialFlush(() => this.write());

  private async write() {
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    try {
      for (let i = 0; i < batch.length; i += INSERT_CHUNK) {
        const chunk = batch.slice(i, i + INSERT_CHUNK);
        await this.db.insert(ambulancePositions).values(chunk);
        this.written += chunk.length;
      }
    } catch (error) {
      this.log.error({ err: error, fixes: batch.length }, 'ambulance positions write failed');
    }
  }
}

/** The last fix of each of the terminals (one index probe each). */
export async function lastFixes(
  executor: Db | Tx,
  customerId: number,
  deviceAccountIds: readonly number[],
): Promise<Map<number, FleetFix>> {
  if (deviceAccountIds.length === 0) return new Map();
  const rows = (await executor.execute(sql`
    select p.*
    from unnest(${sql.raw(`array[${deviceAccountIds.map((id) => Math.trunc(Number(id))).join(',')}]::integer[]`)}) as d(id)
    cross join lateral (
      select * from ${ambulancePositions}
      where ${ambulancePositions.customerId} = ${customerId} and ${ambulancePositions.deviceAccountId} = d.id
      order by ${ambulancePositions.createdAt} desc
      limit 1
    ) p`)) as unknown as { rows: Record<string, unknown>[] };
  const fixes = new Map<number, FleetFix>();
  for (const row of rows.rows) {
    const number = (key: string) => (row[key] === null || row[key] === undefined ? null : Number(row[key]));
    fixes.set(
      Number(row.device_account_id),
      storedFix({
        createdAt: new Date(row.created_at as string),
        lat: Number(row.lat),
        lng: Number(row.lng),
        speed: number('speed'),
        heading: number('heading'),
        heartRate: number('heart_rate'),
        spo2: number('spo2'),
        systolic: number('systolic'),
        diastolic: number('diastolic'),
        respiration: number('respiration'),
        temperature: number('temperature'),
      }),
    );
  }
  return fixes;
}

/** The fixes of one terminal in [from, to], in time order (at most `limit`). */
export async function trackFixes(
  executor: Db | Tx,
  customerId: number,
  deviceAccountId: number,
  from: Date,
  to: Date,
  limit = 20_000,
): Promise<FleetFix[]> {
  const rows = await executor
    .select()
    .from(ambulancePositions)
    .where(
      and(
        eq(ambulancePositions.customerId, customerId),
        eq(ambulancePositions.deviceAccountId, deviceAccountId),
        between(ambulancePositions.createdAt, from, to),
      ),
    )
    .orderBy(asc(ambulancePositions.createdAt), asc(ambulancePositions.id))
    .limit(limit);
  return rows.map(storedFix);
}

/** Deletes the fixes and geofence events older than the retention (by the indexes on their time). */
export async function dropOldPositions(db: Db, now: Date, retentionDays: number): Promise<void> {
  const before = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  await db.delete(ambulancePositions).where(lt(ambulancePositions.createdAt, before));
  await db.delete(ambulanceGeofenceEvents).where(lt(ambulanceGeofenceEvents.createdAt, before));
}

/** The plate of each terminal's vehicle, for those that have one. */
export async function vehiclePlates(
  executor: Db | Tx,
  customerId: number,
  deviceAccountIds: readonly number[],
): Promise<Map<number, string>> {
  if (deviceAccountIds.length === 0) return new Map();
  const rows = await executor
    .select({ deviceAccountId: ambulanceVehicles.deviceAccountId, plate: ambulanceVehicles.plate })
    .from(ambulanceVehicles)
    .where(
      and(
        eq(ambulanceVehicles.customerId, customerId),
        inArray(ambulanceVehicles.deviceAccountId, [...deviceAccountIds]),
      ),
    );
  return new Map(rows.map((row) => [row.deviceAccountId, row.plate]));
}
