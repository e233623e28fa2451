import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';

/**
 * Application gateways. `setupKey` is the TOTP key the dynamic service code is computed from,
 * sealed (platform/secrets.ts); the API never returns it.
 */
export const gateways = pgTable(
  'gateways',
  {
    ...tenantKey(),
    name: varchar({ length: 64 }).notNull(),
    ip: varchar({ length: 15 }).notNull(),
    codeRule: varchar({ length: 8 }).notNull().default('totp6'),
    setupKey: varchar({ length: 512 }).notNull(),
    enabled: boolean().notNull().default(true),
    auditBinding: boolean().notNull().default(false),
    permissions: varchar({ length: 16 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    ...timestamps(),
  },
  (t) => [
    unique('gateways_customer_id_key').on(t.customerId, t.id),
    uniqueIndex('gateways_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
    index('gateways_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantPolicy('gateways'),
  ],
);

/** Users of a gateway's applets: registered by the gateway, approved when it asks for it, online while it says. */
export const gatewayUsers = pgTable(
  'gateway_users',
  {
    ...tenantKey(),
    gatewayId: integer().notNull(),
    username: varchar({ length: 64 }).notNull(),
    role: varchar({ length: 16 }).notNull(),
    title: varchar({ length: 32 }),
    avatar: varchar({ length: 255 }),
    organisation: varchar({ length: 64 }),
    auditState: varchar({ length: 16 }).notNull().default('pending'),
    auditedBy: varchar({ length: 64 }),
    auditedAt: timestamp({ withTimezone: true }),
    online: boolean().notNull().default(false),
    lastSeenAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    // No cascade: a gateway with users is not deleted (the delete guard says how many).
    unique('gateway_users_customer_id_key').on(t.customerId, t.id),
    foreignKey({
      name: 'gateway_users_gateway_fk',
      columns: [t.customerId, t.gatewayId],
      foreignColumns: [gateways.customerId, gateways.id],
    }),
    uniqueIndex('gateway_users_gateway_username_key').on(t.gatewayId, sql`lower(${t.username})`),
    index('gateway_users_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('gateway_users_customer_state_idx').on(t.customerId, t.auditState, t.createdAt.desc().nullsFirst()),
    tenantPolicy('gateway_users'),
  ],
);

/** Services a gateway's applets offer; `code` is what the gateway names it by. */
export const appServices = pgTable(
  'app_services',
  {
    ...tenantKey(),
    name: varchar({ length: 64 }).notNull(),
    code: varchar({ length: 32 }).notNull(),
    gatewayId: integer().notNull(),
    description: varchar({ length: 255 }),
    needsApproval: boolean().notNull().default(true),
    enabled: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'app_services_gateway_fk',
      columns: [t.customerId, t.gatewayId],
      foreignColumns: [gateways.customerId, gateways.id],
    }),
    unique('app_services_customer_id_key').on(t.customerId, t.id),
    uniqueIndex('app_services_customer_code_key').on(t.customerId, sql`lower(${t.code})`),
    index('app_services_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('app_services_gateway_idx').on(t.gatewayId),
    tenantPolicy('app_services'),
  ],
);

/** A gateway user's use of a service, with its approval. */
export const appServiceUsers = pgTable(
  'app_service_users',
  {
    ...tenantKey(),
    appServiceId: integer().notNull(),
    gatewayUserId: integer().notNull(),
    note: varchar({ length: 255 }),
    auditState: varchar({ length: 16 }).notNull().default('pending'),
    auditedBy: varchar({ length: 64 }),
    auditedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'app_service_users_service_fk',
      columns: [t.customerId, t.appServiceId],
      foreignColumns: [appServices.customerId, appServices.id],
    }),
    foreignKey({
      name: 'app_service_users_user_fk',
      columns: [t.customerId, t.gatewayUserId],
      foreignColumns: [gatewayUsers.customerId, gatewayUsers.id],
    }),
    uniqueIndex('app_service_users_service_user_key').on(t.appServiceId, t.gatewayUserId),
    index('app_service_users_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('app_service_users_customer_state_idx').on(
      t.customerId,
      t.auditState,
      t.createdAt.desc().nullsFirst(),
    ),
    index('app_service_users_user_idx').on(t.gatewayUserId),
    tenantPolicy('app_service_users'),
  ],
);
