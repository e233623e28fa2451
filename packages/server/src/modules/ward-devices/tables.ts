import { foreignKey, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';
import { beds } from '../beds/tables';
import { wards } from '../wards/tables';

/**
 * Devices of a ward (ICU ward settings: ward equipment and visitation room equipment). They go
 * with their ward and with their bed (foreign keys, on delete cascade: a device placed at a bed is
 * that bed's); one terminal is bound once per ward. The terminal is checked to be the company's
 * on every write (`sameTenant`); a terminal deleted later reads as none.
 */
export const wardDevices = pgTable(
  'ward_devices',
  {
    ...tenantKey(),
    name: varchar({ length: 64 }).notNull(),
    deviceAccountId: integer(),
    type: varchar({ length: 24 }).notNull(),
    wardId: integer().notNull(),
    bedId: integer(),
    role: varchar({ length: 16 }).notNull(),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'ward_devices_ward_fk',
      columns: [t.customerId, t.wardId],
      foreignColumns: [wards.customerId, wards.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'ward_devices_bed_fk',
      columns: [t.customerId, t.bedId],
      foreignColumns: [beds.customerId, beds.id],
    }).onDelete('cascade'),
    uniqueIndex('ward_devices_ward_terminal_key').on(t.customerId, t.wardId, t.deviceAccountId),
    index('ward_devices_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('ward_devices_ward_idx').on(t.wardId, t.role),
    index('ward_devices_bed_idx').on(t.bedId),
    tenantPolicy('ward_devices'),
  ],
);
