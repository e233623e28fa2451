import { z } from 'zod';
import { MAX_LAYOUT_AREAS } from '../layout/geometry';
import { defineResource } from './define';
import { MODULE_KEY_PATTERN } from './device-modules';
import { choice, numberChoice } from './patterns';
import { bitrate, frameRate, RESOLUTIONS } from './video-sources';
import {
  DEFAULT_MODES,
  DEVICE_TYPES,
  SCREEN_COUNTS,
  deviceAccountDescription,
} from './descriptions/device-accounts';

export * from './descriptions/device-accounts';

const required = { error: 'validation.required' } as const;
const requiredText = (max: number) =>
  z.string(required).trim().min(1, required).max(max, { error: 'validation.max' });
const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation.max' }).optional();
/** Six colon- or dash-separated hex pairs (one separator style throughout). */
export const MAC_PATTERN = /^[0-9A-Fa-f]{2}([:-])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}$/;

const rowId = () =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
    })
    .int({ error: 'validation.integer' })
    .positive({ error: 'validation.invalid' })
    .max(2_147_483_647, { error: 'validation.invalid' });

/** Which of the terminal's video sources an area of the screen's template shows. */
export const screenAreaSourceSchema = z.strictObject({
  /** Index of the area in the template's `areas`. */
  area: z
    .number({ error: 'validation.invalidType' })
    .int({ error: 'validation.integer' })
    .min(0, { error: 'validation.min' })
    .max(MAX_LAYOUT_AREAS - 1, { error: 'validation.layoutNoSuchArea' }),
  sourceId: rowId(),
});

/** The layout of one screen of a terminal: a template of its tenant and the sources in its areas. */
export const screenLayoutSchema = z.strictObject({
  screen: numberChoice(SCREEN_COUNTS),
  templateId: rowId(),
  sources: z
    .array(screenAreaSourceSchema, { error: 'validation.invalidType' })
    .max(MAX_LAYOUT_AREAS, { error: 'validation.max' })
    .default([]),
});
export type ScreenLayout = z.infer<typeof screenLayoutSchema>;

/**
 * Tab layout: one entry per screen. A screen has one layout, an area one source; that the
 * template and sources are the tenant's and the terminal's, the area exists in the template and
 * the screen within the screen count is the server's check (it needs the rows).
 */
export const screenLayoutsSchema = z
  .array(screenLayoutSchema, { error: 'validation.invalidType' })
  .max(SCREEN_COUNTS.length, { error: 'validation.max' })
  .superRefine((layouts, ctx) => {
    const screens = new Set<number>();
    layouts.forEach((layout, i) => {
      if (screens.has(layout.screen))
        ctx.addIssue({ code: 'custom', path: [i, 'screen'], message: 'validation.layoutScreenTwice' });
      screens.add(layout.screen);
      const areas = new Set<number>();
      layout.sources.forEach((source, j) => {
        if (areas.has(source.area))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'sources', j, 'area'],
            message: 'validation.layoutAreaTwice',
          });
        areas.add(source.area);
      });
    });
  });

/** Where a terminal pushes its live stream: an RTMP(S) or SRT server. */
export const PUSH_URL_PATTERN = /^(rtmps?|srt):\/\/[^\s/?#]+(\/\S*)?$/i;
export const STREAM_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * Live streaming on needs somewhere to push to. Checked on whole values (a create, or an update
 * merged with the stored row on the server).
 */
export function liveSettingIssues(
  value: Record<string, unknown>,
): { path: 'livePushUrl' | 'liveStreamName'; message: 'validation.liveTargetRequired' }[] {
  if (value.liveEnabled !== true) return [];
  const missing = (name: string) => typeof value[name] !== 'string' || value[name] === '';
  return (['livePushUrl', 'liveStreamName'] as const)
    .filter(missing)
    .map((path) => ({ path, message: 'validation.liveTargetRequired' }));
}

/** The zod schemas of {@link deviceAccountDescription} (SPEC §5 rules), for its forms and the server. */
export const deviceAccountDefinition = defineResource(deviceAccountDescription, {
  shape: {
    // SPEC §5 has one message for both: 'Account cannot be empty and must be numeric'.
    account: z
      .string({ error: 'validation.numericAccount' })
      .trim()
      .min(1, { error: 'validation.numericAccount' })
      .max(20, { error: 'validation.max' })
      .regex(/^\d+$/, { error: 'validation.numericAccount' }),
    name: requiredText(64),
    // Kept by the presence tracker (MQTT backbone), never written through this API.
    online: z.boolean(),
    lastSeenAt: z.string().nullable(),
    // Failed broker logins since the last successful one (kept by the broker, read-only here).
    loginFailures: z.number().int(),
    lastLoginFailureAt: z.string().nullable(),
    lastLoginFailureIp: z.string().nullable(),
    screenCount: numberChoice(SCREEN_COUNTS).default(1),
    deviceType: choice(DEVICE_TYPES),
    inputSourceGroup: optionalText(64),
    defaultMode: choice(DEFAULT_MODES).default('meeting'),
    deviceUi: optionalText(255),
    loginAccount: requiredText(64),
    password: z
      .string(required)
      .min(6, { error: 'validation.passwordMin6' })
      .max(64, { error: 'validation.max' }),
    parentCategory: optionalText(64),
    description: optionalText(500),
    autoJoin: z.boolean().default(false),
    macAddress: z.string().trim().regex(MAC_PATTERN, { error: 'validation.macAddress' }).optional(),
    avatar: optionalText(255),
    /** Device module keys (SPEC §3 device module `key`), each once. */
    modules: z
      .array(z.string().trim().regex(MODULE_KEY_PATTERN, { error: 'validation.moduleKey' }), {
        error: 'validation.invalidType',
      })
      .max(32, { error: 'validation.max' })
      .transform((keys) => [...new Set(keys)])
      .default([]),
    enabled: z.boolean().default(true),
    screenLayouts: screenLayoutsSchema.default([]),
    liveEnabled: z.boolean().default(false),
    livePushUrl: z
      .string()
      .trim()
      .max(255, { error: 'validation.max' })
      .regex(PUSH_URL_PATTERN, { error: 'validation.pushUrl' })
      .optional(),
    liveStreamName: z
      .string()
      .trim()
      .max(64, { error: 'validation.max' })
      .regex(STREAM_NAME_PATTERN, { error: 'validation.streamName' })
      .optional(),
    // The same choices and ranges as a video source's streams (what the terminal can encode).
    liveResolution: choice(RESOLUTIONS).default('1920x1080'),
    liveFrameRate: frameRate().default(25),
    liveBitrate: bitrate().default(2048),
    liveRecord: z.boolean().default(false),
  },
  refine: (value, ctx) => {
    // On a create every field is here; an update is checked merged with the row by the server.
    if (!('account' in value)) return;
    for (const issue of liveSettingIssues(value))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  },
});

/**
 * The demo hospital's terminals (seed): accounts `firstAccount` onwards, all with one documented
 * password, so the terminal simulator can log them in on the real-time backbone.
 */
export const DEMO_TERMINALS = { firstAccount: 80_000_001, count: 300 } as const;
/** The demo hospital's AI compute servers' accounts (device type `compute`, ADR 0035). */
export const DEMO_COMPUTE = { firstAccount: 80_100_001, count: 3 } as const;
