import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, real, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantKey, timestamps } from '../../db/columns';
import { tenantPolicy } from '../../db/tenancy';
import { deviceAccounts } from '../device-accounts/tables';
import { vodVideos } from '../vod/tables';

/** Organisations (hospitals) of surgical teaching and their recording storage (SPEC §5). */
export const opOrgans = pgTable(
  'op_organs',
  {
    ...tenantKey(),
    name: varchar({ length: 64 }).notNull(),
    /** A `logo` upload of the company (checked on write). */
    logoUrl: varchar({ length: 255 }),
    cloudStorageIp: varchar({ length: 15 }).notNull(),
    cloudStoragePort: integer().notNull(),
    loopRecordingThreshold: integer().notNull(),
    allocatedStorageGb: integer().notNull(),
    address: varchar({ length: 128 }),
    description: varchar({ length: 255 }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('op_organs_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
    index('op_organs_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantPolicy('op_organs'),
  ],
);

export const opDepartments = pgTable(
  'op_departments',
  {
    ...tenantKey(),
    name: varchar({ length: 32 }).notNull(),
    organId: integer()
      .notNull()
      .references(() => opOrgans.id, { onDelete: 'restrict' }),
    description: varchar({ length: 255 }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('op_departments_organ_name_key').on(t.customerId, t.organId, sql`lower(${t.name})`),
    index('op_departments_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('op_departments_organ_idx').on(t.organId),
    tenantPolicy('op_departments'),
  ],
);

/** Teaching devices: a terminal of the company (one entry each) placed in an organisation. */
export const opDevices = pgTable(
  'op_devices',
  {
    ...tenantKey(),
    name: varchar({ length: 32 }).notNull(),
    deviceAccountId: integer()
      .notNull()
      .references(() => deviceAccounts.id, { onDelete: 'cascade' }),
    organId: integer()
      .notNull()
      .references(() => opOrgans.id, { onDelete: 'restrict' }),
    departmentId: integer().references(() => opDepartments.id, { onDelete: 'restrict' }),
    room: varchar({ length: 32 }),
    recordingEnabled: boolean().notNull().default(true),
    description: varchar({ length: 255 }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('op_devices_account_key').on(t.customerId, t.deviceAccountId),
    uniqueIndex('op_devices_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
    index('op_devices_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('op_devices_organ_idx').on(t.organId),
    index('op_devices_department_idx').on(t.departmentId),
    tenantPolicy('op_devices'),
  ],
);

/** Mark icons: the picture a dot shows (an `icon` upload of the company). */
export const opMarkIcons = pgTable(
  'op_mark_icons',
  {
    ...tenantKey(),
    name: varchar({ length: 10 }).notNull(),
    iconUrl: varchar({ length: 255 }).notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('op_mark_icons_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
    index('op_mark_icons_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantPolicy('op_mark_icons'),
  ],
);

/**
 * Courses: a recorded operation for teaching. The recording is a VOD video (restricted: a video a
 * course plays is not deleted); `lengthSeconds` is the video's duration when it was attached and
 * `dotCount` is kept by the dots' hooks in the same transaction as each dot's insert and delete.
 */
export const opCourses = pgTable(
  'op_courses',
  {
    ...tenantKey(),
    name: varchar({ length: 64 }).notNull(),
    organId: integer()
      .notNull()
      .references(() => opOrgans.id, { onDelete: 'restrict' }),
    departmentId: integer().references(() => opDepartments.id, { onDelete: 'restrict' }),
    surgeon: varchar({ length: 32 }).notNull(),
    deviceId: integer().references(() => opDevices.id, { onDelete: 'set null' }),
    recordedAt: timestamp({ withTimezone: true }).notNull(),
    videoId: integer()
      .notNull()
      .references(() => vodVideos.id, { onDelete: 'restrict' }),
    lengthSeconds: real(),
    dotCount: integer().notNull().default(0),
    description: varchar({ length: 500 }),
    ...timestamps(),
  },
  (t) => [
    index('op_courses_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('op_courses_customer_recorded_idx').on(t.customerId, t.recordedAt.desc()),
    index('op_courses_organ_idx').on(t.organId),
    index('op_courses_department_idx').on(t.departmentId),
    index('op_courses_device_idx').on(t.deviceId),
    index('op_courses_video_idx').on(t.videoId),
    tenantPolicy('op_courses'),
  ],
);

/** A course's dots: a time within its recording, a mark icon, a note. They go with their course. */
export const opCourseDots = pgTable(
  'op_course_dots',
  {
    ...tenantKey(),
    courseId: integer()
      .notNull()
      .references(() => opCourses.id, { onDelete: 'cascade' }),
    seconds: real().notNull(),
    iconId: integer()
      .notNull()
      .references(() => opMarkIcons.id, { onDelete: 'restrict' }),
    note: varchar({ length: 200 }).notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    index('op_course_dots_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('op_course_dots_course_idx').on(t.courseId, t.seconds),
    index('op_course_dots_icon_idx').on(t.iconId),
    tenantPolicy('op_course_dots'),
  ],
);
