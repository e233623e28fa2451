import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';

/** Data push targets of a tenant (SPEC §3): where its events are delivered as signed webhooks. */
export const dataPushTargets = pgTable(
  'data_push_targets',
  {
    ...tenantKey(),
    name: varchar({ length: 64 }).notNull(),
    url: varchar({ length: 255 }).notNull(),
    dataTypes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Empty: every event of the data types. */
    events: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The signing secret, sealed with the install's key (platform/secrets.ts); never returned. */
    secret: text().notNull(),
    /** What the API shows of it (`whsec_••••abcd`). */
    secretHint: varchar({ length: 32 }).notNull(),
    /**
     * The secret before the last rotation, sealed, and until when deliveries are signed with it
     * too (Standard Webhooks: several signatures), so the receiver can switch without a gap.
     */
    previousSecret: text(),
    previousSecretExpiresAt: timestamp({ withTimezone: true }),
    maxRetries: integer().notNull().default(5),
    state: varchar({ length: 16 }).notNull().default('normal'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('data_push_targets_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
    index('data_push_targets_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantPolicy('data_push_targets'),
  ],
);

/**
 * One message to one target and its delivery: attempts, the last answer and error. The durable
 * job `data-push-delivery` makes each attempt; the row is the log the console shows.
 */
export const dataPushDeliveries = pgTable(
  'data_push_deliveries',
  {
    ...tenantKey('cascade'),
    targetId: integer()
      .notNull()
      .references(() => dataPushTargets.id, { onDelete: 'cascade' }),
    event: varchar({ length: 64 }).notNull(),
    /** `webhook-id`: the same for a replay of the message (receivers deduplicate by it). */
    messageId: varchar({ length: 64 }).notNull(),
    payload: jsonb().notNull(),
    state: varchar({ length: 16 }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    responseCode: integer(),
    error: text(),
    lastAttemptAt: timestamp({ withTimezone: true }),
    nextAttemptAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('data_push_deliveries_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('data_push_deliveries_target_idx').on(t.targetId),
    tenantPolicy('data_push_deliveries'),
  ],
);

export type DataPushTarget = typeof dataPushTargets.$inferSelect;
export type DataPushDelivery = typeof dataPushDeliveries.$inferSelect;

/**
 * The personal fields a company lets its deliveries carry (issue 17 allow-list); no row: none.
 */
export const dataPushFieldPolicies = pgTable(
  'data_push_field_policies',
  {
    ...tenantKey('cascade'),
    fields: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('data_push_field_policies_customer_key').on(t.customerId),
    tenantPolicy('data_push_field_policies'),
  ],
);
