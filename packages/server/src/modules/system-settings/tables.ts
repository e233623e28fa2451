import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgPolicy,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Platform rows under the tenant role (ARCHITECTURE §5 second wall): visible only to a platform
 * administrator's transaction; the server's own connection (jobs, start-up) owns the tables.
 */
function platformOnly(table: string) {
  const check = sql`(select current_setting('app.platform', true)) = 'on'`;
  return pgPolicy(`${table}_platform_only`, {
    as: 'permissive',
    for: 'all',
    to: 'public',
    using: check,
    withCheck: check,
  });
}

/**
 * The platform's settings, one row per group (`databaseBackup`, `mail`, `sms`, `global`): small
 * reference data shared by every instance. Secrets inside a value are sealed (`…Sealed`, ADR 0031).
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    key: varchar({ length: 32 }).primaryKey(),
    value: jsonb().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  () => [platformOnly('platform_settings')],
);

/** Database dumps (ADR 0030): one row per run, the file in `directory`. */
export const databaseBackups = pgTable(
  'database_backups',
  {
    id: serial().primaryKey(),
    fileName: varchar({ length: 128 }).notNull(),
    directory: text().notNull(),
    trigger: varchar({ length: 16 }).notNull(),
    engine: varchar({ length: 16 }).notNull(),
    state: varchar({ length: 16 }).notNull().default('running'),
    progress: integer().notNull().default(0),
    sizeBytes: bigint({ mode: 'number' }),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('database_backups_created_idx').on(t.createdAt.desc()),
    // One running backup at a time, across instances.
    uniqueIndex('database_backups_running_key')
      .on(t.state)
      .where(sql`${t.state} = 'running'`),
    platformOnly('database_backups'),
  ],
);

/** SMS templates of the platform (SPEC §3). */
export const smsTemplates = pgTable(
  'sms_templates',
  {
    id: serial().primaryKey(),
    type: varchar({ length: 16 }).notNull(),
    templateId: varchar({ length: 64 }).notNull(),
    name: varchar({ length: 32 }).notNull(),
    paramCount: integer().notNull().default(0),
    description: varchar({ length: 255 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sms_templates_template_id_key').on(t.templateId)],
);
