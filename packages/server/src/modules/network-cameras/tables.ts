import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';

/**
 * Network cameras of a tenant. `deviceAccountId` points at the terminal that pulls the streams;
 * it has no foreign key because keys between tenant tables must include `customer_id`
 * (ARCHITECTURE §1, Citus) and the hooks check the terminal is the tenant's own on every write.
 */
export const networkCameras = pgTable(
  'network_cameras',
  {
    ...tenantKey(),
    name: varchar({ length: 64 }).notNull(),
    brand: varchar({ length: 16 }).notNull(),
    address: varchar({ length: 253 }).notNull(),
    port: integer().notNull().default(554),
    username: varchar({ length: 64 }),
    /**
     * Kept as entered, not hashed: terminals are sent it to log in to the camera. The API never
     * returns it (write-only field).
     */
    password: varchar({ length: 64 }),
    mainStreamPath: varchar({ length: 255 }).notNull(),
    mainStreamResolution: varchar({ length: 16 }).notNull(),
    mainStreamFrameRate: smallint().notNull(),
    mainStreamBitrate: integer().notNull(),
    subStreamPath: varchar({ length: 255 }),
    subStreamResolution: varchar({ length: 16 }).notNull(),
    subStreamFrameRate: smallint().notNull(),
    subStreamBitrate: integer().notNull(),
    deviceAccountId: integer(),
    description: varchar({ length: 255 }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('network_cameras_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
    index('network_cameras_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('network_cameras_customer_terminal_idx').on(t.customerId, t.deviceAccountId),
    tenantPolicy('network_cameras'),
  ],
);
