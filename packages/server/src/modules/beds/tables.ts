import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';
import { wards } from '../wards/tables';

/**
 * Beds of a ward; they go with their ward (SPEC §5). Bound devices are an id list checked to be
 * the company's terminals on every write (`sameTenant`); a terminal deleted later drops out.
 */
export const beds = pgTable(
  'beds',
  {
    ...tenantKey(),
    wardId: integer().notNull(),
    number: integer().notNull(),
    code: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 30 }).notNull(),
    mapX: smallint(),
    mapY: smallint(),
    deviceAccountIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'beds_ward_fk',
      columns: [t.customerId, t.wardId],
      foreignColumns: [wards.customerId, wards.id],
    }).onDelete('cascade'),
    unique('beds_customer_id_key').on(t.customerId, t.id),
    uniqueIndex('beds_ward_number_key').on(t.customerId, t.wardId, t.number),
    uniqueIndex('beds_customer_code_key').on(t.customerId, sql`lower(${t.code})`),
    index('beds_ward_idx').on(t.wardId),
    index('beds_devices_idx').using('gin', t.deviceAccountIds),
    tenantPolicy('beds'),
  ],
);
