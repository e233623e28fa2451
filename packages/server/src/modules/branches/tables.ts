import { sql } from 'drizzle-orm';
import { index, pgTable, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';

/** Branches (campuses) of a hospital; wards point at them and are left without one when it goes. */
export const branches = pgTable(
  'branches',
  {
    ...tenantKey(),
    name: varchar({ length: 64 }).notNull(),
    code: varchar({ length: 32 }),
    address: varchar({ length: 255 }),
    phone: varchar({ length: 32 }),
    description: varchar({ length: 255 }),
    ...timestamps(),
  },
  (t) => [
    unique('branches_customer_id_key').on(t.customerId, t.id),
    uniqueIndex('branches_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
    uniqueIndex('branches_customer_code_key').on(t.customerId, sql`lower(${t.code})`),
    index('branches_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantPolicy('branches'),
  ],
);
