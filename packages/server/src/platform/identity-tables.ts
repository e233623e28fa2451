import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../db/tenancy';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Customers (organisations, enterprises). Id 1 is the platform organisation. */
export const customers = pgTable(
  'customers',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 64 }).notNull(),
    account: varchar({ length: 32 }).notNull(),
    maxRoom: integer().notNull().default(-1),
    maxAccount: integer().notNull().default(-1),
    applyCode: varchar({ length: 8 }),
    userCode: varchar({ length: 32 }),
    phone: varchar({ length: 32 }),
    email: varchar({ length: 128 }),
    logo: varchar({ length: 255 }),
    uiUrl: varchar({ length: 255 }),
    storageGb: integer(),
    retentionDays: integer().notNull().default(30),
    storageAlarmPercent: integer().notNull().default(90),
    recordViewDays: integer().notNull().default(30),
    inviteParticipantLimit: integer().notNull().default(-1),
    pollingSeconds: integer().notNull().default(30),
    liveAudit: boolean().notNull().default(false),
    audioQuality: varchar({ length: 16 }).notNull().default('standard'),
    allowFollow: boolean().notNull().default(true),
    publicLive: boolean().notNull().default(false),
    liveType: varchar({ length: 16 }).notNull().default('public'),
    defaultLayout: varchar({ length: 32 }).notNull().default('quad'),
    livePassword: varchar({ length: 32 }),
    voiceExcitation: boolean().notNull().default(false),
    summaryTemplate: text(),
    secretaryPhone: varchar({ length: 32 }),
    secretaryEmail: varchar({ length: 128 }),
    /** Room policy (contract room-policy.ts): always / optional / off per governed room option. */
    roomPolicyChairmanArea: varchar({ length: 16 }).notNull().default('optional'),
    roomPolicyRecord: varchar({ length: 16 }).notNull().default('optional'),
    roomPolicyPipStatus: varchar({ length: 16 }).notNull().default('optional'),
    icuEnabled: boolean().notNull().default(false),
    deviceModules: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    status: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_account_key').on(sql`lower(${t.account})`),
    index('customers_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    tenantPolicy('customers', t.id),
  ],
);

/** Roles hold menu permission ids (SPEC §6). Platform roles belong to customer 1. */
export const roles = pgTable(
  'roles',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: varchar({ length: 8 }).notNull(),
    /** The role key a session carries: cloudAdmin, admin, editor, doctor, cloudUser. */
    value: varchar({ length: 32 }).notNull(),
    type: integer().notNull(),
    sort: integer().notNull().default(0),
    status: integer().notNull().default(1),
    remarks: varchar({ length: 255 }),
    permissionIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('roles_customer_idx').on(t.customerId), tenantPolicy('roles')],
);

/**
 * Users log in by account alone, so accounts are unique across tenants; the table stays a
 * small identity table rather than a distributed one (docs/adr/0002).
 */
export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    account: varchar({ length: 64 }).notNull(),
    passwordHash: text().notNull(),
    userType: integer().notNull(),
    roleId: integer().references(() => roles.id, { onDelete: 'set null' }),
    realName: varchar({ length: 64 }),
    nickName: varchar({ length: 64 }),
    avatarUrl: varchar({ length: 255 }),
    phone: varchar({ length: 32 }),
    email: varchar({ length: 128 }),
    remark: varchar({ length: 255 }),
    /** Members (type 3): the device their app is bound to (docs/adr/0005). */
    boundDevice: varchar({ length: 64 }),
    initPwd: boolean().notNull().default(false),
    status: integer().notNull().default(1),
    /** Failed sign-ins since the last successful one, told to the owner at the next (issue 13). */
    failedSignIns: integer().notNull().default(0),
    lastFailedSignInAt: timestamp({ withTimezone: true }),
    lastFailedSignInIp: varchar({ length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_account_key').on(sql`lower(${t.account})`),
    index('users_customer_idx').on(t.customerId),
    tenantPolicy('users'),
  ],
);

/** Opaque session tokens; only the SHA-256 of a token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial().primaryKey(),
    tokenHash: varchar({ length: 64 }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer().notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: varchar({ length: 64 }),
    userAgent: varchar({ length: 255 }),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);
