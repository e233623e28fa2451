import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AttributeValues } from '@console/contract/resources/ambulance-fleet';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';
import { customers } from '../../platform/identity-tables';
import { deviceAccounts } from '../device-accounts/tables';

const textList = () =>
  varchar({ length: 64 })
    .array()
    .notNull()
    .default(sql`'{}'::varchar[]`);
const attributes = () =>
  jsonb()
    .$type<AttributeValues>()
    .notNull()
    .default(sql`'{}'::jsonb`);

/**
 * Custom attributes a company defines for its hospitals, vehicles or cameras (ADR 0040): one
 * mechanism, the target says which rows carry their values (in those rows' `attributes`).
 */
export const ambulanceAttributes = pgTable(
  'ambulance_attributes',
  {
    ...tenantKey('cascade'),
    target: varchar({ length: 16 }).notNull(),
    name: varchar({ length: 32 }).notNull(),
    type: varchar({ length: 16 }).notNull(),
    options: textList(),
    required: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('ambulance_attributes_customer_target_name_key').on(
      t.customerId,
      t.target,
      sql`lower(${t.name})`,
    ),
    tenantPolicy('ambulance_attributes'),
  ],
);

/** Receiving hospitals with their position and geofence radius (null: the settings' default). */
export const ambulanceHospitals = pgTable(
  'ambulance_hospitals',
  {
    ...tenantKey('cascade'),
    name: varchar({ length: 64 }).notNull(),
    address: varchar({ length: 200 }).notNull(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    departments: textList(),
    contactName: varchar({ length: 32 }),
    contactPhone: varchar({ length: 32 }),
    /** Where pre-arrival notices are mailed (ADR 0045). */
    contactEmail: varchar({ length: 128 }),
    geofenceRadius: integer(),
    enabled: boolean().notNull().default(true),
    attributes: attributes(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('ambulance_hospitals_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
    index('ambulance_hospitals_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantPolicy('ambulance_hospitals'),
  ],
);

/**
 * Ambulances: the vehicle data of a device account of type `ambulance` (its terminal logs in to
 * the broker and sends the GPS fixes). The row goes with its account.
 */
export const ambulanceVehicles = pgTable(
  'ambulance_vehicles',
  {
    ...tenantKey('cascade'),
    plate: varchar({ length: 16 }).notNull(),
    deviceAccountId: integer().notNull(),
    vehicleModel: varchar({ length: 64 }),
    station: varchar({ length: 64 }),
    crew: textList(),
    enabled: boolean().notNull().default(true),
    attributes: attributes(),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'ambulance_vehicles_account_fk',
      columns: [t.customerId, t.deviceAccountId],
      foreignColumns: [deviceAccounts.customerId, deviceAccounts.id],
    }).onDelete('cascade'),
    uniqueIndex('ambulance_vehicles_account_key').on(t.deviceAccountId),
    uniqueIndex('ambulance_vehicles_customer_plate_key').on(t.customerId, sql`upper(${t.plate})`),
    tenantPolicy('ambulance_vehicles'),
  ],
);

/** Medical devices on board a vehicle, with their onboarding state. */
export const ambulanceMedicalDevices = pgTable(
  'ambulance_medical_devices',
  {
    ...tenantKey('cascade'),
    vehicleId: integer()
      .notNull()
      .references(() => ambulanceVehicles.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 16 }).notNull(),
    model: varchar({ length: 64 }).notNull(),
    serial: varchar({ length: 64 }).notNull(),
    state: varchar({ length: 16 }).notNull().default('pending'),
    onboardedAt: timestamp({ withTimezone: true }),
    description: varchar({ length: 255 }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('ambulance_medical_devices_customer_serial_key').on(t.customerId, sql`lower(${t.serial})`),
    index('ambulance_medical_devices_vehicle_idx').on(t.vehicleId),
    tenantPolicy('ambulance_medical_devices'),
  ],
);

/** Camera sources on board a vehicle (the terminal relays them). */
export const ambulanceCameras = pgTable(
  'ambulance_cameras',
  {
    ...tenantKey('cascade'),
    vehicleId: integer()
      .notNull()
      .references(() => ambulanceVehicles.id, { onDelete: 'cascade' }),
    name: varchar({ length: 64 }).notNull(),
    position: varchar({ length: 16 }).notNull().default('cabin'),
    streamUrl: varchar({ length: 512 }).notNull(),
    enabled: boolean().notNull().default(true),
    attributes: attributes(),
    ...timestamps(),
  },
  (t) => [index('ambulance_cameras_vehicle_idx').on(t.vehicleId), tenantPolicy('ambulance_cameras')],
);

/**
 * Every GPS fix an ambulance terminal sends (ADR 0040), with the onboard monitor's vitals; the
 * fix time is `created_at`. Written in batches, read by terminal and time (replay, device
 * records, the last fix); rows past the retention are deleted by a daily job. No foreign key
 * to the terminal: the insert path stays one statement per batch, and a deleted terminal's
 * fixes go with the company or the retention.
 */
export const ambulancePositions = pgTable(
  'ambulance_positions',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    deviceAccountId: integer().notNull(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    speed: real(),
    heading: real(),
    heartRate: real(),
    spo2: real(),
    systolic: real(),
    diastolic: real(),
    respiration: real(),
    temperature: real(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('ambulance_positions_device_at_idx').on(t.customerId, t.deviceAccountId, t.createdAt),
    index('ambulance_positions_at_idx').on(t.createdAt),
    tenantPolicy('ambulance_positions'),
  ],
);

export type AmbulancePosition = typeof ambulancePositions.$inferInsert;

/**
 * A vehicle entering or leaving a hospital's geofence (ADR 0040), at the fix that showed it.
 * Kept with the positions' retention.
 */
export const ambulanceGeofenceEvents = pgTable(
  'ambulance_geofence_events',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    deviceAccountId: integer().notNull(),
    hospitalId: integer()
      .notNull()
      .references(() => ambulanceHospitals.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 8 }).notNull(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('ambulance_geofence_events_customer_at_idx').on(t.customerId, t.createdAt),
    index('ambulance_geofence_events_device_at_idx').on(t.customerId, t.deviceAccountId, t.createdAt),
    tenantPolicy('ambulance_geofence_events'),
  ],
);
