import { sql } from 'drizzle-orm';
import {
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

/** One recipient terminal of a sent notification: sent there (when online) and read. */
export const schoolMessageReceipts = pgTable(
  'school_message_receipts',
  {
    ...tenantKey(),
    messageId: integer().notNull(),
    deviceAccountId: integer().notNull(),
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
    index('school_message_receipts_terminal_idx').on(t.deviceAccountId),
    tenantPolicy('school_message_receipts'),
  ],
);
