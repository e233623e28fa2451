import { z } from 'zod';
import { defineResource } from './define';
import { LIVE_STATUSES, liveDescription } from './descriptions/lives';

export * from './descriptions/lives';

const required = { error: 'validation.required' } as const;

/** The zod schemas of {@link liveDescription}. */
export const liveDefinition = defineResource(liveDescription, {
  shape: {
    name: z.string(required).trim().min(1, required).max(64, { error: 'validation.max' }),
    startsAt: z.iso.datetime({ offset: true, error: 'validation.invalid' }).nullable().optional(),
    description: z.string().trim().max(500, { error: 'validation.max' }).optional(),
    record: z.boolean().default(false),
    checkIn: z.boolean().default(false),
    danmakuAudit: z.boolean().default(false),
    deviceAccountIds: z
      .array(z.number().int().positive(), { error: 'validation.invalid' })
      .max(100, { error: 'validation.max' })
      .default([]),
    status: z.enum(LIVE_STATUSES),
    inviteCode: z.string(),
    startedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
  },
});

/**
 * Where a stream is pushed and played. `configured: false` when the server has no stream server
 * (`LIVE_RTMP_URL`): the console says so instead of showing addresses that go nowhere.
 */
export const liveAddressesSchema = z.object({
  configured: z.boolean(),
  /** RTMP address with the stream's key, for the encoder (OBS, a terminal). */
  pushUrl: z.string().nullable(),
  /** HLS playlist the console and viewers play. */
  playUrl: z.string().nullable(),
  /** Whether the stream server has a publisher on this stream now. */
  publishing: z.boolean(),
});
export type LiveAddresses = z.infer<typeof liveAddressesSchema>;

/** Why a live session ended (the ledger of each start to end). */
export const LIVE_SESSION_END_REASONS = ['stopped', 'publisherLost', 'serverRestart'] as const;
