import { z } from 'zod';
import { defineResource } from './define';
import {
  ATTRIBUTE_OPTIONS_MAX,
  ATTRIBUTE_TARGETS,
  ATTRIBUTE_TYPES,
  CAMERA_POSITIONS,
  GEOFENCE_EVENT_KINDS,
  GEOFENCE_RADIUS,
  MEDICAL_DEVICE_KINDS,
  MEDICAL_DEVICE_STATES,
  ambulanceAttributeDescription,
  ambulanceCameraDescription,
  ambulanceGeofenceEventDescription,
  ambulanceHospitalDescription,
  ambulanceMedicalDeviceDescription,
  ambulancePositionDescription,
  ambulanceVehicleDescription,
} from './descriptions/ambulance-fleet';
import { intBetween, optionalText, requiredId, requiredName } from './medical-fields';
import { EMAIL_PATTERN, PHONE_PATTERN } from './patterns';

export * from './descriptions/ambulance-fleet';

const tooLong = { error: 'validation.max' } as const;

/** Values of custom attributes, by definition id; checked against the definitions on the server. */
const attributeValues = z
  .record(
    z.string().regex(/^[1-9]\d{0,9}$/, { error: 'validation.invalid' }),
    z.union([z.string().trim().max(200, tooLong), z.number().finite()], { error: 'validation.invalidType' }),
    { error: 'validation.invalidType' },
  )
  .default({});

/** A list of short distinct texts (departments, crew, options), order kept. */
const textList = (maxItems: number, maxLength: number) =>
  z
    .array(z.string().trim().min(1, { error: 'validation.required' }).max(maxLength, tooLong), {
      error: 'validation.invalidType',
    })
    .max(maxItems, tooLong)
    .transform((list) => [...new Set(list)])
    .default([]);

const coordinate = (limit: number) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
    })
    .min(-limit, { error: 'validation.min' })
    .max(limit, { error: 'validation.max' });

export const ambulanceAttributeDefinition = defineResource(ambulanceAttributeDescription, {
  shape: {
    target: z.enum(ATTRIBUTE_TARGETS, { error: 'validation.enum' }),
    name: requiredName(32),
    type: z.enum(ATTRIBUTE_TYPES, { error: 'validation.enum' }),
    options: textList(ATTRIBUTE_OPTIONS_MAX, 32),
    required: z.boolean({ error: 'validation.invalidType' }).default(false),
    sort: intBetween(0, 9999).default(0),
  },
  refine: (values, ctx) => {
    // A choice needs its options; other types take none.
    if (values.type === 'select' && Array.isArray(values.options) && values.options.length === 0)
      ctx.addIssue({ code: 'custom', message: 'validation.attributeOptions', path: ['options'] });
  },
});

