import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';

/** Notice templates of a tenant's ICU: the messages families receive. */
export const visitTemplates = pgTable(
  'visit_templates',
  {
    ...tenantKey(),
    name: varchar({ length: 32 }).notNull(),
    event: varchar({ length: 32 }).notNull(),
    channel: varchar({ length: 16 }).notNull(),
    content: varchar({ length: 500 }).notNull(),
    enabled: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('visit_templates_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
    index('visit_templates_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantPolicy('visit_templates'),
  ],
);
