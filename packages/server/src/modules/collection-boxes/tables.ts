import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { beds } from '../beds/tables';
import { tenantKey, timestamps } from '../../db/columns';
import { wards } from '../wards/tables';

/**
 * Collection boxes: they go with their ward; a bed's deletion unbinds them first (its hook), the
 * bed foreign key only guards against a box pointing at a bed that is not there.
 */
export const collectionBoxes = pgTable(
  'collection_boxes',
  {
    ...tenantKey(),
    name: varchar({ length: 64 }).notNull(),
    serialNumber: varchar({ length: 64 }).notNull(),
    wardId: integer().notNull(),
    bedId: integer(),
    ipAddress: varchar({ length: 253 }),
    description: varchar({ length: 255 }),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'collection_boxes_ward_fk',
      columns: [t.customerId, t.wardId],
      foreignColumns: [wards.customerId, wards.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'collection_boxes_bed_fk',
      columns: [t.customerId, t.bedId],
      foreignColumns: [beds.customerId, beds.id],
    }),
    uniqueIndex('collection_boxes_customer_serial_key').on(t.customerId, sql`lower(${t.serialNumber})`),
    index('collection_boxes_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('collection_boxes_ward_idx').on(t.wardId),
    index('collection_boxes_bed_idx').on(t.bedId),
    tenantPolicy('collection_boxes'),
  ],
);
