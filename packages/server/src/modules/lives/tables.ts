import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantKey, timestamps } from '../../db/columns';
import { tenantPolicy } from '../../db/tenancy';

/**
 * Live streams. `playName` is the stream's public name on the stream server (its HLS playlist);
 * `streamKey` is the secret an encoder adds to push (`?key=`), checked by `on_publish`.
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
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('lives_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
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
