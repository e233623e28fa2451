import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';

/** SIP / H.323 gateways of a tenant for standard video terminals (converged meetings). */
export const fuseMeetings = pgTable(
  'fuse_meetings',
  {
    ...tenantKey(),
    name: varchar({ length: 64 }).notNull(),
    protocol: varchar({ length: 8 }).notNull().default('sip'),
    gatewayAddress: varchar({ length: 253 }).notNull(),
    port: integer().notNull().default(5060),
    prefix: varchar({ length: 10 }),
    enabled: boolean().notNull().default(true),
    description: varchar({ length: 255 }),
    ...timestamps(),
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
