import { integer, serial, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../platform/identity-tables';

/**
 * The columns every tenant table starts and ends with (ARCHITECTURE §5): its id, the company it
 * belongs to, and when the row was made and last changed.
 */
export function tenantKey(onDelete: 'restrict' | 'cascade' = 'restrict') {
  return {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete }),
  };
}

export function timestamps() {
  return {
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  };
}
