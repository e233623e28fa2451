import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';
import { customers } from '../../platform/identity-tables';
import { ambulanceHospitals, ambulanceVehicles } from '../ambulance-fleet/tables';

/**
 * Emergency tasks (ADR 0045): the call, the pickup, the patient, the ambulance sent and the
 * receiving hospital, with the time each state was entered. The state moves only through
 * `moveTask` (service.ts). One open task per ambulance: a partial unique index.
 */
export const ambulanceTasks = pgTable(
  'ambulance_tasks',
  {
    ...tenantKey('cascade'),
    number: varchar({ length: 20 }).notNull(),
    state: varchar({ length: 16 }).notNull().default('created'),
    priority: varchar({ length: 16 }).notNull().default('urgent'),
    callerName: varchar({ length: 32 }).notNull(),
    callerPhone: varchar({ length: 32 }).notNull(),
    address: varchar({ length: 200 }).notNull(),
    lat: doublePrecision(),
    lng: doublePrecision(),
    complaint: varchar({ length: 500 }).notNull(),
    patientName: varchar({ length: 32 }),
    patientSex: varchar({ length: 8 }),
    patientAge: smallint(),
    vehicleId: integer().references(() => ambulanceVehicles.id, { onDelete: 'set null' }),
    hospitalId: integer().references(() => ambulanceHospitals.id, { onDelete: 'set null' }),
    notes: varchar({ length: 500 }),
    dispatchedAt: timestamp({ withTimezone: true }),
    enRouteAt: timestamp({ withTimezone: true }),
    onSceneAt: timestamp({ withTimezone: true }),
    transportingAt: timestamp({ withTimezone: true }),
    arrivedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelReason: varchar({ length: 200 }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('ambulance_tasks_customer_number_key').on(t.customerId, t.number),
    uniqueIndex('ambulance_tasks_vehicle_open_key')
      .on(t.customerId, t.vehicleId)
      .where(
        sql`${t.vehicleId} is not null and ${t.state} in ('created', 'dispatched', 'enRoute', 'onScene', 'transporting', 'arrived')`,
      ),
    index('ambulance_tasks_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantPolicy('ambulance_tasks'),
  ],
);

/** Each move of a task: from, to, by whom or what, when (the page's timeline). */
export const ambulanceTaskEvents = pgTable(
  'ambulance_task_events',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    taskId: integer().notNull(),
    action: varchar({ length: 16 }).notNull(),
    fromState: varchar({ length: 16 }).notNull(),
    toState: varchar({ length: 16 }).notNull(),
    by: varchar({ length: 16 }).notNull(),
    actor: varchar({ length: 64 }),
    reason: varchar({ length: 200 }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'ambulance_task_events_task_fk',
      columns: [t.taskId],
      foreignColumns: [ambulanceTasks.id],
    }).onDelete('cascade'),
    index('ambulance_task_events_task_idx').on(t.customerId, t.taskId, t.createdAt),
    tenantPolicy('ambulance_task_events'),
  ],
);

/** Pre-arrival notices to the receiving hospital, with what became of their mail. */
export const ambulanceTaskNotices = pgTable(
  'ambulance_task_notices',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    taskId: integer()
      .notNull()
      .references(() => ambulanceTasks.id, { onDelete: 'cascade' }),
    hospitalId: integer().notNull(),
    etaSeconds: integer(),
    etaAt: timestamp({ withTimezone: true }),
    summary: varchar({ length: 1000 }).notNull(),
    mail: varchar({ length: 8 }).notNull(),
    mailTo: varchar({ length: 128 }),
    mailError: varchar({ length: 500 }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('ambulance_task_notices_task_idx').on(t.customerId, t.taskId, t.createdAt),
    tenantPolicy('ambulance_task_notices'),
  ],
);
