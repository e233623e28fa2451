import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { applications } from '../applications/tables';
import { customers } from '../../platform/identity-tables';

/**
 * The menus of one application a company's users may see (SPEC §6 company menu permissions).
 * No row: every menu of the application. The chosen menus are stored with their parents.
 */
export const customerMenuPermissions = pgTable(
  'customer_menu_permissions',
  {
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    applicationId: integer()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    menuIds: integer().array().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.applicationId] }),
    tenantPolicy('customer_menu_permissions'),
  ],
);
