import { z } from 'zod';
import { defineResource } from './define';
import {
  AMBULANCE_API_SCOPES,
  AMBULANCE_FUNCTIONS,
  ambulanceExternalSystemDescription,
  ambulanceFunctionDescription,
  ambulanceInterfaceLogDescription,
  INTERFACE_CALL_OUTCOMES,
} from './descriptions/ambulance-system';

export * from './descriptions/ambulance-system';

const required = { error: 'validation.required' } as const;
const tooLong = { error: 'validation.max' } as const;
const companyId = z.number(required).int(required).positive({ error: 'validation.invalid' });

/** A list of distinct choices (order kept): switched-on functions, granted scopes. */
const choices = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { error: 'validation.enum' }), { error: 'validation.invalidType' })
    .max(values.length * 2, tooLong)
    .transform((list) => [...new Set(list)])
    .default([]);

export const ambulanceFunctionDefinition = defineResource(ambulanceFunctionDescription, {
  shape: { companyId, functions: choices(AMBULANCE_FUNCTIONS) },
});

export const ambulanceExternalSystemDefinition = defineResource(ambulanceExternalSystemDescription, {
  shape: {
    name: z.string(required).trim().min(1, required).max(64, tooLong),
    companyId,
    scopes: choices(AMBULANCE_API_SCOPES),
    enabled: z.boolean({ error: 'validation.invalidType' }).default(true),
    description: z.string().trim().max(255, tooLong).optional(),
    keyPrefix: z.string(),
    lastUsedAt: z.string(),
    revokedAt: z.string(),
  },
});

export const ambulanceInterfaceLogDefinition = defineResource(ambulanceInterfaceLogDescription, {
  shape: {
    createdAt: z.string(),
    systemId: z.number().int(),
    companyId: z.number().int(),
    method: z.string().max(8),
    path: z.string().max(255),
    outcome: z.enum(INTERFACE_CALL_OUTCOMES),
    resultCode: z.string().max(8),
    httpStatus: z.number().int(),
    durationMs: z.number().int(),
    keyPrefix: z.string().max(16),
    ip: z.string().max(64),
  },
});

/** Characters of a key shown for recognition (`amb_` and the first 8 of its random part). */
export const API_KEY_PREFIX_LENGTH = 12;
/** The header an external system sends its key in (`Authorization: Bearer <key>` works too). */
export const API_KEY_HEADER = 'x-api-key';
/** Calls one key may make per minute before it is answered 429 (logged like any refusal). */
export const API_KEY_CALLS_PER_MINUTE = 120;

// --- settings (`systemSetting`) --------------------------------------------------------------------

const int = (min: number, max: number) =>
  z
    .number({ error: 'validation.invalidType' })
    .int({ error: 'validation.integer' })
    .min(min, { error: 'validation.min' })
    .max(max, { error: 'validation.max' });

/** A map style or tile URL template (`https://…/{z}/{x}/{y}.png`), or empty for the offline map. */
const mapStyleUrl = z
  .string({ error: 'validation.invalidType' })
  .trim()
  .max(512, tooLong)
  .refine(
    (value) => {
      if (value === '') return true;
      try {
        const url = new URL(value.replace(/\{[a-z]\}/g, '0'));
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    },
    { error: 'validation.url' },
  );

/** The ambulance platform's settings: one set for the platform, cloud administrators only. */
export const ambulanceSettingsSchema = z
  .object({
    /** How often an ambulance terminal reports its GPS fix. */
    gpsIntervalSeconds: int(1, 3600),
    /** A fix older than this is shown as stale on the map. */
    staleFixSeconds: int(10, 86_400),
    /** The radius a new geofence (a hospital's arrival zone) starts with. */
    geofenceRadiusMeters: int(10, 10_000),
    /** Average speed for arrival estimates. */
    etaSpeedKmh: int(5, 200),
    mapStyleUrl: mapStyleUrl.default(''),
  })
  .strict();
export type AmbulanceSettings = z.infer<typeof ambulanceSettingsSchema>;

export const DEFAULT_AMBULANCE_SETTINGS: AmbulanceSettings = {
  gpsIntervalSeconds: 10,
  staleFixSeconds: 120,
  geofenceRadiusMeters: 200,
  etaSpeedKmh: 40,
  mapStyleUrl: '',
};

export const AMBULANCE_SETTINGS_PATH = '/console/api/v1/settings/ambulance';

// --- the external API ---------------------------------------------------------------------------

/**
 * One of the company's ambulance terminals, as `GET …/ambulanceApi/positions` answers it: its
 * vehicle's plate, and its last GPS fix with the fix's age in seconds (ADR 0040).
 */
export const ambulanceTerminalSchema = z.object({
  id: z.number(),
  account: z.string(),
  name: z.string(),
  online: z.boolean(),
  lastSeenAt: z.string().nullable(),
  plate: z.string().nullable(),
  lastFix: z
    .object({
      at: z.string(),
      lat: z.number(),
      lng: z.number(),
      speed: z.number().nullable(),
      heading: z.number().nullable(),
      ageSeconds: z.number(),
    })
    .nullable(),
});
export const ambulancePositionsSchema = z.object({ list: z.array(ambulanceTerminalSchema) });
export type AmbulancePositions = z.infer<typeof ambulancePositionsSchema>;
