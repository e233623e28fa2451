import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { VideoCell } from '@console/contract/resources/video-groups';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';

/** Video walls: the split and the ordered sources of its cells (cameras or terminals). */
export const videoGroups = pgTable(
  'video_groups',
  {
    ...tenantKey(),
    name: varchar({ length: 32 }).notNull(),
    split: smallint().notNull().default(4),
    cells: jsonb()
      .$type<VideoCell[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    description: varchar({ length: 255 }),
    ...timestamps(),
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
