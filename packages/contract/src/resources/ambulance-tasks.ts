import { z } from 'zod';
import { defineResource } from './define';
import {
  ambulanceTaskDescription,
  NOTICE_MAIL_STATES,
  PATIENT_SEXES,
  TASK_ACTIONS,
  TASK_MOVERS,
  TASK_PRIORITIES,
  TASK_STATES,
  type TaskState,
} from './descriptions/ambulance-tasks';
import { fleetFixSchema, fleetHospitalSchema, trackPointSchema } from './ambulance-fleet';
import { GEOFENCE_EVENT_KINDS } from './descriptions/ambulance-fleet';
import { intBetween, optionalText, requiredName } from './medical-fields';
import { PHONE_PATTERN } from './patterns';

export * from './descriptions/ambulance-tasks';

const coordinate = (limit: number) =>
  z
    .number({ error: 'validation.invalidType' })
    .min(-limit, { error: 'validation.min' })
    .max(limit, { error: 'validation.max' })
    .nullable()
    .optional();

const optionalId = () =>
  z
    .number({ error: 'validation.invalidType' })
    .int()
    .positive({ error: 'validation.invalid' })
    .nullable()
    .optional();

export const ambulanceTaskDefinition = defineResource(ambulanceTaskDescription, {
  shape: {
    number: z.string(),
    state: z.enum(TASK_STATES),
    priority: z.enum(TASK_PRIORITIES, { error: 'validation.enum' }).default('urgent'),
    callerName: requiredName(32),
    callerPhone: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .regex(PHONE_PATTERN, { error: 'validation.phone' }),
    address: requiredName(200),
    lat: coordinate(90),
    lng: coordinate(180),
    complaint: requiredName(500),
    patientName: optionalText(32),
    patientSex: z.enum(PATIENT_SEXES, { error: 'validation.enum' }).nullable().optional(),
    patientAge: intBetween(0, 150).nullable().optional(),
    vehicleId: optionalId(),
    hospitalId: optionalId(),
    notes: optionalText(500),
    createdAt: z.string(),
    dispatchedAt: z.string().nullable(),
    enRouteAt: z.string().nullable(),
    onSceneAt: z.string().nullable(),
    transportingAt: z.string().nullable(),
    arrivedAt: z.string().nullable(),
    closedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    cancelReason: z.string().nullable(),
  },
  refine: (values, ctx) => {
    // A pickup position is both coordinates or neither.
    const hasLat = values.lat !== undefined && values.lat !== null;
    const hasLng = values.lng !== undefined && values.lng !== null;
    if (hasLat !== hasLng)
      ctx.addIssue({ code: 'custom', message: 'validation.taskPosition', path: [hasLat ? 'lng' : 'lat'] });
  },
});

/** `POST …/ambulanceTasks/{id}/transition`: a console move, a reason for a cancel. */
export const taskTransitionSchema = z
  .object({
    action: z.enum(TASK_ACTIONS, { error: 'validation.enum' }),
    reason: z.string().trim().max(200, { error: 'validation.max' }).optional(),
  })
  .strict();
export type TaskTransition = z.infer<typeof taskTransitionSchema>;

// --- ETA (ADR 0045) ------------------------------------------------------------------------------

/** No estimate assumes a slower speed than this (km/h): a standing vehicle still gets an ETA. */
export const ETA_FLOOR_KMH = 10;
/** The fixes of the last this-many minutes make the recent average speed. */
export const ETA_SPEED_MINUTES = 5;
/** A new pre-arrival notice when the ETA moved by this many seconds since the last one. */
export const NOTICE_ETA_CHANGE_SECONDS = 180;

export const taskEtaSchema = z.object({
  target: z.enum(['scene', 'hospital']),
  /** metres, great-circle */
  distance: z.number(),
  /** km/h used */
  speed: z.number(),
  seconds: z.number(),
  /** the fix it is counted from */
  from: z.string(),
  at: z.string(),
});
export type TaskEta = z.infer<typeof taskEtaSchema>;

// --- the task page (`GET …/ambulanceTasks/{id}/live`) -------------------------------------------

export const taskEventSchema = z.object({
  id: z.number(),
  action: z.enum(TASK_ACTIONS),
  fromState: z.enum(TASK_STATES),
  toState: z.enum(TASK_STATES),
  by: z.enum(TASK_MOVERS),
  actor: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type TaskEvent = z.infer<typeof taskEventSchema>;

export const taskNoticeSchema = z.object({
  id: z.number(),
  hospitalId: z.number(),
  sentAt: z.string(),
  etaSeconds: z.number().nullable(),
  etaAt: z.string().nullable(),
  summary: z.string(),
  mail: z.enum(NOTICE_MAIL_STATES),
  mailTo: z.string().nullable(),
  mailError: z.string().nullable(),
});
export type TaskNotice = z.infer<typeof taskNoticeSchema>;

export const taskLiveSchema = z.object({
  now: z.string(),
  task: z.record(z.string(), z.unknown()),
  events: z.array(taskEventSchema),
  notices: z.array(taskNoticeSchema),
  eta: taskEtaSchema.nullable(),
  /** The ambulance: its terminal, plate and last fix (null without one). */
  vehicle: z
    .object({
      id: z.number(),
      deviceAccountId: z.number(),
      plate: z.string(),
      online: z.boolean(),
      lastFix: fleetFixSchema.nullable(),
    })
    .nullable(),
  hospital: fleetHospitalSchema.nullable(),
  /** The pickup's geofence radius (the settings' default), metres. */
  sceneRadius: z.number(),
  staleFixSeconds: z.number(),
  mapStyleUrl: z.string(),
  /** The fixes since dispatch (until the end of the task), in time order. */
  route: z.array(trackPointSchema),
  /** The ambulance entering and leaving hospitals' geofences during the task, in time order. */
  geofence: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(GEOFENCE_EVENT_KINDS),
      hospitalId: z.number(),
      hospitalName: z.string(),
      at: z.string(),
    }),
  ),
});
export type TaskLive = z.infer<typeof taskLiveSchema>;

// --- the terminal protocol (MQTT, ADR 0045) --------------------------------------------------------

/** What an ambulance terminal publishes on its `event` channel to move its task. */
export const taskStatusEventSchema = z.object({
  type: z.literal('ambulanceTask'),
  taskId: z.number().int().positive(),
  action: z.enum(['depart', 'reachScene', 'transport', 'arrive']),
  ref: z.string().max(64).optional(),
});
export type TaskStatusEvent = z.infer<typeof taskStatusEventSchema>;

/** The server's answer on the terminal's `cmd` topic (a notice, no command id). */
export type TaskNoticeMessage =
  | { type: 'ambulanceTaskState'; taskId: number; state: TaskState; ref?: string }
  | { type: 'ambulanceTaskRefused'; taskId: number; error: string; ref?: string };

/** The payload of the `taskDispatch` command: what the crew needs to know. */
export interface TaskDispatchPayload {
  taskId: number;
  number: string;
  priority: string;
  address: string;
  lat: number | null;
  lng: number | null;
  complaint: string;
  hospital: { id: number; name: string; lat: number; lng: number } | null;
  [key: string]: unknown;
}
