import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantKey, timestamps } from '../../db/columns';
import { tenantPolicy } from '../../db/tenancy';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Document categories: an identifier (English letters) unique in the company, an order. */
export const documentCategories = pgTable(
  'document_categories',
  {
    ...tenantKey(),
    name: varchar({ length: 32 }).notNull(),
    key: varchar({ length: 32 }).notNull(),
    sort: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('document_categories_customer_key_key').on(t.customerId, sql`lower(${t.key})`),
    index('document_categories_customer_sort_idx').on(t.customerId, t.sort, t.id),
    tenantPolicy('document_categories'),
  ],
);

/**
 * Documents: sanitised HTML content (sanitise.ts), at most one default per category (the partial
 * unique index backs the hook that moves the flag), and the text the full-text search reads
 * (ADR 0036): `searchLatin` (everything but CJK, stemmed by the `english` configuration) and
 * `searchCjk` (CJK runs as overlapping bigrams, for `simple`), both written by the hooks, and
 * the generated `searchVector` a GIN index serves.
 */
export const documents = pgTable(
  'documents',
  {
    ...tenantKey(),
    title: varchar({ length: 100 }).notNull(),
    categoryId: integer()
      .notNull()
      .references(() => documentCategories.id, { onDelete: 'restrict' }),
    keywords: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: varchar({ length: 500 }),
    content: text().notNull(),
    sort: integer().notNull().default(0),
    isDefault: boolean().notNull().default(false),
    state: varchar({ length: 16 }).notNull().default('draft'),
    publishedAt: timestamp({ withTimezone: true }),
    searchLatin: text().notNull().default(''),
    searchCjk: text().notNull().default(''),
    searchVector: tsvector().generatedAlwaysAs(
      sql`to_tsvector('english'::regconfig, search_latin) || to_tsvector('simple'::regconfig, search_cjk)`,
    ),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('documents_category_default_key')
      .on(t.categoryId)
      .where(sql`${t.isDefault}`),
    index('documents_customer_state_category_idx').on(t.customerId, t.state, t.categoryId, t.sort),
    index('documents_category_idx').on(t.categoryId),
    index('documents_search_idx').using('gin', t.searchVector),
    tenantPolicy('documents'),
  ],
);
