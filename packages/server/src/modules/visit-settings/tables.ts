import { boolean, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';

/**
 * ICU family-visit settings of a camera, a member or a device: one row per subject. The subject
 * has no foreign key (it lives in one of three tables); the hooks check it is the tenant's own on
 * create, and the subject's own delete removes its settings.
 */
export const visitSettings = pgTable(
  'visit_settings',
  {
    ...tenantKey('cascade'),
    subject: varchar({ length: 8 }).notNull(),
    subjectId: integer().notNull(),
    visitAllowed: boolean().notNull().default(false),
    visitDays: smallint().array(),
    visitStart: varchar({ length: 5 }),
    visitEnd: varchar({ length: 5 }),
    visitMinutes: smallint().notNull().default(30),
    overdueSeconds: smallint().notNull().default(60),
    recordVisits: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('visit_settings_subject_key').on(t.customerId, t.subject, t.subjectId),
    index('visit_settings_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantPolicy('visit_settings'),
  ],
);
