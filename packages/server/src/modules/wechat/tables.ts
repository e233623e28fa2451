import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';

/**
 * The columns of an official account (ADR 0034). The AppSecret, the message server's token and
 * its EncodingAESKey are sealed with the install's key (platform/secrets.ts) and never returned;
 * the `…Hint` columns are what the API shows of them.
 */
function accountColumns() {
  return {
    name: varchar({ length: 64 }).notNull(),
    originalId: varchar({ length: 32 }).notNull(),
    appId: varchar({ length: 32 }).notNull(),
    appSecret: text().notNull(),
    appSecretHint: varchar({ length: 16 }).notNull(),
    token: text(),
    tokenHint: varchar({ length: 16 }),
    encodingAesKey: text(),
    encodingAesKeyHint: varchar({ length: 16 }),
    type: varchar({ length: 16 }).notNull().default('service'),
    verified: boolean().notNull().default(false),
    enabled: boolean().notNull().default(true),
    ...timestamps(),
  };
}

function templateColumns() {
  return {
    name: varchar({ length: 64 }).notNull(),
    templateId: varchar({ length: 64 }).notNull(),
    type: varchar({ length: 32 }).notNull(),
    params: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps(),
  };
}

/** A company's WeChat official accounts (SPEC §2 /wechat/mpAccount). */
export const wechatAccounts = pgTable('wechat_accounts', { ...tenantKey(), ...accountColumns() }, (t) => [
  uniqueIndex('wechat_accounts_customer_app_id_key').on(t.customerId, t.appId),
  index('wechat_accounts_customer_created_idx').on(
    t.customerId,
    t.createdAt.desc().nullsFirst(),
    t.id.desc().nullsFirst(),
  ),
  tenantPolicy('wechat_accounts'),
]);

/** The message templates of a company's official accounts (SPEC §3), gone with their account. */
export const wechatTemplates = pgTable(
  'wechat_templates',
  {
    ...tenantKey(),
    accountId: integer()
      .notNull()
      .references(() => wechatAccounts.id, { onDelete: 'cascade' }),
    ...templateColumns(),
  },
  (t) => [
    uniqueIndex('wechat_templates_account_template_key').on(t.accountId, t.templateId),
    index('wechat_templates_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantPolicy('wechat_templates'),
  ],
);

/** A company's mini programs (SPEC §2 /wechat/miniProgram). */
export const wechatMiniPrograms = pgTable(
  'wechat_mini_programs',
  {
    ...tenantKey(),
    name: varchar({ length: 64 }).notNull(),
    appId: varchar({ length: 32 }).notNull(),
    appSecret: text().notNull(),
    appSecretHint: varchar({ length: 16 }).notNull(),
    originalId: varchar({ length: 32 }).notNull(),
    enabled: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('wechat_mini_programs_customer_app_id_key').on(t.customerId, t.appId),
    index('wechat_mini_programs_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantPolicy('wechat_mini_programs'),
  ],
);

/** The platform's own official accounts (SPEC §2 /setting/wechatPublicManage, ADR 0034). */
export const platformWechatAccounts = pgTable(
  'platform_wechat_accounts',
  { id: serial().primaryKey(), ...accountColumns() },
  (t) => [uniqueIndex('platform_wechat_accounts_app_id_key').on(t.appId)],
);

/** The message templates of the platform's official accounts. */
export const platformWechatTemplates = pgTable(
  'platform_wechat_templates',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => platformWechatAccounts.id, { onDelete: 'cascade' }),
    ...templateColumns(),
  },
  (t) => [uniqueIndex('platform_wechat_templates_account_template_key').on(t.accountId, t.templateId)],
);
