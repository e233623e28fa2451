import { z } from 'zod';
import { UPGRADE_VERSION_PATTERN } from './resources/upgrade-packages';

/**
 * Staged rollouts of upgrade packages (issue 17, ADR 0032), as Eclipse hawkBit and Mender run
 * them: the terminals a filter selects (company, current version; the package's board type) are
 * split into waves, a first wave of its own size then waves of `waveSize`. A wave that reaches
 * the success threshold lets the next one start; a wave whose failures reach the error
 * threshold stops the rollout. Terminals busy in a visit, a meeting or with an open alarm are
 * deferred until idle; pinned companies and terminals are passed by.
 */

/** Where the rollout API lives, under `{apiBase}`. */
export const UPGRADE_ROLLOUTS_PATH = '/console/api/v1/upgradeRollouts';

/**
 * running: waves are being sent; paused: nothing new is sent (terminals already upgrading go
 * on); stopped: the error threshold was reached; cancelled: ended by an administrator, terminals
 * not yet sent are cancelled; finished: every wave is through.
 */
export const ROLLOUT_STATES = ['running', 'paused', 'stopped', 'cancelled', 'finished'] as const;
export type RolloutState = (typeof ROLLOUT_STATES)[number];
export const ROLLOUT_ACTIONS = ['pause', 'resume', 'cancel', 'retry'] as const;
export type RolloutAction = (typeof ROLLOUT_ACTIONS)[number];
/** Which states each action leaves from (retry: only the failed terminals go again). */
export const ROLLOUT_TRANSITIONS: Record<RolloutAction, { from: readonly RolloutState[]; to: RolloutState }> =
  {
    pause: { from: ['running'], to: 'paused' },
    resume: { from: ['paused'], to: 'running' },
    cancel: { from: ['running', 'paused', 'stopped'], to: 'cancelled' },
    retry: { from: ['running', 'paused', 'stopped', 'finished'], to: 'running' },
  };

/**
 * A terminal in a rollout: waiting for its wave (scheduled), waiting to be idle (deferred),
 * sent the command (sent), then as it reports: downloading, installing, done or failed; or
 * cancelled with its rollout before it was sent.
 */
export const TARGET_STATES = [
  'scheduled',
  'deferred',
  'sent',
  'downloading',
  'installing',
  'done',
  'failed',
  'cancelled',
] as const;
export type TargetState = (typeof TARGET_STATES)[number];
/** States a terminal reports in its progress events. */
export const REPORTED_TARGET_STATES = ['downloading', 'installing', 'done', 'failed'] as const;
export const FINAL_TARGET_STATES: readonly TargetState[] = ['done', 'failed', 'cancelled'];

const percent = (field: string) =>
  z
    .number({ error: 'validation.integer' })
    .int({ error: 'validation.integer' })
    .min(0, { error: 'validation.min' })
    .max(100, { error: 'validation.max' })
    .describe(field);
const count = z
  .number({ error: 'validation.integer' })
  .int({ error: 'validation.integer' })
  .min(1, { error: 'validation.min' })
  .max(10_000, { error: 'validation.max' });

export const rolloutCreateSchema = z
  .object({
    packageId: z.number({ error: 'validation.required' }).int().positive({ error: 'validation.invalid' }),
    /** Companies to include (within the package's targets); empty: all its target companies. */
    customerIds: z.array(z.number().int().positive()).max(1000, { error: 'validation.max' }).default([]),
    /** Only terminals now on one of these versions; empty: any version but the package's. */
    fromVersions: z
      .array(z.string().max(32).regex(UPGRADE_VERSION_PATTERN, { error: 'validation.invalid' }))
      .max(50, { error: 'validation.max' })
      .default([]),
    firstWaveSize: count,
    waveSize: count,
    /** Share of a wave (percent) that must be done before the next wave starts. */
    successThreshold: percent('successThreshold').default(80),
    /** Share of a wave (percent) failed that stops the rollout (0: the first failure stops it). */
    errorThreshold: percent('errorThreshold').default(20),
  })
  .strict();
export type RolloutCreate = z.infer<typeof rolloutCreateSchema>;

export const rolloutCountsSchema = z.object({
  total: z.number(),
  scheduled: z.number(),
  deferred: z.number(),
  sent: z.number(),
  downloading: z.number(),
  installing: z.number(),
  done: z.number(),
  failed: z.number(),
  cancelled: z.number(),
});
export type RolloutCounts = z.infer<typeof rolloutCountsSchema>;

export const rolloutSchema = z.object({
  id: z.number(),
  packageId: z.number(),
  state: z.enum(ROLLOUT_STATES),
  customerIds: z.array(z.number()),
  fromVersions: z.array(z.string()),
  firstWaveSize: z.number(),
  waveSize: z.number(),
  successThreshold: z.number(),
  errorThreshold: z.number(),
  currentWave: z.number(),
  waveCount: z.number(),
  stopReason: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  counts: rolloutCountsSchema,
  waves: z.array(z.object({ wave: z.number(), counts: rolloutCountsSchema })),
});
export type Rollout = z.infer<typeof rolloutSchema>;

export const rolloutTargetSchema = z.object({
  id: z.number(),
  rolloutId: z.number(),
  customerId: z.number(),
  customerName: z.string().nullable(),
  deviceAccountId: z.number(),
  account: z.string().nullable(),
  name: z.string().nullable(),
  wave: z.number(),
  state: z.enum(TARGET_STATES),
  progress: z.number(),
  fromVersion: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number(),
  updatedAt: z.string(),
});
export type RolloutTarget = z.infer<typeof rolloutTargetSchema>;

export const rolloutListQuerySchema = z
  .object({
    packageId: z.coerce.number({ error: 'validation.required' }).int().positive().max(2_147_483_647),
  })
  .strict();

export const rolloutTargetQuerySchema = z
  .object({
    state: z.enum(TARGET_STATES, { error: 'validation.enum' }).optional(),
    page: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

/**
 * What a terminal publishes on its `event` channel while upgrading: `{ type: 'upgrade',
 * targetId, state, percent?, version?, reason? }`; states move only forward.
 */
export const upgradeProgressEventSchema = z.object({
  type: z.literal('upgrade'),
  targetId: z.number().int().positive(),
  state: z.enum(REPORTED_TARGET_STATES),
  percent: z.number().int().min(0).max(100).optional(),
  version: z.string().max(32).optional(),
  reason: z.string().max(200).optional(),
});
export type UpgradeProgressEvent = z.infer<typeof upgradeProgressEventSchema>;

/** What a terminal reports of itself on its `event` channel after connecting: `{ type: 'version', boardType, version }`. */
export const terminalVersionEventSchema = z.object({
  type: z.literal('version'),
  boardType: z.string().min(1).max(32),
  version: z.string().min(1).max(32).regex(UPGRADE_VERSION_PATTERN),
});

/** The `upgrade` command's payload. */
export interface UpgradeCommandPayload {
  targetId: number;
  packageId: number;
  url: string;
  version: string;
  checksum: string;
  size: number;
  [key: string]: unknown;
}
