import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, timestamp } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';

/**
 * Vital signs as a time series (ARCHITECTURE §1): one row per sample a bedside terminal reports,
 * at its bed (and the patient admitted there then). The migration creates the table range-
 * partitioned by day on `at` (drizzle cannot express it); partitions are made ahead and dropped
 * past the retention by the `vitals.partitions` job. No foreign keys: a sample outlives nothing it
 * would block, and the insert path stays one statement per batch.
 */
export const vitalSamples = pgTable(
  'vital_samples',
  {
    customerId: integer().notNull(),
    bedId: integer().notNull(),
    patientId: integer(),
    deviceAccountId: integer().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    heartRate: real(),
    spo2: real(),
    systolic: real(),
    diastolic: real(),
    respiration: real(),
    temperature: real(),
    /** Values of user-defined indicator codes, `{ code: number }`. */
    extra: jsonb().$type<Record<string, number>>(),
  },
  (t) => [
    index('vital_samples_bed_at_idx').on(t.customerId, t.bedId, t.at),
    index('vital_samples_patient_at_idx')
      .on(t.customerId, t.patientId, t.at)
      .where(sql`${t.patientId} is not null`),
    tenantPolicy('vital_samples'),
  ],
);

export type VitalSample = typeof vitalSamples.$inferInsert;
