import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { tenantKey, timestamps } from '../../db/columns';

/**
 * Meeting rooms (SPEC §3). Devices are the tenant's terminals, kept as an id list (checked on
 * every write, as device groups do); who is in is read from the join/leave commands the room sent
 * (terminal_commands, payload roomId) and the terminals' presence, never stored twice.
 */
export const rooms = pgTable(
  'rooms',
  {
    ...tenantKey(),
    name: varchar({ length: 64 }).notNull(),
    type: varchar({ length: 16 }).notNull().default('meeting'),
    status: varchar({ length: 16 }).notNull().default('notStarted'),
    entryMode: varchar({ length: 16 }).notNull().default('invite'),
    inviteCode: varchar({ length: 8 }),
    maxDevices: integer().notNull(),
    deviceAccountIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    chairmanArea: boolean().notNull().default(false),
    record: boolean().notNull().default(false),
    pipStatus: boolean().notNull().default(false),
    pipPosition: varchar({ length: 16 }).notNull().default('bottomRight'),
    pipSourceId: integer(),
    layout: varchar({ length: 32 }),
    layoutTemplateId: integer(),
    description: varchar({ length: 255 }),
    startedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('rooms_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
    uniqueIndex('rooms_customer_invite_code_key').on(t.customerId, t.inviteCode),
    // the target of room files' foreign key (tenant keys carry customer_id)
    unique('rooms_customer_id_key').on(t.customerId, t.id),
    index('rooms_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('rooms_customer_status_idx').on(t.customerId, t.status),
    index('rooms_devices_idx').using('gin', t.deviceAccountIds),
    tenantPolicy('rooms'),
  ],
);

/** Files shared in a room (upload purpose `roomFile`); they go with their room. */
export const roomFiles = pgTable(
  'room_files',
  {
    ...tenantKey(),
    roomId: integer().notNull(),
    title: varchar({ length: 64 }).notNull(),
    file: varchar({ length: 255 }).notNull(),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'room_files_room_fk',
      columns: [t.customerId, t.roomId],
      foreignColumns: [rooms.customerId, rooms.id],
    }).onDelete('cascade'),
    index('room_files_room_created_idx').on(
      t.customerId,
      t.roomId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('room_files_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    tenantPolicy('room_files'),
  ],
);
