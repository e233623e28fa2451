import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PATHS, accessAllows, envelopeSchema } from '@console/contract';
import { recordIdSchema } from '@console/contract/api/record-id';
import { EDITOR_ACCESS } from '@console/contract/resources/ambulance-fleet';
import {
  NOTICE_ETA_CHANGE_SECONDS,
  taskLiveSchema,
  taskStatusEventSchema,
  taskTransitionSchema,
  type TaskLive,
  type TaskState,
} from '@console/contract/resources/ambulance-tasks';
import type { AmbulanceTaskRealtimeEvent } from '@console/contract/realtime';
import type { MessageKey } from '@console/contract/i18n/messages';
import type { Db } from '../../db/client';
import { recordLog } from '../../platform/audit';
import { AppError, NotFound } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import type { FixListeners } from '../ambulance-fleet/fix-listeners';
import { distanceMeters } from '../ambulance-fleet/track';
import { ambulanceHospitals } from '../ambulance-fleet/tables';
import { ambulanceSettings } from '../ambulance-system/routes';
import { sendMail } from '../system-settings/mail';
import { storedMail } from '../system-settings/settings';
import type { TerminalRef } from '../realtime/terminal-auth';
import {
  addNotice,
  isTaskTerminal,
  JOB_NOTICE_MAIL,
  lastNotice,
  moveTask,
  noticeMail,
  taskEta,
  taskLiveParts,
  trackedTaskOf,
  type MoveContext,
  type Moved,
  type TaskRow,
} from './service';
import { ambulanceTaskNotices, ambulanceTasks } from './tables';

const tags = ['Ambulance tasks'];
const params = z.object({ id: recordIdSchema });
const mailJob = z.object({ noticeId: z.number().int().positive() });

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * Emergency tasks beyond the engine's rows (ADR 0045): the console's moves, the terminal's
 * status messages over MQTT (answered on its `cmd` topic), the moves geofences make from the
 * fleet's fixes, the ETA, the pre-arrival notice and its mail, the console topic
 * `ambulanceTasks`, and the task page's live data.
 */
