import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../db/tenancy';
import { customers, users } from '../../platform/identity-tables';

/**
 * Requests to join a company made with its apply code (SPEC §4 approval). Stored states are
 * pending, agreed and rejected; "expired" is computed: a pending request past `expiresAt`
 * (docs/adr/0005). The applicant's password is kept only as a hash, until the member exists.
 */
export const memberApprovals = pgTable(
  'member_approvals',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    account: varchar({ length: 64 }).notNull(),
    realName: varchar({ length: 64 }).notNull(),
    phone: varchar({ length: 32 }),
    email: varchar({ length: 128 }),
    remark: varchar({ length: 255 }),
    passwordHash: text(),
    status: varchar({ length: 16 }).notNull().default('pending'),
    reason: varchar({ length: 255 }),
    /** The member made when the request was agreed. */
    memberId: integer(),
    decidedBy: varchar({ length: 64 }),
    decidedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_approvals_customer_idx').on(
      t.customerId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('member_approvals_account_idx').on(sql`lower(${t.account})`),
    tenantPolicy('member_approvals'),
  ],
);

/**
 * Friendships between members of one tenant, one row per direction so "friends of X" is one
 * index range; both rows come and go together.
 */
export const memberFriends = pgTable(
  'member_friends',
  {
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    memberId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.memberId, t.friendId] }),
    uniqueIndex('member_friends_pair_key').on(t.customerId, t.friendId, t.memberId),
    tenantPolicy('member_friends'),
  ],
);
