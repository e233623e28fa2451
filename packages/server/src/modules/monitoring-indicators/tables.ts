import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';

/** The four limits, each optional; a ward's or bed's row leaves a limit empty to inherit it. */
export const limitColumns = () => ({
  alarmLow: doublePrecision(),
  warningLow: doublePrecision(),
  warningHigh: doublePrecision(),
  alarmHigh: doublePrecision(),
});

/**
 * Monitoring indicators of a company: built-in vital signs (seeded) and user-defined ones, with
 * default limits. Their ward and bed thresholds go with them (foreign key, on delete cascade).
 */
export const monitoringIndicators = pgTable(
  'monitoring_indicators',
  {
    ...tenantKey('cascade'),
    code: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 32 }).notNull(),
    unit: varchar({ length: 16 }),
    decimals: smallint().notNull().default(0),
    ...limitColumns(),
    persistenceSeconds: smallint().notNull().default(10),
    escalationMinutes: smallint().notNull().default(5),
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    builtIn: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    unique('monitoring_indicators_customer_id_key').on(t.customerId, t.id),
    uniqueIndex('monitoring_indicators_customer_code_key').on(t.customerId, sql`lower(${t.code})`),
    index('monitoring_indicators_customer_sort_idx').on(t.customerId, t.sort, t.id),
    tenantPolicy('monitoring_indicators'),
  ],
);
