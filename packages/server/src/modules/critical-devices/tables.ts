import { foreignKey, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';
import { beds } from '../beds/tables';
import { wards } from '../wards/tables';

/**
 * Critical care equipment at a bed. It goes with its ward and its bed (foreign keys with the
 * company, on delete cascade); its account (the bedside terminal feeding the bed) feeds one bed
 * at most. The account is checked to be the company's on every write (`sameTenant`); a terminal
 * deleted later reads as none.
 */
export const criticalDevices = pgTable(
  'critical_devices',
  {
    ...tenantKey('cascade'),
    name: varchar({ length: 64 }).notNull(),
    deviceAccountId: integer(),
    type: varchar({ length: 24 }).notNull(),
    wardId: integer().notNull(),
    bedId: integer().notNull(),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'critical_devices_ward_fk',
      columns: [t.customerId, t.wardId],
      foreignColumns: [wards.customerId, wards.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'critical_devices_bed_fk',
      columns: [t.customerId, t.bedId],
      foreignColumns: [beds.customerId, beds.id],
    }).onDelete('cascade'),
    uniqueIndex('critical_devices_account_key').on(t.customerId, t.deviceAccountId),
    index('critical_devices_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('critical_devices_ward_idx').on(t.wardId),
    index('critical_devices_bed_idx').on(t.bedId),
    tenantPolicy('critical_devices'),
  ],
);
