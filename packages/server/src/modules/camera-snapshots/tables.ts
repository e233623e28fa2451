import { customType, foreignKey, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { alarms } from '../alarms/tables';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The JPEG of an alarm's camera still (its outcome is on the alarm row: `snapshot_*`). Kept in
 * the database, not the upload file store: a patient's image behind the tenant's row security
 * and the staff's access, gone with its alarm (foreign key, on delete cascade), in the same
 * backup; a sub-stream still is some tens of kilobytes.
 */
export const alarmSnapshots = pgTable(
  'alarm_snapshots',
  {
    customerId: integer().notNull(),
    alarmId: integer().notNull(),
    takenAt: timestamp({ withTimezone: true }).notNull(),
    /** The camera it came from (a copy: the camera may be deleted or rebound later). */
    cameraId: integer().notNull(),
    jpeg: bytea().notNull(),
  },
  (t) => [
    primaryKey({ name: 'alarm_snapshots_pkey', columns: [t.customerId, t.alarmId] }),
    foreignKey({
      name: 'alarm_snapshots_alarm_fk',
      columns: [t.customerId, t.alarmId],
      foreignColumns: [alarms.customerId, alarms.id],
    }).onDelete('cascade'),
    tenantPolicy('alarm_snapshots'),
  ],
);
