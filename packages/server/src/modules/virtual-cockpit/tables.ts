import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantKey, timestamps } from '../../db/columns';
import { tenantPolicy } from '../../db/tenancy';

/** Call groups of the virtual cockpit: member terminals as an id list, one of them the chairman. */
export const callGroups = pgTable(
  'call_groups',
  {
    ...tenantKey(),
    name: varchar({ length: 32 }).notNull(),
    deviceAccountIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    chairmanId: integer(),
    allowCallAll: boolean().notNull().default(false),
    description: varchar({ length: 255 }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('call_groups_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
    index('call_groups_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('call_groups_members_idx').using('gin', t.deviceAccountIds),
    tenantPolicy('call_groups'),
  ],
);

/**
 * The call log: one row per call between two terminals, moved through its states (ADR 0037).
 * Terminal and group ids are kept without foreign keys, so the history outlives them.
 */
export const callLogs = pgTable(
  'call_logs',
  {
    ...tenantKey('cascade'),
    callerId: integer().notNull(),
    calleeId: integer().notNull(),
    groupId: integer(),
    state: varchar({ length: 16 }).notNull().default('calling'),
    applyTime: timestamp({ withTimezone: true }).notNull(),
    answerTime: timestamp({ withTimezone: true }),
    startTime: timestamp({ withTimezone: true }),
    endTime: timestamp({ withTimezone: true }),
    /** Seconds from `start` to the end; 0 for an answered call that never started, null otherwise. */
    duration: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('call_logs_customer_apply_idx').on(
      t.customerId,
      t.applyTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('call_logs_caller_idx').on(t.callerId, t.applyTime.desc().nullsFirst()),
    index('call_logs_callee_idx').on(t.calleeId, t.applyTime.desc().nullsFirst()),
    // The live calls (busy checks, "in a call now").
    index('call_logs_live_idx')
      .on(t.customerId)
      .where(sql`${t.state} in ('calling', 'accepted', 'start')`),
    tenantPolicy('call_logs'),
  ],
);

/** Chat terminology: the phrases a company's terminals offer in chat, in `sort` order. */
export const chatPhrases = pgTable(
  'chat_phrases',
  {
    ...tenantKey(),
    content: varchar({ length: 100 }).notNull(),
    sort: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('chat_phrases_customer_content_key').on(t.customerId, t.content),
    index('chat_phrases_customer_sort_idx').on(t.customerId, t.sort, t.id),
    tenantPolicy('chat_phrases'),
  ],
);
