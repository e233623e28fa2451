import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import {
  ETA_SPEED_MINUTES,
  nextTaskState,
  OPEN_TASK_STATES,
  TASK_PRIORITY_LABELS,
  TASK_STAMPS,
  TASK_STATE_LABELS,
  type TaskAction,
  type TaskDispatchPayload,
  type TaskEta,
  type TaskMover,
  type TaskState,
} from '@console/contract/resources/ambulance-tasks';
import type { FleetFix } from '@console/contract/resources/ambulance-fleet';
import type { TerminalCommand } from '@console/contract/realtime';
import type { Db, Tx } from '../../db/client';
import { BadRequest, NotFound } from '../../platform/errors';
import { scheduleJob } from '../../platform/jobs/runner';
import {
  ambulanceGeofenceEvents,
  ambulanceHospitals,
  ambulancePositions,
  ambulanceVehicles,
} from '../ambulance-fleet/tables';
import { lastFixes } from '../ambulance-fleet/positions';
import { ambulanceSettings } from '../ambulance-system/routes';
import { deviceAccounts } from '../device-accounts/tables';
import { presentCommand } from '../realtime/commands';
import { terminalCommands } from '../realtime/tables';
import type { TerminalRef } from '../realtime/terminal-auth';
import { estimateEta } from './eta';
import { ambulanceTaskEvents, ambulanceTaskNotices, ambulanceTasks } from './tables';

export type TaskRow = typeof ambulanceTasks.$inferSelect;
export const JOB_NOTICE_MAIL = 'ambulance-notice-mail';

/** States in which the ambulance is on its way or carrying: fixes move the task and its ETA. */
export const TRACKED_STATES: readonly TaskState[] = ['dispatched', 'enRoute', 'onScene', 'transporting'];

/** A command created in the transaction, to be sent after it commits. */
export interface CreatedCommand {
  terminal: TerminalRef;
  command: TerminalCommand;
}

export interface MoveContext {
  by: TaskMover;
  /** The console user's account, the terminal's account, or the hospital's name. */
  actor: string | null;
  reason?: string | undefined;
  now: Date;
  /** Whether a terminal is online (a command to it is then sent at once, else queued). */
  online: (terminal: { id: number; online: boolean }) => boolean;
}

export interface Moved {
  before: TaskRow;
  task: TaskRow;
  commands: CreatedCommand[];
  /** A pre-arrival notice was made (its mail job scheduled when it has an address). */
  notice: boolean;
}

/** The next task number of a company for a day: `YYYYMMDD-NNN` (the day on the server's clock, UTC+8). */
export async function nextTaskNumber(tx: Tx, customerId: number, now: Date): Promise<string> {
  // Dispatch centres count tasks by the local day; the console's home zone is China (UTC+8).
  const local = new Date(now.getTime() + 8 * 3600_000);
  const day = local.toISOString().slice(0, 10).replaceAll('-', '');
  const [row] = await tx
    .select({ last: sql<string | null>`max(${ambulanceTasks.number})` })
    .from(ambulanceTasks)
    .where(and(eq(ambulanceTasks.customerId, customerId), sql`${ambulanceTasks.number} like ${day + '-%'}`));
  const last = row?.last ? Number(row.last.slice(9)) : 0;
  return `${day}-${String(last + 1).padStart(3, '0')}`;
}

/** The vehicle's terminal (its device account), for commands and fixes. */
async function vehicleTerminal(executor: Db | Tx, vehicleId: number) {
  const [row] = await executor
    .select({
      vehicleId: ambulanceVehicles.id,
      plate: ambulanceVehicles.plate,
      id: deviceAccounts.id,
      customerId: deviceAccounts.customerId,
      account: deviceAccounts.account,
      online: deviceAccounts.online,
    })
    .from(ambulanceVehicles)
    .innerJoin(deviceAccounts, eq(deviceAccounts.id, ambulanceVehicles.deviceAccountId))
    .where(eq(ambulanceVehicles.id, vehicleId));
  return row ?? null;
}

