import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey } from '../../db/columns';

/** Notices sent (or not) to families: the rendered text and how its delivery went. */
export const visitNotices = pgTable(
  'visit_notices',
  {
    ...tenantKey('cascade'),
    event: varchar({ length: 32 }).notNull(),
    registrationId: integer().notNull(),
    visitId: integer(),
    phone: varchar({ length: 32 }).notNull(),
    channel: varchar({ length: 16 }),
    text: varchar({ length: 1000 }).notNull(),
    state: varchar({ length: 16 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visit_notices_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('visit_notices_registration_idx').on(t.registrationId),
    tenantPolicy('visit_notices'),
  ],
);

export type VisitNotice = typeof visitNotices.$inferSelect;
