import { sql } from 'drizzle-orm';
import type { ScreenLayout } from '@console/contract/resources/device-accounts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';

/**
 * Device accounts (terminals). `account` is the terminal's login on the MQTT backbone, unique
 * across tenants; `online`/`lastSeenAt` are kept by the presence tracker.
 */
export const deviceAccounts = pgTable(
  'device_accounts',
  {
    ...tenantKey(),
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
    /** Tab layout: per screen a layout template and the video sources in its areas. */
    screenLayouts: jsonb()
      .$type<ScreenLayout[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // Tab liveSetting: where and how the terminal pushes its live stream.
    liveEnabled: boolean().notNull().default(false),
    livePushUrl: varchar({ length: 255 }),
    liveStreamName: varchar({ length: 64 }),
    liveResolution: varchar({ length: 16 }).notNull().default('1920x1080'),
    liveFrameRate: smallint().notNull().default(25),
    liveBitrate: integer().notNull().default(2048),
    liveRecord: boolean().notNull().default(false),
    online: boolean().notNull().default(false),
    lastSeenAt: timestamp({ withTimezone: true }),
    // Failed broker logins since the last successful one (issue 21): the terminal's page shows them.
    loginFailures: integer().notNull().default(0),
    lastLoginFailureAt: timestamp({ withTimezone: true }),
    lastLoginFailureIp: varchar({ length: 64 }),
    // The keyword box's text (the description's `search` fields), folded once when written: a
    // search tests one stored string per row instead of four case-insensitive matches (bench/api:
    // the keyword page was most of the database's time in the mixed load).
    searchFolded: text().generatedAlwaysAs(
      sql`lower(account || chr(10) || name || chr(10) || login_account || chr(10) || coalesce(mac_address, ''))`,
    ),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('device_accounts_account_key').on(t.account),
    // Target of the tenant-inclusive foreign keys of its children (video sources), ARCHITECTURE §1.
    uniqueIndex('device_accounts_customer_id_key').on(t.customerId, t.id),
    index('device_accounts_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The list pages, sorts and filters within one tenant (bench/api device list, 10,000
    // terminals): each index matches a filter + the ORDER BY the engine writes (the column, then
    // `id desc`), so a page is an index range read instead of a sort of the tenant's rows.
    index('device_accounts_customer_online_idx').on(
      t.customerId,
      t.online,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('device_accounts_customer_type_idx').on(
      t.customerId,
      t.deviceType,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('device_accounts_customer_name_idx').on(t.customerId, t.name, t.id.desc().nullsFirst()),
    tenantPolicy('device_accounts'),
  ],
);
