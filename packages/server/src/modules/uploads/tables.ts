import { bigint, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantKey } from '../../db/columns';
import { tenantPolicy } from '../../db/tenancy';

/**
 * Every stored upload: what it counts against its company's storage quota, and since when it
 * exists (the orphan job removes one no record refers to after a grace period). The stamp is the
 * jobs' clock, so tests move it.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    ...tenantKey('cascade'),
    purpose: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 64 }).notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('uploaded_files_name_key').on(t.name),
    index('uploaded_files_customer_idx').on(t.customerId),
    index('uploaded_files_created_idx').on(t.createdAt),
    tenantPolicy('uploaded_files'),
  ],
);
