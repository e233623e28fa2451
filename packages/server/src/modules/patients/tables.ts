import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { beds } from '../beds/tables';
import { tenantKey, timestamps } from '../../db/columns';

/**
 * Patients. `bed_id` is set exactly while the patient is admitted (check constraint), and
 * `patients_bed_admitted_key` lets one bed hold one admitted patient: two admissions racing for
 * the same bed cannot both commit. A deleted bed or ward first sends its patients back to
 * `waiting` (their hooks); the foreign key refuses anything else.
 */
export const patients = pgTable(
  'patients',
  {
    ...tenantKey(),
    name: varchar({ length: 32 }).notNull(),
    sex: varchar({ length: 8 }).notNull(),
    age: smallint().notNull(),
    idCard: varchar({ length: 18 }),
    phone: varchar({ length: 32 }),
    hospitalNumber: varchar({ length: 32 }).notNull(),
    visitAllowed: boolean().notNull().default(true),
    status: varchar({ length: 12 }).notNull().default('waiting'),
    bedId: integer(),
    admittedAt: timestamp({ withTimezone: true }),
    dischargedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'patients_bed_fk',
      columns: [t.customerId, t.bedId],
      foreignColumns: [beds.customerId, beds.id],
    }),
    unique('patients_customer_id_key').on(t.customerId, t.id),
    uniqueIndex('patients_bed_admitted_key')
      .on(t.customerId, t.bedId)
      .where(sql`${t.bedId} is not null`),
    uniqueIndex('patients_customer_hospital_number_key').on(t.customerId, sql`lower(${t.hospitalNumber})`),
    index('patients_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('patients_customer_status_idx').on(t.customerId, t.status),
    check('patients_status_check', sql`${t.status} in ('waiting', 'admitted', 'discharged')`),
    check('patients_bed_when_admitted_check', sql`(${t.status} = 'admitted') = (${t.bedId} is not null)`),
    tenantPolicy('patients'),
  ],
);
