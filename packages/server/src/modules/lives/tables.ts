import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantKey, timestamps } from '../../db/columns';
import { tenantPolicy } from '../../db/tenancy';
import { rooms } from '../rooms/tables';

/**
 * Live streams. `playName` is the stream's public name on the stream server (its HLS playlist);
 * `streamKey` is the secret an encoder adds to push (`?key=`), checked by `on_publish`.
 * A stream with a `roomId` is a meeting room's recording stream (ADR 0047): the server makes,
 * starts and ends it with its room, it is never listed as a live stream, and its name is outside
 * the company's unique live names.
 */
export const lives = pgTable(
  'lives',
  {
    ...tenantKey(),
    name: varchar({ length: 64 }).notNull(),
    startsAt: timestamp({ withTimezone: true }),
    description: varchar({ length: 500 }),
    record: boolean().notNull().default(false),
    checkIn: boolean().notNull().default(false),
    danmakuAudit: boolean().notNull().default(false),
    deviceAccountIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    status: varchar({ length: 16 }).notNull().default('notStarted'),
    inviteCode: varchar({ length: 8 }).notNull(),
    playName: varchar({ length: 32 }).notNull(),
    streamKey: varchar({ length: 64 }).notNull(),
    startedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    /** The meeting room this stream records (its companion stream), or null for a live stream. */
    roomId: integer(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('lives_customer_name_key')
      .on(t.customerId, sql`lower(${t.name})`)
      .where(sql`${t.roomId} is null`),
    uniqueIndex('lives_customer_room_key').on(t.customerId, t.roomId),
    // a room's recording stream (and its recordings) go with the room when it is purged
    foreignKey({
      name: 'lives_room_fk',
      columns: [t.customerId, t.roomId],
      foreignColumns: [rooms.customerId, rooms.id],
    }).onDelete('cascade'),
    uniqueIndex('lives_play_name_key').on(t.playName),
    index('lives_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('lives_customer_status_idx').on(t.customerId, t.status, t.createdAt.desc().nullsFirst()),
    tenantPolicy('lives'),
  ],
);

/**
 * The ledger of a stream's sessions on the stream server: each publish from its start to its end
 * and why it ended (stopped from the console, publisher lost).
 */
export const liveSessions = pgTable(
  'live_sessions',
  {
    ...tenantKey(),
    liveId: integer()
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
    endReason: varchar({ length: 16 }),
    publisherAddress: text(),
  },
  (t) => [index('live_sessions_live_idx').on(t.liveId, t.startedAt.desc()), tenantPolicy('live_sessions')],
);

/**
 * Recordings of streams with the record flag (ADR 27): the file nginx-rtmp writes in
 * `LIVE_RECORD_DIR`, its state (recording → ready → converting → converted, or failed, with a
 * reason) and, once converted, the VOD video made of it. One video per recording: converting again
 * answers the same video.
 */
export const liveRecordings = pgTable(
  'live_recordings',
  {
    ...tenantKey(),
    liveId: integer()
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    sessionId: integer().references(() => liveSessions.id, { onDelete: 'set null' }),
    /** The file's absolute path on the stream server's machine (inside LIVE_RECORD_DIR). */
    path: text().notNull(),
    state: varchar({ length: 16 }).notNull().default('recording'),
    reason: varchar({ length: 32 }),
    detail: varchar({ length: 255 }),
    size: bigint({ mode: 'number' }),
    progress: integer(),
    categoryId: integer(),
    vodVideoId: integer(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
    /** When the retention deleted the file (LIVE_RECORDING_DAYS). */
    purgedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('live_recordings_path_key').on(t.path),
    index('live_recordings_live_idx').on(t.liveId, t.startedAt.desc()),
    index('live_recordings_state_idx').on(t.state),
    tenantPolicy('live_recordings'),
  ],
);
