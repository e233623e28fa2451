import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { ERROR_CODES } from '@console/contract';
import type { Db, Tx } from '../../db/client';
import { AppError, NotFound } from '../../platform/errors';
import { alarms, type AlarmRow } from '../alarms/tables';
import { networkCameras } from '../network-cameras/tables';
import { wardDevices } from '../ward-devices/tables';
import { GrabError, maskPassword, rtspUrlOf, type CameraAddress } from './grabber';
import { alarmSnapshots } from './tables';

export type Camera = CameraAddress & { id: number; customerId: number };

/**
 * The camera of a bed: the network camera pulled by the terminal of a ward device of type
 * `camera` placed at the bed; with several, the first camera by id. Null when there is none.
 */
export async function cameraOfBed(executor: Db | Tx, bedId: number): Promise<Camera | null> {
  const [camera] = await executor
    .select({
      id: networkCameras.id,
      customerId: networkCameras.customerId,
      address: networkCameras.address,
      port: networkCameras.port,
      username: networkCameras.username,
      password: networkCameras.password,
      mainStreamPath: networkCameras.mainStreamPath,
      subStreamPath: networkCameras.subStreamPath,
    })
    .from(wardDevices)
    .innerJoin(
      networkCameras,
      and(
        eq(networkCameras.customerId, wardDevices.customerId),
        eq(networkCameras.deviceAccountId, wardDevices.deviceAccountId),
      ),
    )
    .where(
      and(
        eq(wardDevices.bedId, bedId),
        eq(wardDevices.type, 'camera'),
        isNotNull(wardDevices.deviceAccountId),
      ),
    )
    .orderBy(asc(networkCameras.id))
    .limit(1);
  return camera ?? null;
}

/** Grabs one JPEG from an RTSP address (the grabber; tests count the calls). */
export type Grab = (url: string) => Promise<Buffer>;

export interface SnapshotLog {
  warn(obj: object, msg: string): void;
}

/**
 * The still of an alarm (the `alarm-snapshot` job): the bed's camera now, stored with the alarm
 * as `taken`, `failed` (why, as a message key) or `noCamera`. Runs outside any tenant (the job
 * runner's connection); answers the alarm row as changed, or null when the alarm is gone.
 */
export async function takeAlarmSnapshot(
  db: Db,
  alarmId: number,
  grab: Grab,
  now: () => Date,
  log?: SnapshotLog,
): Promise<AlarmRow | null> {
  const [alarm] = await db.select().from(alarms).where(eq(alarms.id, alarmId));
  if (!alarm) return null;
  const camera = await cameraOfBed(db, alarm.bedId);
  let outcome:
    { status: 'taken'; jpeg: Buffer } | { status: 'failed'; error: string } | { status: 'noCamera' };
  if (!camera || camera.customerId !== alarm.customerId) outcome = { status: 'noCamera' };
  else
    try {
      outcome = { status: 'taken', jpeg: await grab(rtspUrlOf(camera)) };
    } catch (error) {
      const key = error instanceof GrabError ? error.key : 'error.cameraNoAnswer';
      log?.warn(
        { alarm: alarmId, camera: camera.id, reason: maskPassword(String((error as Error).message)) },
        'alarm snapshot failed',
      );
      outcome = { status: 'failed', error: key };
    }
  const at = now();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(alarms)
      .set({
        snapshotStatus: outcome.status,
        snapshotAt: at,
        snapshotError: outcome.status === 'failed' ? outcome.error : null,
      })
      .where(eq(alarms.id, alarmId))
      .returning();
    if (!row) return null;
    if (outcome.status === 'taken' && camera) {
      const values = {
        customerId: row.customerId,
        alarmId,
        takenAt: at,
        cameraId: camera.id,
        jpeg: outcome.jpeg,
      };
      await tx
        .insert(alarmSnapshots)
        .values(values)
        .onConflictDoUpdate({
          target: [alarmSnapshots.customerId, alarmSnapshots.alarmId],
          set: { takenAt: at, cameraId: camera.id, jpeg: outcome.jpeg },
        });
    } else await tx.delete(alarmSnapshots).where(eq(alarmSnapshots.alarmId, alarmId));
    return row;
  });
}

/** The stored JPEG of an alarm in the caller's tenant (the transaction's wall); 404 when none. */
export async function alarmSnapshotJpeg(tx: Tx, alarmId: number): Promise<{ jpeg: Buffer; takenAt: Date }> {
  const [alarm] = await tx.select({ id: alarms.id }).from(alarms).where(eq(alarms.id, alarmId));
  if (!alarm) throw NotFound('error.alarmNotFound');
  const [still] = await tx
    .select({ jpeg: alarmSnapshots.jpeg, takenAt: alarmSnapshots.takenAt })
    .from(alarmSnapshots)
    .where(eq(alarmSnapshots.alarmId, alarmId));
  if (!still) throw NotFound('error.snapshotNotFound');
  return still;
}

/** A grab's failure as the API's error: the camera's silence 504, no ffmpeg 503 (both say so). */
export function grabFailure(error: unknown): AppError {
  if (error instanceof GrabError)
    return new AppError(ERROR_CODES.unavailable, error.key, error.key === 'error.ffmpegMissing' ? 503 : 504);
  return new AppError(ERROR_CODES.unavailable, 'error.cameraNoAnswer', 504);
}

export interface Still {
  jpeg: Buffer;
  takenAt: Date;
}

/**
 * Fresh stills of beds for the live view: at most one grab in flight per bed (concurrent callers
 * share it), and a grab's outcome (still or failure) answers the callers of the next
 * `minIntervalMs` too, so a wall of open screens costs one ffmpeg per bed and interval.
 */
export class LiveStills {
  private readonly inFlight = new Map<number, Promise<Still>>();
  private readonly recent = new Map<number, { at: number; result: Promise<Still> }>();
  /** Grabs started (tests check that callers share them). */
  started = 0;

  constructor(
    private readonly minIntervalMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  get(bedId: number, take: () => Promise<Still>): Promise<Still> {
    const running = this.inFlight.get(bedId);
    if (running) return running;
    const now = this.clock();
    for (const [bed, entry] of this.recent) if (now - entry.at >= this.minIntervalMs) this.recent.delete(bed);
    const last = this.recent.get(bedId);
    if (last) return last.result;
    this.started += 1;
    const result = take();
    this.inFlight.set(bedId, result);
    const settle = () => {
      this.inFlight.delete(bedId);
      this.recent.set(bedId, { at: this.clock(), result });
    };
    result.then(settle, settle);
    return result;
  }
}
