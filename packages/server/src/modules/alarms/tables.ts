import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  AlarmEventKind,
  AlarmPriority,
  AlarmSnapshotStatus,
  AlarmState,
  AlarmVerdict,
} from '@console/contract/alarms';
import type { LimitField } from '@console/contract/medical/alarm-levels';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';
import { beds } from '../beds/tables';
import { monitoringIndicators } from '../monitoring-indicators/tables';
import { wards } from '../wards/tables';

/**
 * Alarms of vital signs raised by the evaluation of a bed's samples (modules/alarms/service.ts).
 * At most one open (not cleared) alarm per bed and indicator: a partial unique index. They go with
 * their ward, bed or indicator (foreign keys with the company, on delete cascade); the patient is
 * a copy of who lay there (no foreign key: the record outlives a patient's deletion).
 */
export const alarms = pgTable(
  'alarms',
  {
    ...tenantKey('cascade'),
    wardId: integer().notNull(),
    bedId: integer().notNull(),
    patientId: integer(),
    indicatorId: integer().notNull(),
    code: varchar({ length: 32 }).notNull(),
    level: varchar({ length: 8 }).$type<AlarmPriority>().notNull(),
    state: varchar({ length: 12 }).$type<AlarmState>().notNull().default('active'),
    value: doublePrecision().notNull(),
    lastValue: doublePrecision().notNull(),
    /** The limit crossed and its value, as in force at the bed when raised or upgraded. */
    limitField: varchar({ length: 12 }).$type<LimitField>(),
    limitValue: doublePrecision(),
    ongoing: boolean().notNull().default(true),
    raisedAt: timestamp({ withTimezone: true }).notNull(),
    acknowledgedAt: timestamp({ withTimezone: true }),
    acknowledgedBy: varchar({ length: 64 }),
    silencedUntil: timestamp({ withTimezone: true }),
    escalatedAt: timestamp({ withTimezone: true }),
    clearedAt: timestamp({ withTimezone: true }),
    audit: varchar({ length: 12 }).$type<AlarmVerdict>(),
    auditReason: varchar({ length: 255 }),
    auditedAt: timestamp({ withTimezone: true }),
    auditedBy: varchar({ length: 64 }),
    /**
     * The camera still of the raise (modules/camera-snapshots): its outcome here, so every read
     * of an alarm carries it without a join; the JPEG itself in `alarm_snapshots`.
     */
    snapshotStatus: varchar({ length: 12 }).$type<AlarmSnapshotStatus>(),
    snapshotAt: timestamp({ withTimezone: true }),
    snapshotError: varchar({ length: 64 }),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'alarms_ward_fk',
      columns: [t.customerId, t.wardId],
      foreignColumns: [wards.customerId, wards.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'alarms_bed_fk',
      columns: [t.customerId, t.bedId],
      foreignColumns: [beds.customerId, beds.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'alarms_indicator_fk',
      columns: [t.customerId, t.indicatorId],
      foreignColumns: [monitoringIndicators.customerId, monitoringIndicators.id],
    }).onDelete('cascade'),
    unique('alarms_customer_id_key').on(t.customerId, t.id),
    uniqueIndex('alarms_open_key')
      .on(t.customerId, t.bedId, t.indicatorId)
      .where(sql`${t.state} <> 'cleared'`),
    // The open alarms of a ward (central station, escalation), and every list newest first.
    index('alarms_ward_open_idx')
      .on(t.customerId, t.wardId, t.raisedAt.desc(), t.id.desc())
      .where(sql`${t.state} <> 'cleared'`),
    index('alarms_ward_raised_idx').on(t.customerId, t.wardId, t.raisedAt.desc(), t.id.desc()),
    index('alarms_bed_raised_idx').on(t.customerId, t.bedId, t.raisedAt.desc(), t.id.desc()),
    index('alarms_customer_raised_idx').on(t.customerId, t.raisedAt.desc(), t.id.desc()),
    index('alarms_indicator_idx').on(t.indicatorId),
    check('alarms_level_check', sql`${t.level} in ('warning', 'alarm')`),
    check('alarms_state_check', sql`${t.state} in ('active', 'acknowledged', 'silenced', 'cleared')`),
    check(
      'alarms_snapshot_status_check',
      sql`${t.snapshotStatus} is null or ${t.snapshotStatus} in ('taken', 'failed', 'noCamera')`,
    ),
    check('alarms_audit_check', sql`${t.audit} is null or ${t.audit} in ('confirmed', 'false')`),
    tenantPolicy('alarms'),
  ],
);

export type AlarmRow = typeof alarms.$inferSelect;

/** An alarm's history: one row per transition, in order; goes with its alarm. */
export const alarmEvents = pgTable(
  'alarm_events',
  {
    id: serial().primaryKey(),
    customerId: integer().notNull(),
    alarmId: integer().notNull(),
    kind: varchar({ length: 16 }).$type<AlarmEventKind>().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    /** Account of who did it; null for the system. */
    by: varchar({ length: 64 }),
    level: varchar({ length: 8 }).$type<AlarmPriority>(),
    value: doublePrecision(),
    note: varchar({ length: 255 }),
  },
  (t) => [
    foreignKey({
      name: 'alarm_events_alarm_fk',
      columns: [t.customerId, t.alarmId],
      foreignColumns: [alarms.customerId, alarms.id],
    }).onDelete('cascade'),
    index('alarm_events_alarm_idx').on(t.customerId, t.alarmId, t.at, t.id),
    check(
      'alarm_events_kind_check',
      sql`${t.kind} in ('raised', 'upgraded', 'acknowledged', 'silenced', 'unsilenced', 'escalated', 'cleared', 'audited')`,
    ),
    tenantPolicy('alarm_events'),
  ],
);

export type AlarmEventRow = typeof alarmEvents.$inferSelect;
