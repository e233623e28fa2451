import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { customers } from '../identity/tables';

/**
 * Device accounts (terminals). `account` is the terminal's login on the MQTT backbone, unique
 * across tenants; `online`/`lastSeenAt` are kept by the presence tracker.
 */
export const deviceAccounts = pgTable(
  'device_accounts',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    account: varchar({ length: 20 }).notNull(),
    name: varchar({ length: 64 }).notNull(),
    screenCount: smallint().notNull().default(1),
    deviceType: varchar({ length: 16 }).notNull(),
    inputSourceGroup: varchar({ length: 64 }),
    defaultMode: varchar({ length: 16 }).notNull().default('meeting'),
    deviceUi: varchar({ length: 255 }),
    loginAccount: varchar({ length: 64 }).notNull(),
    /** argon2id hash of the terminal password. */
    password: text().notNull(),
    parentCategory: varchar({ length: 64 }),
    description: varchar({ length: 500 }),
    autoJoin: boolean().notNull().default(false),
    macAddress: varchar({ length: 17 }),
    avatar: varchar({ length: 255 }),
    /** Device module keys enabled on this terminal. */
    modules: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: boolean().notNull().default(true),
    online: boolean().notNull().default(false),
    lastSeenAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('device_accounts_account_key').on(t.account),
    index('device_accounts_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('device_accounts_customer_online_idx').on(t.customerId, t.online),
    tenantPolicy('device_accounts'),
  ],
);
