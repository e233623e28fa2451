import { index, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { LayoutArea } from '@console/contract/layout/geometry';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';

/**
 * Layout templates (SPEC §3): a name, an optional 1920×1080 PNG background (the URL of an
 * upload) and the screen areas, kept together as jsonb since they are always read and written
 * whole and checked as one set.
 */
export const layoutTemplates = pgTable(
  'layout_templates',
  {
    ...tenantKey(),
    name: varchar({ length: 64 }).notNull(),
    background: varchar({ length: 255 }),
    areas: jsonb().$type<LayoutArea[]>().notNull(),
    ...timestamps(),
  },
  (t) => [
    index('layout_templates_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantPolicy('layout_templates'),
  ],
);
