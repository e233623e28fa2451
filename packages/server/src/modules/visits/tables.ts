import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import type { WardVisiting } from '@console/contract/resources/visits';
import { tenantPolicy } from '../../db/tenancy';
import { beds } from '../beds/tables';
import { tenantKey, timestamps } from '../../db/columns';
import { patients } from '../patients/tables';
import { wards } from '../wards/tables';

/** A ward's visiting hours and rules (one row per ward, made on first save); goes with its ward. */
export const wardVisiting = pgTable(
  'ward_visiting',
  {
    customerId: integer().notNull(),
    wardId: integer().primaryKey(),
    settings: jsonb().$type<WardVisiting>().notNull(),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'ward_visiting_ward_fk',
      columns: [t.customerId, t.wardId],
      foreignColumns: [wards.customerId, wards.id],
    }).onDelete('cascade'),
    tenantPolicy('ward_visiting'),
  ],
);

/** Family registrations; they go with their patient. */
export const visitRegistrations = pgTable(
  'visit_registrations',
  {
    ...tenantKey(),
    patientId: integer().notNull(),
    familyName: varchar({ length: 32 }).notNull(),
    familyPhone: varchar({ length: 32 }).notNull(),
    relation: varchar({ length: 16 }).notNull(),
    state: varchar({ length: 12 }).notNull().default('pending'),
    reason: varchar({ length: 200 }),
    decidedAt: timestamp({ withTimezone: true }),
    /** Set when the visitor's personal data was removed (purge job). */
    purgedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'visit_registrations_patient_fk',
      columns: [t.customerId, t.patientId],
      foreignColumns: [patients.customerId, patients.id],
    }).onDelete('cascade'),
    unique('visit_registrations_customer_id_key').on(t.customerId, t.id),
    index('visit_registrations_customer_created_idx').on(t.customerId, t.createdAt.desc(), t.id.desc()),
    index('visit_registrations_patient_idx').on(t.patientId),
    check('visit_registrations_state_check', sql`${t.state} in ('pending', 'approved', 'rejected')`),
    tenantPolicy('visit_registrations'),
  ],
);

/**
 * Visits. The state moves only through the visits service (state machine); family and patient
 * names are copied at booking so the record reads the same after a transfer or discharge.
 */
export const visits = pgTable(
  'visits',
  {
    ...tenantKey(),
    registrationId: integer().notNull(),
    patientId: integer().notNull(),
    patientName: varchar({ length: 32 }).notNull(),
    wardId: integer().notNull(),
    bedId: integer().notNull(),
    familyName: varchar({ length: 32 }).notNull(),
    visitType: varchar({ length: 12 }).notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** Minutes booked (the ward's visit duration when booked). */
    minutes: smallint().notNull(),
    /** Grace after the duration before the call is ended (the ward's overdue time when booked). */
    overdueSeconds: smallint().notNull(),
    startedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    state: varchar({ length: 12 }).notNull().default('nostart'),
    reason: varchar({ length: 200 }),
    code: varchar({ length: 8 }).notNull(),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'visits_registration_fk',
      columns: [t.customerId, t.registrationId],
      foreignColumns: [visitRegistrations.customerId, visitRegistrations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'visits_ward_fk',
      columns: [t.customerId, t.wardId],
      foreignColumns: [wards.customerId, wards.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'visits_bed_fk',
      columns: [t.customerId, t.bedId],
      foreignColumns: [beds.customerId, beds.id],
    }).onDelete('cascade'),
    index('visits_customer_starts_idx').on(t.customerId, t.startsAt.desc(), t.id.desc()),
    index('visits_bed_state_idx').on(t.bedId, t.state),
    check(
      'visits_state_check',
      sql`${t.state} in ('nostart', 'wait', 'doing', 'over', 'finished', 'cancel', 'exception')`,
    ),
    tenantPolicy('visits'),
  ],
);

/**
 * Booked visits per slot of a ward: booking adds one in the booking's transaction and the check
 * constraint refuses a count above the slot's capacity, so two families racing for the last
 * place cannot both commit (overbooking impossible by the database). A cancel gives it back.
 */
export const visitSlots = pgTable(
  'visit_slots',
  {
    customerId: integer().notNull(),
    wardId: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    capacity: smallint().notNull(),
    booked: smallint().notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'visit_slots_pkey', columns: [t.wardId, t.startsAt] }),
    foreignKey({
      name: 'visit_slots_ward_fk',
      columns: [t.customerId, t.wardId],
      foreignColumns: [wards.customerId, wards.id],
    }).onDelete('cascade'),
    check('visit_slots_capacity_check', sql`${t.booked} between 0 and ${t.capacity}`),
    tenantPolicy('visit_slots'),
  ],
);
