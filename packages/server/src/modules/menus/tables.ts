import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** System menus, one tree per application (a platform reference table). */
export const menus = pgTable(
  'menus',
  {
    id: serial().primaryKey(),
    parentId: integer().references((): AnyPgColumn => menus.id, { onDelete: 'restrict' }),
    appKey: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 32 }).notNull(),
    english: varchar({ length: 64 }),
    routeName: varchar({ length: 64 }),
    path: varchar({ length: 255 }).notNull(),
    group: varchar({ length: 32 }),
    order: integer().notNull().default(0),
    status: integer().notNull().default(1),
    publish: integer().notNull().default(1),
    system: integer().notNull().default(0),
    showToBar: integer().notNull().default(1),
    showByRole: varchar({ length: 8 }).notNull().default('ALL'),
    limit: varchar({ length: 16 }).notNull().default('unlimited'),
    icon: varchar({ length: 64 }),
    roles: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    affix: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('menus_app_idx').on(t.appKey, t.parentId, t.order)],
);
