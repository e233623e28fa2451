import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../db/tenancy';

/** The user log (SPEC /setting/userLog): every write, who, when, what, before and after. */
export const userLogs = pgTable(
  'user_logs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    customerId: integer().notNull(),
    userId: integer(),
    account: varchar({ length: 64 }),
    /** `lower(account)`, for the account-prefix filter (the engine's `prefix` filter reads it). */
    accountFolded: varchar({ length: 64 }).generatedAlwaysAs(sql`lower(account)`),
    action: varchar({ length: 32 }).notNull(),
    resource: varchar({ length: 64 }).notNull(),
    resourceId: varchar({ length: 64 }),
    before: jsonb(),
    after: jsonb(),
    ip: varchar({ length: 64 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_logs_customer_time_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The list's sort by action, and its account-prefix filter (`starts_with(account_folded, x)`,
    // with the action filter checked inside the index), without reading a tenant's whole log.
    index('user_logs_customer_action_idx').on(t.customerId, t.action, t.id.desc().nullsFirst()),
    index('user_logs_customer_account_idx').on(
      t.customerId,
      t.accountFolded.op('text_pattern_ops'),
      t.action,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('user_logs_time_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    tenantPolicy('user_logs'),
  ],
);
