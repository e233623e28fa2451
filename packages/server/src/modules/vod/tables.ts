import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantKey, timestamps } from '../../db/columns';
import { tenantPolicy } from '../../db/tenancy';

/**
 * Video categories: a tree per product scope (`vod`, `school…`). `childCount` is kept by the
 * category hooks in the same transaction as the child's insert, move or delete.
 */
export const vodCategories = pgTable(
  'vod_categories',
  {
    ...tenantKey(),
    product: varchar({ length: 32 }).notNull().default('vod'),
    name: varchar({ length: 32 }).notNull(),
    parentId: integer(),
    key: varchar({ length: 32 }).notNull(),
    childCount: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('restrict'),
    uniqueIndex('vod_categories_customer_product_key_key').on(t.customerId, t.product, sql`lower(${t.key})`),
    index('vod_categories_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('vod_categories_parent_idx').on(t.parentId),
    tenantPolicy('vod_categories'),
  ],
);

/**
 * Videos on demand. The file arrives by tus (`vod_uploads`), is checked by ffprobe in the
 * `vod-process` job and then stored under the upload FileStore (`videoUrl`, a `vodVideo` file);
 * the probe's findings (duration, size, codec) and a thumbnail come with it.
 */
export const vodVideos = pgTable(
  'vod_videos',
  {
    ...tenantKey(),
    product: varchar({ length: 32 }).notNull().default('vod'),
    name: varchar({ length: 64 }).notNull(),
    categoryId: integer()
      .notNull()
      .references(() => vodCategories.id, { onDelete: 'restrict' }),
    type: varchar({ length: 16 }).notNull(),
    author: varchar({ length: 32 }).notNull(),
    introduction: varchar({ length: 500 }),
    content: text().notNull(),
    completed: boolean().notNull().default(false),
    imageUrl: varchar({ length: 255 }),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    weight: integer().notNull().default(0),
    visibility: varchar({ length: 16 }).notNull().default('public'),
    power: varchar({ length: 16 }).notNull().default('everyone'),
    recommended: boolean().notNull().default(false),
    recommendLevel: integer(),
    published: boolean().notNull().default(false),
    videoState: varchar({ length: 16 }).notNull().default('none'),
    /** A message key (`error.vodNotMp4`…), its `{reason}` in `videoErrorReason`. */
    videoError: varchar({ length: 64 }),
    videoErrorReason: varchar({ length: 255 }),
    /** The stored video's URL in the FileStore (`…/files/{customer}/vodVideo/{name}.mp4`). */
    videoUrl: varchar({ length: 255 }),
    thumbnailUrl: varchar({ length: 255 }),
    durationSeconds: real(),
    width: integer(),
    height: integer(),
    codec: varchar({ length: 32 }),
    videoSize: bigint({ mode: 'number' }),
    ...timestamps(),
  },
  (t) => [
    index('vod_videos_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('vod_videos_category_idx').on(t.categoryId),
    tenantPolicy('vod_videos'),
  ],
);

/**
 * Resumable uploads in progress (tus): which video a partial file is for, and until when it may be
 * resumed. One per video at a time; the `vod-upload-expiry` job removes expired ones with their
 * partial files.
 */
export const vodUploads = pgTable(
  'vod_uploads',
  {
    ...tenantKey('cascade'),
    /** The tus upload id (`{customerId}-{videoId}-{32 hex}`), also the partial file's name. */
    uploadId: varchar({ length: 80 }).notNull(),
    videoId: integer()
      .notNull()
      .references(() => vodVideos.id, { onDelete: 'cascade' }),
    size: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('vod_uploads_upload_id_key').on(t.uploadId),
    uniqueIndex('vod_uploads_video_key').on(t.videoId),
    index('vod_uploads_expires_idx').on(t.expiresAt),
    tenantPolicy('vod_uploads'),
  ],
);
