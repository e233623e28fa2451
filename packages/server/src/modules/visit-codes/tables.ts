import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';

/**
 * A visit's one-time code (issue 14): only its salted hash is kept. Accepted once, inside the
 * visit's window; wrong entries are counted and lock the code after a few.
 */
export const visitCodes = pgTable(
  'visit_codes',
  {
    /** The visit (no foreign key: the code is kept before the booked visit's row, in its transaction). */
    visitId: integer().primaryKey(),
    customerId: integer().notNull(),
    /** `salt:hex sha256(salt + code)`. */
    codeHash: varchar({ length: 128 }).notNull(),
    failures: integer().notNull().default(0),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  () => [tenantPolicy('visit_codes')],
);
