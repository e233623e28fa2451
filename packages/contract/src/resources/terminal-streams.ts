import { z } from 'zod';
import { defineResource } from './define';
import { choice, numberChoice } from './patterns';
import {
  MAX_STREAM_GROUP_MEMBERS,
  STREAM_WALL_SIZES,
  terminalStreamGroupDescription,
} from './descriptions/terminal-streams';

export * from './descriptions/terminal-streams';

/**
 * Terminal stream monitoring (SPEC §2 `/terminalMonitor` terminalStream, terminalStreamSetting,
 * terminalStreamGroup, and the device account tab `streamMonitor`). A stream is one video source
 * of a terminal; the wall shows streams a page at a time and rotates through the pages.
 */

const required = { error: 'validation.required' } as const;
/** Which encoding of a source the wall shows; a source without a sub stream shows its main one. */
export const STREAM_KINDS = ['main', 'sub'] as const;
export type StreamKind = (typeof STREAM_KINDS)[number];
/** Seconds a page stays up, as the company's "polling play seconds" (SPEC §3). */
export const ROTATION_SECONDS = { min: 5, max: 3600 } as const;
/** Used only when neither the monitor setting nor the company gives a rotation. */
export const DEFAULT_ROTATION_SECONDS = 30;
/** Terminals the "all streams" wall loads at once; more are left out and the wall says so. */
export const MAX_WALL_TILES = 1000;

/** Schemes a media server hands out for playback. */
const STREAM_SCHEMES = ['rtmp', 'rtmps', 'rtsp', 'srt', 'http', 'https', 'ws', 'wss', 'webrtc'];
/** Placeholders of an address template, filled per stream. */
export const ADDRESS_PLACEHOLDERS = ['account', 'sourceId', 'source', 'stream'] as const;
type Placeholder = (typeof ADDRESS_PLACEHOLDERS)[number];

/** A playback address: a known streaming scheme, a host, no spaces. */
export function isStreamAddress(text: string): boolean {
  const match = /^([a-z][a-z0-9+.-]*):\/\/([^/\s?#]+)[^\s]*$/i.exec(text);
  return !!match && STREAM_SCHEMES.includes(match[1]!.toLowerCase());
}

/** Fills `{account}`, `{sourceId}`, `{source}` (the source type) and `{stream}` (main/sub). */
export function expandStreamAddress(template: string, values: Record<Placeholder, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(String(values[name as Placeholder])) : whole,
  );
}

const streamAddress = () =>
  z
    .string({ error: 'validation.invalidType' })
    .trim()
    .max(500, { error: 'validation.max' })
    .refine(isStreamAddress, { error: 'validation.streamAddress' });

/** A template is valid when a stream's address made from it is. */
const addressTemplate = () =>
  z
    .string({ error: 'validation.invalidType' })
    .trim()
    .max(500, { error: 'validation.max' })
    .refine(
      (text) =>
        isStreamAddress(expandStreamAddress(text, { account: 1, sourceId: 1, source: 'x', stream: 'main' })),
      { error: 'validation.streamAddress' },
    );

const positiveId = () =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
    })
    .int({ error: 'validation.integer' })
    .positive({ error: 'validation.invalid' })
    .max(2_147_483_647, { error: 'validation.invalid' });

/** The zod schemas of {@link terminalStreamGroupDescription} (SPEC §5 rules), for its forms and the server. */
export const terminalStreamGroupDefinition = defineResource(terminalStreamGroupDescription, {
  shape: {
    name: z.string(required).trim().min(1, required).max(32, { error: 'validation.max' }),
    sort: z
      .number({ error: 'validation.invalidType' })
      .int({ error: 'validation.integer' })
      .min(0, { error: 'validation.min' })
      .max(9999, { error: 'validation.max' })
      .default(0),
    videoSourceIds: z
      .array(positiveId(), { error: 'validation.invalid' })
      .max(MAX_STREAM_GROUP_MEMBERS, { error: 'validation.max' })
      .default([]),
    description: z.string().trim().max(255, { error: 'validation.max' }).optional(),
  },
});

// ---- settings (terminalStreamSetting) -------------------------------------------------------

/** A tenant's wall settings; every field may be sent alone. */
export const streamSettingsUpdateSchema = z.strictObject({
  tilesPerPage: numberChoice(STREAM_WALL_SIZES).optional(),
  /** null: follow the company's polling play seconds. */
  rotationSeconds: z
    .number({ error: 'validation.invalidType' })
    .int({ error: 'validation.integer' })
    .min(ROTATION_SECONDS.min, { error: 'validation.min' })
    .max(ROTATION_SECONDS.max, { error: 'validation.max' })
    .nullable()
    .optional(),
  stream: choice(STREAM_KINDS).optional(),
  showOffline: z.boolean({ error: 'validation.invalidType' }).optional(),
  /** How a stream's playback address is made; null: terminals without their own address show none. */
  addressTemplate: addressTemplate().nullable().optional(),
});
export type StreamSettingsUpdate = z.infer<typeof streamSettingsUpdateSchema>;