async function hospitalOf(executor: Db | Tx, hospitalId: number | null) {
  if (!hospitalId) return null;
  const [row] = await executor.select().from(ambulanceHospitals).where(eq(ambulanceHospitals.id, hospitalId));
  return row ?? null;
}

/** The ambulance's open task other than `exceptId`, if any. */
async function openTaskOf(tx: Tx, customerId: number, vehicleId: number, exceptId: number) {
  const [row] = await tx
    .select({ id: ambulanceTasks.id })
    .from(ambulanceTasks)
    .where(
      and(
        eq(ambulanceTasks.customerId, customerId),
        eq(ambulanceTasks.vehicleId, vehicleId),
        inArray(ambulanceTasks.state, [...OPEN_TASK_STATES]),
        ne(ambulanceTasks.id, exceptId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Refuse an ambulance that is on another open task (the partial unique index is the last wall). */
export async function checkVehicleFree(tx: Tx, customerId: number, vehicleId: number, exceptId = 0) {
  if (await openTaskOf(tx, customerId, vehicleId, exceptId))
    throw BadRequest('error.taskVehicleBusy', 'vehicleId');
}

async function commandTo(
  tx: Tx,
  terminal: { id: number; customerId: number; account: string; online: boolean },
  kind: 'taskDispatch' | 'taskCancel',
  payload: Record<string, unknown>,
  context: MoveContext,
): Promise<CreatedCommand> {
  const up = context.online(terminal);
  const [row] = await tx
    .insert(terminalCommands)
    .values({
      customerId: terminal.customerId,
      deviceAccountId: terminal.id,
      kind,
      payload,
      state: up ? 'requested' : 'queued',
      sentAt: up ? context.now : null,
      createdBy: context.actor ?? context.by,
    })
    .returning();
  return {
    terminal: { id: terminal.id, customerId: terminal.customerId, account: terminal.account },
    command: presentCommand(row!),
  };
}

/** What the crew is told on dispatch. */
async function dispatchPayload(tx: Tx, task: TaskRow): Promise<TaskDispatchPayload> {
  const hospital = await hospitalOf(tx, task.hospitalId);
  return {
    taskId: task.id,
    number: task.number,
    priority: task.priority,
    address: task.address,
    lat: task.lat,
    lng: task.lng,
    complaint: task.complaint,
    hospital: hospital
      ? { id: hospital.id, name: hospital.name, lat: hospital.lat, lng: hospital.lng }
      : null,
  };
}

/**
 * Move a task by `action` (ADR 0045): only the moves of `TASK_MOVES` for the mover, each once
 * (the update names the state it leaves, so a repeated or racing message changes nothing and is
 * refused). Stamps the new state's time, records the move on the timeline, and: dispatch needs an
 * ambulance that is on no other open task and sends the task to its terminal; a cancel needs a
 * reason and calls the terminal off; going transporting makes the pre-arrival notice.
 */
export async function moveTask(
  tx: Tx,
  customerId: number | null,
  taskId: number,
  action: TaskAction,
  context: MoveContext,
): Promise<Moved> {
  const [before] = await tx
    .select()
    .from(ambulanceTasks)
    .where(
      and(
        eq(ambulanceTasks.id, taskId),
        ...(customerId === null ? [] : [eq(ambulanceTasks.customerId, customerId)]),
      ),
    )
    .for('update');
  if (!before) throw NotFound('error.taskNotFound');
  const from = before.state as TaskState;
  const to = nextTaskState(from, action, context.by);
  if (!to) throw BadRequest('error.taskIllegalMove');
  const reason = context.reason?.trim() || null;
  if (action === 'cancel' && !reason) throw BadRequest('error.taskCancelReason', 'reason');
  const commands: CreatedCommand[] = [];
  if (action === 'dispatch') {
    if (!before.vehicleId) throw BadRequest('error.taskNeedsAmbulance', 'vehicleId');
    // Two dispatches of one ambulance take turns on its row.
    await tx.execute(sql`select id from ambulance_vehicles where id = ${before.vehicleId} for update`);
    await checkVehicleFree(tx, before.customerId, before.vehicleId, before.id);
  }
  const stampColumn = TASK_STAMPS[to as keyof typeof TASK_STAMPS];
  const [task] = await tx
    .update(ambulanceTasks)
    .set({
      state: to,
      updatedAt: context.now,
      ...(stampColumn ? { [stampColumn]: context.now } : {}),
      ...(action === 'cancel' ? { cancelReason: reason } : {}),
    })
    .where(and(eq(ambulanceTasks.id, before.id), eq(ambulanceTasks.state, from)))
    .returning();
  if (!task) throw BadRequest('error.taskIllegalMove');
  await tx.insert(ambulanceTaskEvents).values({
    customerId: task.customerId,
    taskId: task.id,
    action,
    fromState: from,
    toState: to,
    by: context.by,
    actor: context.actor?.slice(0, 64) ?? null,
    reason: action === 'cancel' ? reason : null,
    createdAt: context.now,
  });
  const terminal = task.vehicleId ? await vehicleTerminal(tx, task.vehicleId) : null;
  if (action === 'dispatch' && terminal)
    commands.push(
      await commandTo(tx, terminal, 'taskDispatch', { ...(await dispatchPayload(tx, task)) }, context),
    );
  if (action === 'cancel' && terminal && from !== 'created')
    commands.push(
      await commandTo(tx, terminal, 'taskCancel', { taskId: task.id, number: task.number, reason }, context),
    );
  let notice = false;
  if (to === 'transporting' && task.hospitalId) {
    const eta = await taskEta(tx, task, context.now);
    await addNotice(tx, task, eta, context.now);
    notice = true;
  }
  return { before, task, commands, notice };
}

/** The fixes' speeds of the terminal in the last minutes (for the average speed). */
async function recentSpeeds(executor: Db | Tx, customerId: number, deviceAccountId: number, now: Date) {
  const rows = await executor
    .select({ speed: ambulancePositions.speed })
    .from(ambulancePositions)
    .where(
      and(
        eq(ambulancePositions.customerId, customerId),
        eq(ambulancePositions.deviceAccountId, deviceAccountId),
        gte(ambulancePositions.createdAt, new Date(now.getTime() - ETA_SPEED_MINUTES * 60_000)),
      ),
    )
    .orderBy(desc(ambulancePositions.createdAt))
    .limit(100);
  return rows.flatMap((row) => (row.speed === null ? [] : [row.speed]));
}

/** Where the ambulance is heading in this state: the scene, the hospital, or nowhere. */
async function targetOf(executor: Db | Tx, task: TaskRow) {
  const state = task.state as TaskState;
  if ((state === 'dispatched' || state === 'enRoute') && task.lat !== null && task.lng !== null)
    return { kind: 'scene' as const, lat: task.lat, lng: task.lng };
  if (state === 'transporting') {
    const hospital = await hospitalOf(executor, task.hospitalId);
    if (hospital) return { kind: 'hospital' as const, lat: hospital.lat, lng: hospital.lng };
  }
  return null;
}

/**
 * The task's ETA from its ambulance's fix (`fix`, or the last stored one) to its target, or null
 * (no target in this state, no ambulance, no fix).
 */
export async function taskEta(
  executor: Db | Tx,
  task: TaskRow,
  now: Date,
  fix?: { lat: number; lng: number; at: Date; speed: number | null },
): Promise<TaskEta | null> {
  const target = await targetOf(executor, task);
  if (!target || !task.vehicleId) return null;
  const terminal = await vehicleTerminal(executor, task.vehicleId);
  if (!terminal) return null;
  let from = fix;
  if (!from) {
    const last = (await lastFixes(executor, task.customerId, [terminal.id])).get(terminal.id);
    if (!last) return null;
    from = { lat: last.lat, lng: last.lng, at: new Date(last.at), speed: last.speed };
  }
  const speeds = await recentSpeeds(executor, task.customerId, terminal.id, now);
  if (fix?.speed !== null && fix?.speed !== undefined) speeds.push(fix.speed);
  const settings = await ambulanceSettings(executor);
  return estimateEta({
    fix: from,
    target,
    kind: target.kind,
    recentSpeeds: speeds,
    defaultKmh: settings.etaSpeedKmh,
  });
}

/** What the hospital is told: task, priority, patient, complaint, ambulance. */
function noticeSummary(task: TaskRow, plate: string | null): string {
  const sex = task.patientSex === 'male' ? '男/M' : task.patientSex === 'female' ? '女/F' : '';
  const patient = [task.patientName, sex, task.patientAge === null ? '' : `${task.patientAge}`]
    .filter(Boolean)
    .join(' ');
  const priority = TASK_PRIORITY_LABELS[task.priority as keyof typeof TASK_PRIORITY_LABELS];
  return [
    `${task.number} · ${priority ? `${priority.zh}/${priority.en}` : task.priority}`,
    `患者/Patient: ${patient || '—'}`,
    `主诉/Complaint: ${task.complaint}`,
    ...(plate ? [`车辆/Ambulance: ${plate}`] : []),
  ]
    .join('\n')
    .slice(0, 1000);
}

/**
 * A pre-arrival notice to the receiving hospital: stored on the task with its ETA and patient
 * summary; mailed by a durable job when the hospital has a contact address (the job records
 * "not sent: no mail" when no mail server is configured), else recorded as not sent.
 */
export async function addNotice(tx: Tx, task: TaskRow, eta: TaskEta | null, now: Date) {
  const hospital = await hospitalOf(tx, task.hospitalId);
  if (!hospital) return;
  const vehicle = task.vehicleId ? await vehicleTerminal(tx, task.vehicleId) : null;
  const [notice] = await tx
    .insert(ambulanceTaskNotices)
    .values({
      customerId: task.customerId,
      taskId: task.id,
      hospitalId: hospital.id,
      etaSeconds: eta?.seconds ?? null,
      etaAt: eta ? new Date(eta.at) : null,
      summary: noticeSummary(task, vehicle?.plate ?? null),
      mail: hospital.contactEmail ? 'pending' : 'noMail',
      mailTo: hospital.contactEmail ?? null,
      createdAt: now,
    })
    .returning();
  if (hospital.contactEmail)
    await scheduleJob(tx, {
      kind: JOB_NOTICE_MAIL,
      key: `notice:${notice!.id}`,
      runAt: now,
      payload: { noticeId: notice!.id },
      maxAttempts: 3,
    });
}

/** The mail of a notice, as the job sends it. */
export function noticeMail(
  task: Pick<TaskRow, 'number'>,
  notice: typeof ambulanceTaskNotices.$inferSelect,
  hospitalName: string,
) {
  const eta = notice.etaAt ? notice.etaAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC' : '—';
  const minutes = notice.etaSeconds === null ? '—' : String(Math.max(1, Math.round(notice.etaSeconds / 60)));
  return {
    subject: `预到院通知 Pre-arrival notice ${task.number} · ETA ${minutes} min`,
    text: `${hospitalName}\n\n${notice.summary}\n\n预计到达/ETA: ${eta} (${minutes} min)\n`,
  };
}

/** The task the terminal's vehicle is on now (dispatched to transporting), if any. */
export async function trackedTaskOf(db: Db, terminal: TerminalRef): Promise<TaskRow | null> {
  const [row] = await db
    .select({ task: ambulanceTasks })
    .from(ambulanceTasks)
    .innerJoin(ambulanceVehicles, eq(ambulanceVehicles.id, ambulanceTasks.vehicleId))
    .where(
      and(
        eq(ambulanceTasks.customerId, terminal.customerId),
        eq(ambulanceVehicles.deviceAccountId, terminal.id),
        inArray(ambulanceTasks.state, [...TRACKED_STATES]),
      ),
    )
    .limit(1);
  return row?.task ?? null;
}

/** Is the terminal the one of the task's vehicle? */
export async function isTaskTerminal(executor: Db | Tx, task: TaskRow, terminal: TerminalRef) {
  if (!task.vehicleId) return false;
  const found = await vehicleTerminal(executor, task.vehicleId);
  return found?.id === terminal.id;
}

/** The latest notice of a task (to tell whether its ETA moved enough for a new one). */
export async function lastNotice(executor: Db | Tx, taskId: number) {
  const [row] = await executor
    .select()
    .from(ambulanceTaskNotices)
    .where(eq(ambulanceTaskNotices.taskId, taskId))
    .orderBy(desc(ambulanceTaskNotices.id))
    .limit(1);
  return row ?? null;
}

/** The task page's data: the row's timeline, notices, ETA, ambulance, hospital and route. */
export async function taskLiveParts(tx: Tx, task: TaskRow, now: Date) {
  const events = await tx
    .select()
    .from(ambulanceTaskEvents)
    .where(eq(ambulanceTaskEvents.taskId, task.id))
    .orderBy(asc(ambulanceTaskEvents.createdAt), asc(ambulanceTaskEvents.id));
  const notices = await tx
    .select()
    .from(ambulanceTaskNotices)
    .where(eq(ambulanceTaskNotices.taskId, task.id))
    .orderBy(asc(ambulanceTaskNotices.id));
  const terminal = task.vehicleId ? await vehicleTerminal(tx, task.vehicleId) : null;
  const hospital = await hospitalOf(tx, task.hospitalId);
  const lastFix: FleetFix | null = terminal
    ? ((await lastFixes(tx, task.customerId, [terminal.id])).get(terminal.id) ?? null)
    : null;
  const end = task.closedAt ?? task.cancelledAt ?? null;
  const route =
    terminal && task.dispatchedAt
      ? await tx
          .select({
            createdAt: ambulancePositions.createdAt,
            lat: ambulancePositions.lat,
            lng: ambulancePositions.lng,
            speed: ambulancePositions.speed,
            heading: ambulancePositions.heading,
          })
          .from(ambulancePositions)
          .where(
            and(
              eq(ambulancePositions.customerId, task.customerId),
              eq(ambulancePositions.deviceAccountId, terminal.id),
              gte(ambulancePositions.createdAt, task.dispatchedAt),
              ...(end ? [sql`${ambulancePositions.createdAt} <= ${end.toISOString()}::timestamptz`] : []),
            ),
          )
          .orderBy(asc(ambulancePositions.createdAt), asc(ambulancePositions.id))
          .limit(5000)
      : [];
  // The ambulance entering and leaving hospitals' geofences while on the task (ADR 0040's events).
  const geofence =
    terminal && task.dispatchedAt
      ? await tx
          .select({
            id: ambulanceGeofenceEvents.id,
            kind: ambulanceGeofenceEvents.kind,
            hospitalId: ambulanceGeofenceEvents.hospitalId,
            hospitalName: ambulanceHospitals.name,
            createdAt: ambulanceGeofenceEvents.createdAt,
          })
          .from(ambulanceGeofenceEvents)
          .innerJoin(ambulanceHospitals, eq(ambulanceHospitals.id, ambulanceGeofenceEvents.hospitalId))
          .where(
            and(
              eq(ambulanceGeofenceEvents.customerId, task.customerId),
              eq(ambulanceGeofenceEvents.deviceAccountId, terminal.id),
              gte(ambulanceGeofenceEvents.createdAt, task.dispatchedAt),
              ...(end
                ? [sql`${ambulanceGeofenceEvents.createdAt} <= ${end.toISOString()}::timestamptz`]
                : []),
            ),
          )
          .orderBy(asc(ambulanceGeofenceEvents.createdAt), asc(ambulanceGeofenceEvents.id))
          .limit(200)
      : [];
  const eta = TRACKED_STATES.includes(task.state as TaskState) ? await taskEta(tx, task, now) : null;
  return { events, notices, terminal, hospital, lastFix, route, geofence, eta };
}

export const stateLabel = (state: string) => TASK_STATE_LABELS[state as TaskState]?.en ?? state;
