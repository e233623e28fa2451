import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  real,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';
import { deviceAccounts } from '../device-accounts/tables';

/**
 * AI compute servers (ADR 0035). Each is one device account of type `compute` of its company (a
 * foreign key with the company: the box goes with its account) that logs in to the broker;
 * `online`, `currentLoad`, utilisation and `reportedAt` are written by the server from the box's
 * presence and telemetry, never through the API.
 */
export const computeServers = pgTable(
  'compute_servers',
  {
    ...tenantKey('cascade'),
    name: varchar({ length: 64 }).notNull(),
    deviceAccountId: integer().notNull(),
    sn: varchar({ length: 64 }).notNull(),
    macAddress: varchar({ length: 17 }).notNull(),
    maxPayload: integer().notNull(),
    description: varchar({ length: 500 }),
    enabled: boolean().notNull().default(true),
    online: boolean().notNull().default(false),
    currentLoad: integer().notNull().default(0),
    gpuPercent: real(),
    cpuPercent: real(),
    reportedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'compute_servers_account_fk',
      columns: [t.customerId, t.deviceAccountId],
      foreignColumns: [deviceAccounts.customerId, deviceAccounts.id],
    }).onDelete('cascade'),
    uniqueIndex('compute_servers_account_key').on(t.deviceAccountId),
    uniqueIndex('compute_servers_customer_sn_key').on(t.customerId, sql`lower(${t.sn})`),
    index('compute_servers_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantPolicy('compute_servers'),
  ],
);
