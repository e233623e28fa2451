import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { deviceAccounts } from '../device-accounts/tables';
import { tenantKey, timestamps } from '../../db/columns';

/**
 * Groups of streams for the terminal stream wall. Members are video source ids in wall order,
 * checked to be the tenant's on every write; a source deleted later drops out of the answer.
 */
export const terminalStreamGroups = pgTable(
  'terminal_stream_groups',
  {
    ...tenantKey(),
    name: varchar({ length: 32 }).notNull(),
    sort: smallint().notNull().default(0),
    videoSourceIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    description: varchar({ length: 255 }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('terminal_stream_groups_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
    index('terminal_stream_groups_customer_sort_idx').on(t.customerId, t.sort),
    tenantPolicy('terminal_stream_groups'),
  ],
);

/** One row per tenant that changed its wall settings; a tenant without one has the defaults. */
export const terminalStreamSettings = pgTable(
  'terminal_stream_settings',
  {
    ...tenantKey('cascade'),
    tilesPerPage: smallint().notNull().default(4),
    /** null: the company's polling play seconds. */
    rotationSeconds: integer(),
    stream: varchar({ length: 8 }).notNull().default('main'),
    showOffline: boolean().notNull().default(true),
    addressTemplate: varchar({ length: 500 }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('terminal_stream_settings_customer_key').on(t.customerId),
    tenantPolicy('terminal_stream_settings'),
  ],
);

/**
 * A terminal's own stream monitoring settings (device account tab `streamMonitor`); terminals
 * without a row are monitored with their main source. They go with their terminal.
 */
export const terminalStreamTerminals = pgTable(
  'terminal_stream_terminals',
  {
    ...tenantKey('cascade'),
    deviceAccountId: integer().notNull(),
    monitored: boolean().notNull().default(true),
    /** Preferred source; a source deleted since reads as the main source. */
    videoSourceId: integer(),
    streamAddress: varchar({ length: 500 }),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'terminal_stream_terminals_device_account_fk',
      columns: [t.customerId, t.deviceAccountId],
      foreignColumns: [deviceAccounts.customerId, deviceAccounts.id],
    }).onDelete('cascade'),
    uniqueIndex('terminal_stream_terminals_account_key').on(t.customerId, t.deviceAccountId),
    tenantPolicy('terminal_stream_terminals'),
  ],
);
