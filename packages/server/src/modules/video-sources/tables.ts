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
 * Video sources of a device account (SPEC §3). Main and sub stream settings are flattened into
 * columns so lists, exports and imports treat them like any other field. The foreign key to the
 * terminal includes `customer_id` (a source never points into another tenant; Citus-ready), and
 * the sources go with their terminal.
 */
export const videoSources = pgTable(
  'video_sources',
  {
    ...tenantKey(),
    deviceAccountId: integer().notNull(),
    name: varchar({ length: 32 }).notNull(),
    type: varchar({ length: 16 }).notNull(),
    primary: boolean('is_primary').notNull().default(false),
    enabled: boolean().notNull().default(true),
    mainFrameRate: smallint().notNull().default(25),
    mainBitrate: integer().notNull().default(2048),
    mainResolution: varchar({ length: 16 }).notNull().default('1920x1080'),
    mainEncodingMode: varchar({ length: 8 }).notNull().default('cbr'),
    mainQuality: varchar({ length: 8 }).notNull().default('high'),
    subStreamEnabled: boolean().notNull().default(false),
    subFrameRate: smallint().notNull().default(15),
    subBitrate: integer().notNull().default(512),
    subResolution: varchar({ length: 16 }).notNull().default('640x360'),
    subEncodingMode: varchar({ length: 8 }).notNull().default('cbr'),
    subQuality: varchar({ length: 8 }).notNull().default('medium'),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'video_sources_device_account_fk',
      columns: [t.customerId, t.deviceAccountId],
      foreignColumns: [deviceAccounts.customerId, deviceAccounts.id],
    }).onDelete('cascade'),
    // SPEC §8 'this source type already exists': the last wall behind the API's own check.
    uniqueIndex('video_sources_account_type_key').on(t.customerId, t.deviceAccountId, t.type),
    // Exactly one main source per terminal: at most one here, at least one kept by the API.
    uniqueIndex('video_sources_account_primary_key')
      .on(t.customerId, t.deviceAccountId)
      .where(sql`${t.primary}`),
    index('video_sources_account_idx').on(t.deviceAccountId),
    tenantPolicy('video_sources'),
  ],
);