export const ambulanceHospitalDefinition = defineResource(ambulanceHospitalDescription, {
  shape: {
    name: requiredName(64),
    address: requiredName(200),
    lat: coordinate(90),
    lng: coordinate(180),
    departments: textList(50, 32),
    contactName: optionalText(32),
    contactPhone: z
      .string()
      .trim()
      .regex(PHONE_PATTERN, { error: 'validation.phone' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    contactEmail: z
      .string()
      .trim()
      .max(128, tooLong)
      .regex(EMAIL_PATTERN, { error: 'validation.email' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    geofenceRadius: intBetween(GEOFENCE_RADIUS.min, GEOFENCE_RADIUS.max).nullable().optional(),
    enabled: z.boolean({ error: 'validation.invalidType' }).default(true),
    attributes: attributeValues,
  },
});

export const ambulanceVehicleDefinition = defineResource(ambulanceVehicleDescription, {
  shape: {
    plate: requiredName(16),
    deviceAccountId: requiredId(),
    vehicleModel: optionalText(64),
    station: optionalText(64),
    crew: textList(12, 32),
    enabled: z.boolean({ error: 'validation.invalidType' }).default(true),
    attributes: attributeValues,
  },
});

export const ambulanceMedicalDeviceDefinition = defineResource(ambulanceMedicalDeviceDescription, {
  shape: {
    vehicleId: requiredId(),
    kind: z.enum(MEDICAL_DEVICE_KINDS, { error: 'validation.enum' }),
    model: requiredName(64),
    serial: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(64, tooLong)
      .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.code' }),
    state: z.enum(MEDICAL_DEVICE_STATES),
    onboardedAt: z.string().nullable(),
    description: optionalText(255),
  },
});

/** A camera's stream: rtsp, rtmp or http(s). */
const streamUrl = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(512, tooLong)
  .refine(
    (value) => {
      try {
        return ['rtsp:', 'rtmp:', 'http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: 'validation.streamUrl' },
  );

export const ambulanceCameraDefinition = defineResource(ambulanceCameraDescription, {
  shape: {
    vehicleId: requiredId(),
    name: requiredName(64),
    position: z.enum(CAMERA_POSITIONS, { error: 'validation.enum' }).default('cabin'),
    streamUrl,
    enabled: z.boolean({ error: 'validation.invalidType' }).default(true),
    attributes: attributeValues,
  },
});

export const ambulancePositionDefinition = defineResource(ambulancePositionDescription, {
  shape: {
    createdAt: z.string(),
    deviceAccountId: z.number().int(),
    lat: z.number(),
    lng: z.number(),
    speed: z.number().nullable(),
    heading: z.number().nullable(),
    heartRate: z.number().nullable(),
    spo2: z.number().nullable(),
    systolic: z.number().nullable(),
    diastolic: z.number().nullable(),
    respiration: z.number().nullable(),
    temperature: z.number().nullable(),
  },
});

export const ambulanceGeofenceEventDefinition = defineResource(ambulanceGeofenceEventDescription, {
  shape: {
    createdAt: z.string(),
    deviceAccountId: z.number().int(),
    hospitalId: z.number().int(),
    kind: z.enum(GEOFENCE_EVENT_KINDS),
    lat: z.number(),
    lng: z.number(),
  },
});

// --- GPS telemetry -------------------------------------------------------------------------------

/**
 * What an ambulance terminal publishes on its telemetry topic: `{ kind: 'gps', lat, lng, speed,
 * heading, vitals? }` (speed km/h, heading degrees from north); the vitals are the onboard
 * monitor's, stored with the fix.
 */
export const gpsTelemetrySchema = z.object({
  kind: z.literal('gps'),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  speed: z.number().min(0).max(400).optional(),
  heading: z.number().min(0).max(360).optional(),
  vitals: z.record(z.string(), z.number()).optional(),
});
export type GpsTelemetry = z.infer<typeof gpsTelemetrySchema>;

// --- the live map and replay (`/console/api/v1/ambulanceFleet/…`) -----------------------------------

export const fleetFixSchema = z.object({
  at: z.string(),
  lat: z.number(),
  lng: z.number(),
  speed: z.number().nullable(),
  heading: z.number().nullable(),
  vitals: z.record(z.string(), z.number()).nullable(),
});
export type FleetFix = z.infer<typeof fleetFixSchema>;

export const fleetCameraSchema = z.object({
  id: z.number(),
  name: z.string(),
  position: z.string(),
  streamUrl: z.string(),
});

/** One ambulance of the company on the map: its terminal, vehicle data and last fix. */
export const fleetVehicleSchema = z.object({
  deviceAccountId: z.number(),
  account: z.string(),
  name: z.string(),
  online: z.boolean(),
  vehicleId: z.number().nullable(),
  plate: z.string().nullable(),
  vehicleModel: z.string().nullable(),
  station: z.string().nullable(),
  crew: z.array(z.string()),
  cameras: z.array(fleetCameraSchema),
  lastFix: fleetFixSchema.nullable(),
});
export type FleetVehicle = z.infer<typeof fleetVehicleSchema>;

export const fleetHospitalSchema = z.object({
  id: z.number(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  geofenceRadius: z.number(),
});
export type FleetHospital = z.infer<typeof fleetHospitalSchema>;

export const fleetSnapshotSchema = z.object({
  /** The server's clock when it answered: fix ages are counted from it. */
  now: z.string(),
  staleFixSeconds: z.number(),
  mapStyleUrl: z.string(),
  vehicles: z.array(fleetVehicleSchema),
  hospitals: z.array(fleetHospitalSchema),
});
export type FleetSnapshot = z.infer<typeof fleetSnapshotSchema>;

/** A replay: `GET …/track?deviceAccountId=&from=&to=` (at most {@link TRACK_MAX_HOURS} hours). */
export const TRACK_MAX_HOURS = 24;
export const trackQuerySchema = z.object({
  deviceAccountId: z.coerce.number().int().positive(),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
});

/** A stop: the vehicle stood (below the moving speed) for at least the stop time. */
export const trackStopSchema = z.object({
  from: z.string(),
  to: z.string(),
  lat: z.number(),
  lng: z.number(),
  seconds: z.number(),
});

export const trackTotalsSchema = z.object({
  /** metres */
  distance: z.number(),
  movingSeconds: z.number(),
  parkedSeconds: z.number(),
  /** km/h */
  maxSpeed: z.number(),
  /** km/h over the moving time (0 when it never moved) */
  averageSpeed: z.number(),
});
export type TrackTotals = z.infer<typeof trackTotalsSchema>;

export const trackPointSchema = fleetFixSchema;
export const trackSchema = z.object({
  points: z.array(trackPointSchema),
  stops: z.array(trackStopSchema),
  totals: trackTotalsSchema,
});
export type Track = z.infer<typeof trackSchema>;
export type TrackPoint = z.infer<typeof trackPointSchema>;
export type TrackStop = z.infer<typeof trackStopSchema>;
