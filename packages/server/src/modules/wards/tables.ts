import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

/**
 * Wards, with their ICU visitation settings on the same row (nurse station account, planned bed
 * count, visit duration, overdue grace, recording, booking days, admins, duty doctors). The
 * branch, the nurse station, admins and doctors are checked to be the ward's company's on every
 * write (`sameTenant` references) and drop out on read once deleted; a branch's deletion leaves
 * its wards without one (the ward list shows it). Rows beneath a ward point at
 * (customer_id, id), so `wards_customer_id_key` is their foreign keys' target.
 */
export const wards = pgTable(
  'wards',
  {
    ...tenantKey(),
    name: varchar({ length: 64 }).notNull(),
    code: varchar({ length: 32 }).notNull(),
    branchId: integer(),
    floor: varchar({ length: 32 }),
    bedCount: smallint().notNull().default(0),
    nurseStationAccountId: integer(),
    visitMinutes: smallint().notNull().default(30),
    overdueSeconds: smallint().notNull().default(60),
    recording: boolean().notNull().default(false),
    bookingDays: smallint().notNull().default(7),
    mapUrl: varchar({ length: 512 }),
    adminIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    dutyDoctorIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    description: varchar({ length: 255 }),
    ...timestamps(),
  },
  (t) => [
    unique('wards_customer_id_key').on(t.customerId, t.id),
    uniqueIndex('wards_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
    uniqueIndex('wards_customer_code_key').on(t.customerId, sql`lower(${t.code})`),
    index('wards_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('wards_branch_idx').on(t.customerId, t.branchId),
    // SPEC §5: visit duration 1-100 minutes, overdue time 1-300 seconds (the schema's bounds, kept here too).
    check('wards_visit_minutes_check', sql`${t.visitMinutes} between 1 and 100`),
    check('wards_overdue_seconds_check', sql`${t.overdueSeconds} between 1 and 300`),
    tenantPolicy('wards'),
  ],
);