const ambulanceTaskRoutes: FastifyPluginAsyncZod<{ fixListeners: FixListeners }> = async (
  app,
  { fixListeners },
) => {
  const base = PATHS.resource('ambulanceTasks');
  const now = () => app.jobs.now();
  const online = app.realtime.online;
  const warn = (error: unknown) => app.log.warn({ err: error }, 'an ambulance task move failed');

  const announce = (task: TaskRow, change: AmbulanceTaskRealtimeEvent['change'], extra = {}) =>
    app.realtime.publish({
      type: 'ambulanceTask',
      customerId: task.customerId,
      taskId: task.id,
      change,
      state: task.state as TaskState,
      ...extra,
    });
  /** After commit: the commands go to the terminal, the consoles hear the move. */
  const after = (moved: Moved) => {
    app.realtime.sendCreated(moved.commands);
    announce(moved.task, moved.notice ? 'notice' : 'state');
  };

  /** A move by a terminal or a geofence: in its own transaction, on the server's connection. */
  const moveBy = async (
    db: Db,
    customerId: number,
    taskId: number,
    action: Parameters<typeof moveTask>[3],
    context: Omit<MoveContext, 'online' | 'now'>,
  ) => {
    const moved = await db.transaction((tx) =>
      moveTask(tx, customerId, taskId, action, { ...context, now: now(), online }),
    );
    after(moved);
    return moved;
  };

  app.realtime.guardTopic('ambulanceTasks', async (caller) => accessAllows(caller, EDITOR_ACCESS.view));

  // The terminal's crew reports its progress (`{ type: 'ambulanceTask', taskId, action }`).
  app.realtime.onTerminalEvent((terminal, event) => {
    const parsed = taskStatusEventSchema.safeParse(event);
    if (!parsed.success) return;
    const { taskId, action, ref } = parsed.data;
    const refuse = (error: MessageKey) =>
      app.realtime.notifyTerminal(terminal, {
        type: 'ambulanceTaskRefused',
        taskId,
        error,
        ...(ref ? { ref } : {}),
      });
    void (async () => {
      const [task] = await app.db
        .select()
        .from(ambulanceTasks)
        .where(and(eq(ambulanceTasks.id, taskId), eq(ambulanceTasks.customerId, terminal.customerId)));
      if (!task) return refuse('error.taskNotFound');
      if (!(await isTaskTerminal(app.db, task, terminal))) return refuse('error.taskNotYours');
      try {
        const moved = await moveBy(app.db, terminal.customerId, taskId, action, {
          by: 'terminal',
          actor: terminal.account,
        });
        app.realtime.notifyTerminal(terminal, {
          type: 'ambulanceTaskState',
          taskId,
          state: moved.task.state as TaskState,
          ...(ref ? { ref } : {}),
        });
      } catch (error) {
        if (error instanceof AppError) refuse(error.key);
        else throw error;
      }
    })().catch(warn);
  });

  // Each fix of an ambulance on a task: on scene at the pickup, at hospital on its geofence, the ETA.
  const stopFixes = fixListeners.on(async (terminal: TerminalRef, at, fix, entered) => {
    const task = await trackedTaskOf(app.db, terminal);
    if (!task) return;
    const state = task.state as TaskState;
    const settings = await ambulanceSettings(app.db);
    const moveIt = async (action: 'reachScene' | 'arrive', actor: string) => {
      try {
        return (await moveBy(app.db, terminal.customerId, task.id, action, { by: 'geofence', actor })).task;
      } catch (error) {
        // Moved meanwhile by the crew or the console: nothing to do.
        if (error instanceof AppError) return null;
        throw error;
      }
    };
    let current: TaskRow | null = task;
    if (
      state === 'enRoute' &&
      task.lat !== null &&
      task.lng !== null &&
      distanceMeters(fix, { lat: task.lat, lng: task.lng }) <= settings.geofenceRadiusMeters
    )
      current = await moveIt('reachScene', task.address.slice(0, 64));
    else if (state === 'transporting' && task.hospitalId !== null && entered.includes(task.hospitalId)) {
      const [hospital] = await app.db
        .select({ name: ambulanceHospitals.name })
        .from(ambulanceHospitals)
        .where(eq(ambulanceHospitals.id, task.hospitalId));
      current = await moveIt('arrive', hospital?.name ?? '');
    }
    if (!current) return;
    const eta = await taskEta(app.db, current, at, { ...fix, at, speed: fix.speed ?? null });
    if (current.state === task.state) announce(current, 'eta', { eta });
    // An ETA that moved a lot since the last notice makes a new one for the hospital.
    if (current.state === 'transporting' && eta) {
      const last = await lastNotice(app.db, current.id);
      if (!last || Math.abs((last.etaSeconds ?? 0) - eta.seconds) >= NOTICE_ETA_CHANGE_SECONDS) {
        await app.db.transaction((tx) => addNotice(tx, current, eta, at));
        announce(current, 'notice', { eta });
      }
    }
  });
  app.addHook('onClose', async () => stopFixes());

  // The notice's mail to the hospital (ADR 0045), through the mail settings of /setting/mailManage.
  app.jobs.handle(JOB_NOTICE_MAIL, mailJob, async ({ noticeId }) => {
    const [row] = await app.db
      .select({
        notice: ambulanceTaskNotices,
        number: ambulanceTasks.number,
        hospital: ambulanceHospitals.name,
      })
      .from(ambulanceTaskNotices)
      .innerJoin(ambulanceTasks, eq(ambulanceTasks.id, ambulanceTaskNotices.taskId))
      .innerJoin(ambulanceHospitals, eq(ambulanceHospitals.id, ambulanceTaskNotices.hospitalId))
      .where(eq(ambulanceTaskNotices.id, noticeId));
    if (!row || row.notice.mail !== 'pending' || !row.notice.mailTo) return;
    const set = (values: Partial<typeof ambulanceTaskNotices.$inferInsert>) =>
      app.db.update(ambulanceTaskNotices).set(values).where(eq(ambulanceTaskNotices.id, noticeId));
    const stored = await storedMail(app.db);
    if (!stored) {
      await set({ mail: 'noMail', mailError: 'not sent: no mail server configured' });
      return;
    }
    try {
      await sendMail(stored, app.secrets, {
        to: row.notice.mailTo,
        ...noticeMail({ number: row.number }, row.notice, row.hospital),
      });
      await set({ mail: 'sent', mailError: null });
    } catch (error) {
      const reason =
        error instanceof AppError ? String(error.options.params?.reason ?? error.key) : String(error);
      await set({ mail: 'failed', mailError: reason.slice(0, 500) });
    }
  });

  app.post(
    `${base}/:id/transition`,
    {
      config: { access: EDITOR_ACCESS.update },
      schema: {
        tags,
        summary:
          'Move a task: dispatch (sends it to the ambulance), depart, reachScene, transport (pre-arrival notice), arrive, close, cancel (with a reason)',
        params,
        body: taskTransitionSchema,
        response: { 200: envelopeSchema(z.record(z.string(), z.unknown())) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { action, reason } = request.body;
      const moved = await app.inTenant(caller, async (tx) => {
        const moved = await moveTask(tx, null, request.params.id, action, {
          by: 'console',
          actor: caller.account,
          reason,
          now: now(),
          online,
        });
        await recordLog(tx, caller, {
          action,
          resource: 'ambulanceTasks',
          resourceId: moved.task.id,
          before: moved.before,
          after: moved.task,
          customerId: moved.task.customerId,
        });
        return moved;
      });
      after(moved);
      return ok(presentTask(moved.task));
    },
  );

  app.get(
    `${base}/:id/live`,
    {
      config: { access: EDITOR_ACCESS.view },
      schema: {
        tags,
        summary: 'A task now: timeline, notices, ETA, its ambulance’s last fix, the route since dispatch',
        params,
        response: { 200: envelopeSchema(taskLiveSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const settings = await ambulanceSettings(app.db);
      const at = now();
      const live = await app.inTenant(caller, async (tx): Promise<TaskLive> => {
        const [task] = await tx.select().from(ambulanceTasks).where(eq(ambulanceTasks.id, request.params.id));
        if (!task) throw NotFound('error.taskNotFound');
        const parts = await taskLiveParts(tx, task, at);
        return {
          now: at.toISOString(),
          task: presentTask(task),
          events: parts.events.map((e) => ({
            id: e.id,
            action: e.action as TaskLive['events'][number]['action'],
            fromState: e.fromState as TaskState,
            toState: e.toState as TaskState,
            by: e.by as TaskLive['events'][number]['by'],
            actor: e.actor,
            reason: e.reason,
            at: e.createdAt.toISOString(),
          })),
          notices: parts.notices.map((n) => ({
            id: n.id,
            hospitalId: n.hospitalId,
            sentAt: n.createdAt.toISOString(),
            etaSeconds: n.etaSeconds,
            etaAt: iso(n.etaAt),
            summary: n.summary,
            mail: n.mail as TaskLive['notices'][number]['mail'],
            mailTo: n.mailTo,
            mailError: n.mailError,
          })),
          eta: parts.eta,
          vehicle: parts.terminal
            ? {
                id: parts.terminal.vehicleId,
                deviceAccountId: parts.terminal.id,
                plate: parts.terminal.plate,
                online: online(parts.terminal),
                lastFix: parts.lastFix,
              }
            : null,
          hospital: parts.hospital
            ? {
                id: parts.hospital.id,
                name: parts.hospital.name,
                lat: parts.hospital.lat,
                lng: parts.hospital.lng,
                geofenceRadius: parts.hospital.geofenceRadius ?? settings.geofenceRadiusMeters,
              }
            : null,
          sceneRadius: settings.geofenceRadiusMeters,
          staleFixSeconds: settings.staleFixSeconds,
          mapStyleUrl: settings.mapStyleUrl,
          geofence: parts.geofence.map((g) => ({
            id: g.id,
            kind: g.kind as TaskLive['geofence'][number]['kind'],
            hospitalId: g.hospitalId,
            hospitalName: g.hospitalName,
            at: g.createdAt.toISOString(),
          })),
          route: parts.route.map((p) => ({
            at: p.createdAt.toISOString(),
            lat: p.lat,
            lng: p.lng,
            speed: p.speed,
            heading: p.heading,
            vitals: null,
          })),
        };
      });
      return ok(live);
    },
  );
};

/** A task row as the API answers it (times as ISO strings). */
export function presentTask(task: TaskRow): Record<string, unknown> {
  const out: Record<string, unknown> = { ...task };
  for (const [key, value] of Object.entries(out)) if (value instanceof Date) out[key] = value.toISOString();
  return out;
}

export default ambulanceTaskRoutes;
