import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';

/**
 * Every server of the platform (SPEC §3 "Servers", ADR 0029): one table, nine kinds and the
 * ambulance platform's transmit servers (ADR 0038). Each kind is
 * a resource of its own over the rows of its `kind`; columns a kind does not use stay null. The
 * probe writes `probeStatus`, `latencyMs`, `lastError` and `checkedAt`.
 */
export const servers = pgTable(
  'servers',
  {
    id: serial().primaryKey(),
    kind: varchar({ length: 16 }).notNull(),
    name: varchar({ length: 64 }).notNull(),
    /** The address probed: the IP of most kinds, a stream server's public IP. */
    ip: varchar({ length: 64 }),
    innerIp: varchar({ length: 64 }),
    port: integer(),
    sslPort: integer(),
    httpPort: integer(),
    domain: varchar({ length: 128 }),
    udpPortStart: integer(),
    udpPortEnd: integer(),
    streamType: varchar({ length: 16 }),
    bandwidthUp: integer(),
    bandwidthDown: integer(),
    allowedIps: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    audioCallback: varchar({ length: 255 }),
    filePath: varchar({ length: 255 }),
    serverGroup: varchar({ length: 32 }),
    path: varchar({ length: 255 }),
    shareName: varchar({ length: 64 }),
    databaseName: varchar({ length: 64 }),
    loginAccount: varchar({ length: 64 }),
    /** The login password sealed with the install's key (platform/secrets.ts); never returned. */
    password: text(),
    /** What the API shows of it (`••••abcd`). */
    passwordHint: varchar({ length: 32 }),
    backupStrategy: varchar({ length: 16 }),
    backupPath: varchar({ length: 255 }),
    carrier: varchar({ length: 32 }),
    region: varchar({ length: 32 }),
    pullAddress: varchar({ length: 255 }),
    pullKey: varchar({ length: 128 }),
    pushAddress: varchar({ length: 255 }),
    pushKey: varchar({ length: 128 }),
    channels: integer(),
    selected: boolean().notNull().default(false),
    /** A transmit (relay) server in service; the other kinds leave it on. */
    enabled: boolean().notNull().default(true),
    /** SPEC §5: `storage`, `monitor` or `vod` for the rows one of which is selected at a time. */
    selectGroup: varchar({ length: 16 }),
    probeStatus: varchar({ length: 8 }).notNull().default('unknown'),
    latencyMs: integer(),
    lastError: varchar({ length: 255 }),
    checkedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    // A name names one server of the platform, whatever its kind (the engine's unique rule).
    uniqueIndex('servers_name_key').on(sql`lower(${t.name})`),
    index('servers_kind_created_idx').on(t.kind, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // One selected row per group, whatever races the server's own deselection.
    uniqueIndex('servers_one_selected_key')
      .on(t.selectGroup)
      .where(sql`${t.selected}`),
  ],
);

/** Probe outcomes of the last 24 hours (older rows are pruned by the probe job). */
export const serverProbes = pgTable(
  'server_probes',
  {
    id: serial().primaryKey(),
    serverId: integer()
      .notNull()
      .references(() => servers.id, { onDelete: 'cascade' }),
    up: boolean().notNull(),
    latencyMs: integer(),
    error: varchar({ length: 255 }),
    checkedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('server_probes_server_checked_idx').on(t.serverId, t.checkedAt),
    index('server_probes_checked_idx').on(t.checkedAt),
  ],
);
