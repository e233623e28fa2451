import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { VideoCell } from '@console/contract/resources/video-groups';
import { tenantPolicy } from '../../db/tenancy';
import { customers } from '../identity/tables';

/** Video walls: the split and the ordered sources of its cells (cameras or terminals). */
export const videoGroups = pgTable(
  'video_groups',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    name: varchar({ length: 32 }).notNull(),
    split: smallint().notNull().default(4),
    cells: jsonb()
      .$type<VideoCell[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    description: varchar({ length: 255 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('video_groups_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
    index('video_groups_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantPolicy('video_groups'),
  ],
);
