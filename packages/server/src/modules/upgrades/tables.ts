import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { timestamps } from '../../db/columns';
import { customers } from '../../platform/identity-tables';

/**
 * Upgrade packages (issue 17): a platform catalogue, cloud administrators only. The file was
 * uploaded first (purpose `upgradePackage`, stored under the platform organisation); its kind,
 * size and SHA-256 are the server's reading of it.
 */
export const upgradePackages = pgTable(
  'upgrade_packages',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 64 }).notNull(),
    appName: varchar({ length: 64 }),
    version: varchar({ length: 32 }).notNull(),
    type: varchar({ length: 16 }).notNull(),
    boardType: varchar({ length: 32 }).notNull(),
    file: varchar({ length: 255 }).notNull(),
    targetCustomerIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    description: varchar({ length: 500 }),
    state: varchar({ length: 20 }).notNull().default('awaitingApproval'),
    fileKind: varchar({ length: 8 }).notNull(),
    size: integer().notNull(),
    checksum: varchar({ length: 64 }).notNull(),
    uploadedBy: varchar({ length: 64 }).notNull(),
    approvedBy: varchar({ length: 64 }),
    approvedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('upgrade_packages_type_board_version_key').on(t.type, sql`lower(${t.boardType})`, t.version),
    check('upgrade_packages_state_check', sql`${t.state} in ('awaitingApproval', 'approved')`),
  ],
);

/** Version pins: a company (or one of its terminals) of a board type stays on its version. */
export const upgradePins = pgTable(
  'upgrade_pins',
  {
    id: serial().primaryKey(),
    boardType: varchar({ length: 32 }).notNull(),
    version: varchar({ length: 32 }).notNull(),
    /** The pinned company (platform data about a tenant, hence not `customer_id`). */
    companyId: integer().references(() => customers.id, { onDelete: 'cascade' }),
    deviceAccountId: integer(),
    reason: varchar({ length: 128 }),
    ...timestamps(),
  },
  (t) => [index('upgrade_pins_board_idx').on(sql`lower(${t.boardType})`)],
);

/**
 * What each terminal runs, as it reports (`{ type: 'version' }` events) and as upgrades leave it.
 * The filter of a rollout (board type, current version) reads it.
 */
export const terminalVersions = pgTable(
  'terminal_versions',
  {
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    deviceAccountId: integer().notNull(),
    boardType: varchar({ length: 32 }).notNull(),
    version: varchar({ length: 32 }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.deviceAccountId] }),
    index('terminal_versions_board_idx').on(sql`lower(${t.boardType})`, t.version),
    tenantPolicy('terminal_versions'),
  ],
);

/** A staged rollout of one package (ADR 0032); its terminals are `upgrade_rollout_targets`. */
export const upgradeRollouts = pgTable(
  'upgrade_rollouts',
  {
    id: serial().primaryKey(),
    packageId: integer()
      .notNull()
      .references(() => upgradePackages.id, { onDelete: 'cascade' }),
    state: varchar({ length: 12 }).notNull().default('running'),
    filter: jsonb().$type<{ customerIds: number[]; fromVersions: string[] }>().notNull(),
    firstWaveSize: integer().notNull(),
    waveSize: integer().notNull(),
    successThreshold: integer().notNull(),
    errorThreshold: integer().notNull(),
    currentWave: integer().notNull().default(1),
    waveCount: integer().notNull(),
    stopReason: text(),
    createdBy: varchar({ length: 64 }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('upgrade_rollouts_package_idx').on(t.packageId, t.id.desc()),
    check(
      'upgrade_rollouts_state_check',
      sql`${t.state} in ('running', 'paused', 'stopped', 'cancelled', 'finished')`,
    ),
  ],
);

/** One terminal of a rollout: its wave and where its upgrade is. */
export const upgradeRolloutTargets = pgTable(
  'upgrade_rollout_targets',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    rolloutId: integer()
      .notNull()
      .references(() => upgradeRollouts.id, { onDelete: 'cascade' }),
    deviceAccountId: integer().notNull(),
    wave: integer().notNull(),
    state: varchar({ length: 12 }).notNull().default('scheduled'),
    progress: integer().notNull().default(0),
    fromVersion: varchar({ length: 32 }),
    error: varchar({ length: 200 }),
    commandId: integer(),
    attempts: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('upgrade_rollout_targets_terminal_key').on(t.rolloutId, t.customerId, t.deviceAccountId),
    index('upgrade_rollout_targets_wave_idx').on(t.rolloutId, t.wave, t.state),
    check(
      'upgrade_rollout_targets_state_check',
      sql`${t.state} in ('scheduled', 'deferred', 'sent', 'downloading', 'installing', 'done', 'failed', 'cancelled')`,
    ),
    tenantPolicy('upgrade_rollout_targets'),
  ],
);
