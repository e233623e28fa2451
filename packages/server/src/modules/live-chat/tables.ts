import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantKey, timestamps } from '../../db/columns';
import { tenantPolicy } from '../../db/tenancy';
import { lives } from '../lives/tables';

/**
 * A live stream's chat lines (ADR 28): from a console account or a terminal (`senderKind`,
 * `senderId`), visible, pending an auditor, or hidden. They go with their stream.
 */
export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    ...tenantKey(),
    liveId: integer()
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    senderKind: varchar({ length: 8 }).notNull(),
    senderId: integer().notNull(),
    senderName: varchar({ length: 64 }).notNull(),
    text: varchar({ length: 200 }).notNull(),
    state: varchar({ length: 8 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    handledBy: varchar({ length: 64 }),
    handledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('live_chat_messages_live_idx').on(t.liveId, t.state, t.id),
    tenantPolicy('live_chat_messages'),
  ],
);

/**
 * Who was admitted to a stream (joined, past its password), when they checked in and whether they
 * are banned from its chat. Who is watching *now* is not stored: it is the viewers' presence.
 */
export const liveViewers = pgTable(
  'live_viewers',
  {
    ...tenantKey(),
    liveId: integer()
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    viewerKind: varchar({ length: 8 }).notNull(),
    viewerId: integer().notNull(),
    name: varchar({ length: 64 }).notNull(),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    checkedInAt: timestamp({ withTimezone: true }),
    bannedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('live_viewers_key').on(t.liveId, t.viewerKind, t.viewerId),
    tenantPolicy('live_viewers'),
  ],
);

/** Files shared with a stream's viewers (upload purpose `liveFile`); they go with their stream. */
export const liveFiles = pgTable(
  'live_files',
  {
    ...tenantKey(),
    liveId: integer()
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    title: varchar({ length: 64 }).notNull(),
    file: varchar({ length: 255 }).notNull(),
    ...timestamps(),
  },
  (t) => [
    index('live_files_live_created_idx').on(t.customerId, t.liveId, t.createdAt.desc()),
    tenantPolicy('live_files'),
  ],
);
