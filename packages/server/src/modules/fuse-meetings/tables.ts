import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { customers } from '../identity/tables';

/** SIP / H.323 gateways of a tenant for standard video terminals (converged meetings). */
export const fuseMeetings = pgTable(
  'fuse_meetings',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    name: varchar({ length: 64 }).notNull(),
    protocol: varchar({ length: 8 }).notNull().default('sip'),
    gatewayAddress: varchar({ length: 253 }).notNull(),
    port: integer().notNull().default(5060),
    prefix: varchar({ length: 10 }),
    enabled: boolean().notNull().default(true),
    description: varchar({ length: 255 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fuse_meetings_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
    index('fuse_meetings_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantPolicy('fuse_meetings'),
  ],
);
