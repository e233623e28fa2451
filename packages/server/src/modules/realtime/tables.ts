import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';

/**
 * Commands sent to terminals (enable/disable, configuration pushes) and how far each got:
 * queued (terminal offline) → requested → acknowledged → applied | failed.
 * No foreign key to device_accounts: tenant-table keys must carry customer_id (Citus), and a
 * deleted terminal's command history may stay.
 */
export const terminalCommands = pgTable(
  'terminal_commands',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    customerId: integer().notNull(),
    deviceAccountId: integer().notNull(),
    kind: varchar({ length: 16 }).notNull(),
    payload: jsonb().$type<Record<string, unknown>>(),
    state: varchar({ length: 16 }).notNull(),
    error: varchar({ length: 500 }),
    createdBy: varchar({ length: 64 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    acknowledgedAt: timestamp({ withTimezone: true }),
    appliedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('terminal_commands_terminal_idx').on(t.customerId, t.deviceAccountId, t.id.desc()),
    index('terminal_commands_state_idx').on(t.customerId, t.deviceAccountId, t.state),
    tenantPolicy('terminal_commands'),
  ],
);

/**
 * The latest telemetry of each terminal (one row per terminal, upserted in batches): what the
 * monitor's detail page shows when it opens. History belongs to the vitals store, not here.
 */
export const terminalTelemetry = pgTable(
  'terminal_telemetry',
  {
    customerId: integer().notNull(),
    deviceAccountId: integer().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.deviceAccountId] }), tenantPolicy('terminal_telemetry')],
);
