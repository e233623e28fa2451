import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { customers, users } from '../../platform/identity-tables';

/** The application catalogue (a platform reference table). */
export const applications = pgTable(
  'applications',
  {
    id: serial().primaryKey(),
    key: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 32 }).notNull(),
    english: varchar({ length: 64 }).notNull(),
    aloneMenuManage: integer().notNull().default(0),
    appId: varchar({ length: 64 }),
    path: varchar({ length: 255 }),
    icon: varchar({ length: 64 }),
    signature: varchar({ length: 128 }),
    appType: varchar({ length: 16 }).notNull().default('system'),
    sort: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('applications_key_key').on(t.key)],
);

/** Applications enabled per customer (SPEC §6). */
export const customerApplications = pgTable(
  'customer_applications',
  {
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    applicationId: integer()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    enabled: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.applicationId] }), tenantPolicy('customer_applications')],
);

/** A user's own application preference (updateUserAppInfo). */
export const userAppSettings = pgTable(
  'user_app_settings',
  {
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    defaultAppKey: varchar({ length: 32 }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.userId] }), tenantPolicy('user_app_settings')],
);
