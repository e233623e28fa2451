import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One row per issued captcha; consumed on first use, right or wrong. */
export const captchas = pgTable('captchas', {
  uuid: varchar({ length: 64 }).primaryKey(),
  codeHash: varchar({ length: 64 }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});

/** Failed logins per key (`account:x`, `ip:y`) in a fixed window; shared by all instances. */
export const loginFailures = pgTable('login_failures', {
  key: varchar({ length: 128 }).primaryKey(),
  count: integer().notNull().default(0),
  windowStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** The growing delay of an (account, address) pair runs from its last failure. */
  lastFailedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
