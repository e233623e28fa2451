import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';

/**
 * Which beds a terminal, a member or a camera watches: one row per subject. The subject has no
 * foreign key (it lives in one of three tables, as a visit setting's does); the hooks check it on
 * create and its own delete removes the row. Wards and the camera's bed are ids checked on every
 * write; a ward or bed deleted later drops out on read (the engine's references).
 */
export const monitorScopes = pgTable(
  'monitor_scopes',
  {
    ...tenantKey('cascade'),
    subject: varchar({ length: 8 }).notNull(),
    subjectId: integer().notNull(),
    wardIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    bedId: integer(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('monitor_scopes_subject_key').on(t.customerId, t.subject, t.subjectId),
    index('monitor_scopes_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('monitor_scopes_wards_idx').using('gin', t.wardIds),
    tenantPolicy('monitor_scopes'),
  ],
);
