import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantKey, timestamps } from '../../db/columns';
import { tenantPolicy } from '../../db/tenancy';
import { users } from '../../platform/identity-tables';

/** School notifications: what was written, to whom, when it goes (or went), and how many read it. */
export const schoolMessages = pgTable(
  'school_messages',
  {
    ...tenantKey(),
    title: varchar({ length: 64 }).notNull(),
    type: varchar({ length: 16 }).notNull().default('notice'),
    content: varchar({ length: 2000 }).notNull(),
    groupIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    deviceAccountIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    memberIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    sendAt: timestamp({ withTimezone: true }),
    state: varchar({ length: 16 }).notNull().default('sending'),
    sentAt: timestamp({ withTimezone: true }),
    recipientCount: integer().notNull().default(0),
    readCount: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    unique('school_messages_customer_id_key').on(t.customerId, t.id),
    index('school_messages_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantPolicy('school_messages'),
  ],
);

/**
 * One recipient of a sent notification, a terminal or a member (exactly one of the two): sent
 * there (a terminal when online, a member's inbox at once) and read.
 */
export const schoolMessageReceipts = pgTable(
  'school_message_receipts',
  {
    ...tenantKey(),
    messageId: integer().notNull(),
    deviceAccountId: integer(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    deliveredAt: timestamp({ withTimezone: true }),
    readAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'school_message_receipts_message_fk',
      columns: [t.customerId, t.messageId],
      foreignColumns: [schoolMessages.customerId, schoolMessages.id],
    }).onDelete('cascade'),
    uniqueIndex('school_message_receipts_message_terminal_key').on(t.messageId, t.deviceAccountId),
    uniqueIndex('school_message_receipts_message_member_key').on(t.messageId, t.userId),
    index('school_message_receipts_terminal_idx').on(t.deviceAccountId),
    // A member's inbox, newest first.
    index('school_message_receipts_member_idx')
      .on(t.userId, t.id.desc())
      .where(sql`${t.userId} is not null`),
    check(
      'school_message_receipts_one_recipient',
      sql`(${t.deviceAccountId} is null) <> (${t.userId} is null)`,
    ),
    tenantPolicy('school_message_receipts'),
  ],
);
