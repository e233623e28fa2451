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

/**
 * A recording's life (ADR 27): `recording` while the stream server writes it, `ready` once the
 * publish ended (or the sweeper found it orphaned), `converting` while the convert-to-VOD job
 * runs, `converted` with its VOD video, `failed` with a reason.
 */
export const LIVE_RECORDING_STATES = ['recording', 'ready', 'converting', 'converted', 'failed'] as const;
export type LiveRecordingState = (typeof LIVE_RECORDING_STATES)[number];

/** Why a recording is in its state (the sweeper's and the converter's notes). */
export const LIVE_RECORDING_REASONS = [
  'serverRestart',
  'convertInterrupted',
  'empty',
  'convertFailed',
  'expired',
] as const;

export const liveRecordingSchema = z.object({
  id: z.number(),
  liveId: z.number(),
  sessionId: z.number().nullable(),
  state: z.enum(LIVE_RECORDING_STATES),
  reason: z.string().nullable(),
  /** ffmpeg's output details when converting failed. */
  detail: z.string().nullable(),
  size: z.number().nullable(),
  /** 0–100 while converting (ffmpeg's `-progress` out_time against the recording's duration). */
  progress: z.number().nullable(),
  vodVideoId: z.number().nullable(),
  /** The converted video's address (played with range requests), once converted. */
  videoUrl: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** When the retention deleted the file (LIVE_RECORDING_DAYS); a converted one lives on as its video. */
  purgedAt: z.string().nullable(),
});
export type LiveRecording = z.infer<typeof liveRecordingSchema>;

export const liveRecordingsSchema = z.object({
  /** Whether the server records at all (`LIVE_RECORD_DIR` with a stream server). */
  recordingConfigured: z.boolean(),
  recordings: z.array(liveRecordingSchema),
});
export type LiveRecordings = z.infer<typeof liveRecordingsSchema>;

/** `POST lives/{id}/recordings/{recordingId}/convert`: the VOD category (default: "Live recordings"). */
export const convertRecordingSchema = z.object({
  categoryId: z.number().int().positive().max(2_147_483_647).optional(),
});
export type ConvertRecording = z.infer<typeof convertRecordingSchema>;

/** One RTMP client of a stream on the stream server (`rtmp_stat`). */
export const streamClientSchema = z.object({
  id: z.number(),
  address: z.string(),
  /** Connected for this many seconds. */
  seconds: z.number(),
  publishing: z.boolean(),
});

/** A stream's health from the stream server's `rtmp_stat`: bitrate from byte-count deltas. */
export const streamHealthSchema = z.object({
  /** Whether a stream server is configured and answered. */
  reachable: z.boolean(),
  publishing: z.boolean(),
  /** kbit/s of what the publisher sends, from bytes_in between two samples. */
  bitrateKbps: z.number().nullable(),
  frameRate: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  codec: z.string().nullable(),
  /** Clients other than the publisher. */
  readers: z.number(),
  /** On air for this many seconds. */
  seconds: z.number().nullable(),
  clients: z.array(streamClientSchema),
});
export type StreamHealth = z.infer<typeof streamHealthSchema>;

/** The company's streams on the stream server, paged (the wall and the stream list). */
export const liveHealthRowSchema = streamHealthSchema.extend({
  liveId: z.number(),
  name: z.string(),
  status: z.enum(LIVE_STATUSES),
  playUrl: z.string().nullable(),
});
export const liveHealthPageSchema = z.object({
  reachable: z.boolean(),
  /** Whether a stream server is configured at all. */
  configured: z.boolean(),
  /** The company's wall rotation period (`pollingSeconds`). */
  pollingSeconds: z.number(),
  total: z.number(),
  items: z.array(liveHealthRowSchema),
});
export type LiveHealthRow = z.infer<typeof liveHealthRowSchema>;
export type LiveHealthPage = z.infer<typeof liveHealthPageSchema>;
export const liveHealthQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  /** Only streams in progress (the wall). */
  inProgress: z.enum(['true', 'false']).optional(),
});
