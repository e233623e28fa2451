import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantKey, timestamps } from '../../db/columns';
import { tenantPolicy } from '../../db/tenancy';

/**
 * Medical collaboration sessions (ADR 0041): one table for the six kinds. A session owns the
 * meeting room (`roomId`) or live stream (`liveId`) it rides on; those ids have no foreign key
 * (an administrator may purge the room, the session's history stays).
 */
export const collaborationSessions = pgTable(
  'collaboration_sessions',
  {
    ...tenantKey(),
    kind: varchar({ length: 16 }).notNull(),
    title: varchar({ length: 64 }).notNull(),
    state: varchar({ length: 16 }).notNull().default('scheduled'),
    scheduledAt: timestamp({ withTimezone: true }).notNull(),
    plannedMinutes: integer().notNull().default(60),
    department: varchar({ length: 64 }),
    hostId: integer(),
    patientId: integer(),
    patientName: varchar({ length: 64 }),
    hospitalNumber: varchar({ length: 32 }),
    requestingHospital: varchar({ length: 64 }),
    requestingDeviceId: integer(),
    consultedHospital: varchar({ length: 64 }),
    /** An ambulance consultation's vehicle and receiving hospital (ADR 0046); no foreign key, as the room. */
    ambulanceVehicleId: integer(),
    ambulanceHospitalId: integer(),
    sourceDeviceId: integer(),
    record: boolean().notNull().default(false),
    deviceAccountIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    doctorIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    consentNote: varchar({ length: 1000 }),
    description: varchar({ length: 500 }),
    roomId: integer(),
    liveId: integer(),
    /**
     * Console accounts (doctors) that had a room session's live view open while it ran (ADR 0047):
     * they joined, as the terminals that applied their join command did.
     */
    joinedAccountIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    startedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    // the target of the records' foreign key (tenant keys carry customer_id)
    unique('collaboration_sessions_customer_id_key').on(t.customerId, t.id),
    index('collaboration_sessions_kind_scheduled_idx').on(
      t.customerId,
      t.kind,
      t.scheduledAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('collaboration_sessions_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // the ambulance consultations' page: a company's sessions that name a vehicle
    index('collaboration_sessions_vehicle_idx')
      .on(t.customerId, t.scheduledAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.ambulanceVehicleId} is not null`),
    index('collaboration_sessions_devices_idx').using('gin', t.deviceAccountIds),
    tenantPolicy('collaboration_sessions'),
  ],
);

/**
 * The record of each session that started: written at start, completed at end with the duration
 * and who joined (names as they were, so the record outlives a renamed or deleted terminal).
 * `participants` keeps the detail (kind, id, name, account, invited, joined).
 */
export const collaborationRecords = pgTable(
  'collaboration_records',
  {
    ...tenantKey('cascade'),
    sessionId: integer().notNull(),
    kind: varchar({ length: 16 }).notNull(),
    title: varchar({ length: 64 }).notNull(),
    patientName: varchar({ length: 64 }),
    department: varchar({ length: 64 }),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    /** Whole seconds from start to end; null while in progress. */
    duration: integer(),
    joined: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    invited: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    participants: jsonb().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'collaboration_records_session_fk',
      columns: [t.customerId, t.sessionId],
      foreignColumns: [collaborationSessions.customerId, collaborationSessions.id],
    }).onDelete('cascade'),
    unique('collaboration_records_session_key').on(t.customerId, t.sessionId),
    index('collaboration_records_kind_started_idx').on(
      t.customerId,
      t.kind,
      t.startedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('collaboration_records_customer_started_idx').on(
      t.customerId,
      t.startedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantPolicy('collaboration_records'),
  ],
);
