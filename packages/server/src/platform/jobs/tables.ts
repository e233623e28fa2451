import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Durable jobs (ARCHITECTURE §11): work that must happen later or be retried, kept in the database
 * so it survives a restart and runs once across server instances. Not a tenant table: a job's
 * payload names the tenant it works for, and only the runner reads the table.
 *
 * A job is pending while `done_at` and `failed_at` are both null. A runner claims due jobs with
 * `FOR UPDATE SKIP LOCKED` and leases them until `locked_until`; a lease that runs out (the
 * instance died mid-job) makes the job claimable again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: varchar({ length: 64 }).notNull(),
    payload: jsonb().notNull().default({}),
    /** At most one pending job per key (e.g. `visit-overdue:42`): scheduling again moves it. */
    key: varchar({ length: 128 }),
    runAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(10),
    lockedUntil: timestamp({ withTimezone: true }),
    lockedBy: varchar({ length: 64 }),
    lastError: text(),
    doneAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    uniqueIndex('jobs_pending_key')
      .on(t.key)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);

export type Job = typeof jobs.$inferSelect;