export const streamSettingsSchema = z.object({
  tilesPerPage: z.number(),
  rotationSeconds: z.number().nullable(),
  stream: z.enum(STREAM_KINDS),
  showOffline: z.boolean(),
  addressTemplate: z.string().nullable(),
  /** The company's polling play seconds, used while `rotationSeconds` is null. */
  companyPollingSeconds: z.number().nullable(),
  /** What the wall rotates by. */
  effectiveRotationSeconds: z.number(),
  updatedAt: z.string().nullable(),
});
export type StreamSettings = z.infer<typeof streamSettingsSchema>;

export const STREAM_SETTINGS_DEFAULTS = {
  tilesPerPage: 4,
  rotationSeconds: null,
  stream: 'main',
  showOffline: true,
  addressTemplate: null,
} as const satisfies Omit<StreamSettings, 'companyPollingSeconds' | 'effectiveRotationSeconds' | 'updatedAt'>;

/** The setting wins, then the company's polling play seconds, then the default. */
export function effectiveRotation(setting: number | null, companySeconds: number | null): number {
  return setting ?? companySeconds ?? DEFAULT_ROTATION_SECONDS;
}

// ---- per terminal (device account tab `streamMonitor`) --------------------------------------

export const streamTerminalUpdateSchema = z.strictObject({
  /** Left off every wall when false. */
  monitored: z.boolean({ error: 'validation.invalidType' }).optional(),
  /** The source the "all streams" wall shows; null: the terminal's main source. */
  videoSourceId: positiveId().nullable().optional(),
  /** The monitored source's own playback address, in place of the settings' template. */
  streamAddress: streamAddress().nullable().optional(),
});
export type StreamTerminalUpdate = z.infer<typeof streamTerminalUpdateSchema>;

export const streamTerminalSchema = z.object({
  deviceAccountId: z.number(),
  monitored: z.boolean(),
  videoSourceId: z.number().nullable(),
  streamAddress: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type StreamTerminal = z.infer<typeof streamTerminalSchema>;

// ---- the wall (terminalStream) --------------------------------------------------------------

export const streamWallQuerySchema = z.strictObject({
  /** A group's streams; without it, the monitored source of every terminal. */
  groupId: z.coerce.number({ error: 'validation.invalid' }).int().positive().max(2_147_483_647).optional(),
});
export type StreamWallQuery = z.infer<typeof streamWallQuerySchema>;

/** One tile: a terminal's stream, its presence and where to play it. */
export const streamTileSchema = z.object({
  deviceAccountId: z.number(),
  customerId: z.number(),
  account: z.string(),
  terminalName: z.string(),
  deviceType: z.string(),
  enabled: z.boolean(),
  online: z.boolean(),
  lastSeenAt: z.string().nullable(),
  /** null: the terminal has no (enabled) video source. */
  sourceId: z.number().nullable(),
  sourceName: z.string().nullable(),
  sourceType: z.string().nullable(),
  stream: z.enum(STREAM_KINDS),
  resolution: z.string().nullable(),
  /** null: no address is configured for this stream. */
  address: z.string().nullable(),
});
export type StreamTile = z.infer<typeof streamTileSchema>;

export const streamWallSchema = z.object({
  settings: streamSettingsSchema,
  group: z.object({ id: z.number(), name: z.string() }).nullable(),
  tiles: z.array(streamTileSchema),
  /** Tiles left out past `MAX_WALL_TILES`. */
  truncated: z.boolean(),
});
export type StreamWall = z.infer<typeof streamWallSchema>;

// ---- one terminal's streams (device account tab `monitor`) ---------------------------------------

/** One of a terminal's streams as the monitor shows it: its tile, whether it is on the wall, its groups. */
export const accountStreamSchema = z.object({
  tile: streamTileSchema,
  /** The source the "all streams" wall shows for the terminal. */
  onWall: z.boolean(),
  /** The groups (walls) that show it. */
  groups: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type AccountStream = z.infer<typeof accountStreamSchema>;

/** `GET terminalStreamTerminals/{id}/streams`: the terminal's monitoring and each of its streams. */
export const accountStreamsSchema = z.object({
  settings: streamSettingsSchema,
  /** false: the terminal is left off every wall. */
  monitored: z.boolean(),
  streams: z.array(accountStreamSchema),
});
export type AccountStreams = z.infer<typeof accountStreamsSchema>;

// ---- the group member picker ----------------------------------------------------------------

export const streamSourceQuerySchema = z.strictObject({
  keyword: z.string().trim().max(64, { error: 'validation.max' }).optional(),
  /** Chosen members to name (comma separated), whatever the keyword. */
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,255}$/, { error: 'validation.invalid' })
    .optional(),
  deviceAccountId: z.coerce
    .number({ error: 'validation.invalid' })
    .int()
    .positive()
    .max(2_147_483_647)
    .optional(),
});
export type StreamSourceQuery = z.infer<typeof streamSourceQuerySchema>;

/** A video source as a picker offers it: named by its terminal. */
export const streamSourceSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.string(),
  primary: z.boolean(),
  enabled: z.boolean(),
  deviceAccountId: z.number(),
  account: z.string(),
  terminalName: z.string(),
});
export type StreamSource = z.infer<typeof streamSourceSchema>;
/** Sources one picker query answers. */
export const STREAM_SOURCE_PAGE = 50;
