import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { customers } from '../../platform/identity-tables';

/*
 * The ambulance platform's system data (ADR 0038): platform data about companies (hence
 * `company_id`, not a tenant's `customer_id`), read and written by cloud administrators only.
 */

/** The ambulance functions a company has switched on (`functionManage`): one row per company. */
export const ambulanceFunctions = pgTable(
  'ambulance_functions',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    functions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [uniqueIndex('ambulance_functions_company_key').on(t.companyId)],
);

/**
 * External systems allowed to call the ambulance API (`authorizeManage`). The key itself is never
 * stored: `keyHash` is the hex SHA-256 of it (null once revoked), `keyPrefix` its first characters.
 */
export const ambulanceExternalSystems = pgTable(
  'ambulance_external_systems',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 64 }).notNull(),
    companyId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    scopes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: boolean().notNull().default(true),
    description: varchar({ length: 255 }),
    keyHash: varchar({ length: 64 }),
    keyPrefix: varchar({ length: 16 }),
    lastUsedAt: timestamp({ withTimezone: true }),
    /**
     * The rate limit's window (minutes since the epoch) and the calls made in it, counted on the
     * row so every instance counts the same calls (ADR 38).
     */
    callWindow: bigint({ mode: 'number' }),
    callCount: integer().notNull().default(0),
    revokedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('ambulance_external_systems_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('ambulance_external_systems_key_hash_key').on(t.keyHash),
    index('ambulance_external_systems_created_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Every call of the ambulance API (`interfaceLog`), refused ones included: who (the system, when
 * its key was known), what, the result and how long it took. Never updated.
 */
export const ambulanceInterfaceLogs = pgTable(
  'ambulance_interface_logs',
  {
    id: serial().primaryKey(),
    systemId: integer().references(() => ambulanceExternalSystems.id, { onDelete: 'set null' }),
    companyId: integer().references(() => customers.id, { onDelete: 'set null' }),
    method: varchar({ length: 8 }).notNull(),
    path: varchar({ length: 255 }).notNull(),
    outcome: varchar({ length: 8 }).notNull(),
    resultCode: varchar({ length: 8 }).notNull(),
    httpStatus: smallint().notNull(),
    durationMs: integer().notNull(),
    keyPrefix: varchar({ length: 16 }),
    ip: varchar({ length: 64 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ambulance_interface_logs_created_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('ambulance_interface_logs_system_created_idx').on(t.systemId, t.createdAt),
  ],
);
