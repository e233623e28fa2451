import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';

/** Device UI addresses of a tenant; at most one default per tenant (partial unique index). */
export const deviceUiUrls = pgTable(
  'device_ui_urls',
  {
    ...tenantKey(),
    name: varchar({ length: 64 }).notNull(),
    url: varchar({ length: 255 }).notNull(),
    description: varchar({ length: 255 }),
    isDefault: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('device_ui_urls_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
    uniqueIndex('device_ui_urls_customer_default_key')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
    index('device_ui_urls_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantPolicy('device_ui_urls'),
  ],
);
