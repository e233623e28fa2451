import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';

/**
 * Groups of device accounts. Members are kept as an id list on the group (checked to be the
 * tenant's terminals on every write); a terminal deleted later simply drops out of the answer.
 */
export const deviceGroups = pgTable(
  'device_groups',
  {
    ...tenantKey(),
    name: varchar({ length: 32 }).notNull(),
    description: varchar({ length: 255 }),
    deviceAccountIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('device_groups_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
    index('device_groups_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('device_groups_members_idx').using('gin', t.deviceAccountIds),
    tenantPolicy('device_groups'),
  ],
);
