import { foreignKey, index, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';
import { beds } from '../beds/tables';
import { limitColumns, monitoringIndicators } from '../monitoring-indicators/tables';
import { wards } from '../wards/tables';

/**
 * A ward's limits of an indicator (no bed) or a bed's overrides. One row per indicator, ward and
 * bed (nulls not distinct: one ward default); the rows go with their indicator, ward or bed
 * (foreign keys with the company, on delete cascade).
 */
export const indicatorThresholds = pgTable(
  'indicator_thresholds',
  {
    ...tenantKey('cascade'),
    indicatorId: integer().notNull(),
    wardId: integer().notNull(),
    bedId: integer(),
    ...limitColumns(),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'indicator_thresholds_indicator_fk',
      columns: [t.customerId, t.indicatorId],
      foreignColumns: [monitoringIndicators.customerId, monitoringIndicators.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'indicator_thresholds_ward_fk',
      columns: [t.customerId, t.wardId],
      foreignColumns: [wards.customerId, wards.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'indicator_thresholds_bed_fk',
      columns: [t.customerId, t.bedId],
      foreignColumns: [beds.customerId, beds.id],
    }).onDelete('cascade'),
    unique('indicator_thresholds_key').on(t.customerId, t.indicatorId, t.wardId, t.bedId).nullsNotDistinct(),
    index('indicator_thresholds_ward_idx').on(t.wardId, t.bedId),
    index('indicator_thresholds_bed_idx').on(t.bedId),
    index('indicator_thresholds_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantPolicy('indicator_thresholds'),
  ],
);
