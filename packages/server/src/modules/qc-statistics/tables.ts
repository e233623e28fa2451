import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { QcResult, QcTaskState } from '@console/contract/resources/qc-statistics';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';

/**
 * QC statistics tasks: a range (and optionally one ward) counted by the `qc.statistics` job day
 * by day (`progress`), then `result` and `complete`, or `failed` with `error` (a message key or
 * the database's text). The ward is no foreign key: a task outlives its ward (a later run of it
 * then fails with "ward not found").
 */
export const qcStatisticsTasks = pgTable(
  'qc_statistics_tasks',
  {
    ...tenantKey('cascade'),
    name: varchar({ length: 64 }).notNull(),
    wardId: integer(),
    from: timestamp('range_from', { withTimezone: true }).notNull(),
    to: timestamp('range_to', { withTimezone: true }).notNull(),
    state: varchar({ length: 12 }).$type<QcTaskState>().notNull().default('counting'),
    progress: smallint().notNull().default(0),
    result: jsonb().$type<QcResult>(),
    error: text(),
    ...timestamps(),
  },
  (t) => [
    index('qc_statistics_tasks_customer_created_idx').on(t.customerId, t.createdAt.desc(), t.id.desc()),
    check('qc_statistics_tasks_state_check', sql`${t.state} in ('counting', 'complete', 'failed')`),
    check('qc_statistics_tasks_range_check', sql`${t.to} > ${t.from}`),
    tenantPolicy('qc_statistics_tasks'),
  ],
);

export type QcStatisticsTaskRow = typeof qcStatisticsTasks.$inferSelect;
