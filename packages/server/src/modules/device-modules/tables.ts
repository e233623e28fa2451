import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** The platform's device module catalogue (a small reference table shared by every tenant). */
export const deviceModules = pgTable(
  'device_modules',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 32 }).notNull(),
    englishName: varchar({ length: 64 }).notNull(),
    key: varchar({ length: 32 }).notNull(),
    sort: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('device_modules_key_key').on(sql`lower(${t.key})`)],
);

/** Names of a module per product line; a product id belongs to one alias. */
export const deviceModuleAliases = pgTable(
  'device_module_aliases',
  {
    id: serial().primaryKey(),
    moduleId: integer()
      .notNull()
      .references(() => deviceModules.id, { onDelete: 'cascade' }),
    alias: varchar({ length: 32 }).notNull(),
    englishAlias: varchar({ length: 64 }).notNull(),
    productId: varchar({ length: 64 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('device_module_aliases_product_key').on(sql`lower(${t.productId})`),
    index('device_module_aliases_module_idx').on(t.moduleId),
  ],
);
