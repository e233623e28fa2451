import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CommandCreate, CommandMessage, TerminalCommand } from '@console/contract/realtime';
import type { Db, Tx } from '../../db/client';
import { NotFound } from '../../platform/errors';
import { deviceAccounts } from '../device-accounts/tables';
import { terminalCommands, terminalTelemetry } from './tables';
import type { TerminalRef } from './terminal-auth';

type CommandRow = typeof terminalCommands.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentCommand(row: CommandRow): TerminalCommand {
  return {
    id: row.id,
    customerId: row.customerId,
    deviceAccountId: row.deviceAccountId,
    kind: row.kind as TerminalCommand['kind'],
    payload: row.payload ?? null,
    state: row.state as TerminalCommand['state'],
    error: row.error,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    acknowledgedAt: iso(row.acknowledgedAt),
    appliedAt: iso(row.appliedAt),
  };
}

export function commandMessage(row: CommandRow | TerminalCommand): CommandMessage {
  return { id: row.id, kind: row.kind as CommandMessage['kind'], payload: row.payload ?? null };
}

/** What a command to a terminal needs of it: its company, its MQTT account, whether it is online. */
export const commandTerminalColumns = {
  id: deviceAccounts.id,
  customerId: deviceAccounts.customerId,
  account: deviceAccounts.account,
  online: deviceAccounts.online,
};

/** The terminal as the caller sees it (row-level security applies), or 404. */
export async function terminalOf(tx: Tx, id: number) {
  const [row] = await tx
    .select(commandTerminalColumns)
    .from(deviceAccounts)
    .where(eq(deviceAccounts.id, id))
    .limit(1);
  if (!row) throw NotFound();
  return row;
}

/** A new command: `requested` when the terminal is online (the caller then sends it), else `queued`. */
export async function createCommand(
  tx: Tx,
  input: CommandCreate,
  presence: { known(id: number): boolean | undefined },
  createdBy: string,
) {
  const row0 = await terminalOf(tx, input.deviceAccountId);
  // What this instance saw is newest (the database flag is written in batches); the flag covers
  // terminals connected to another server instance.
  const online = presence.known(row0.id) ?? row0.online;
  const terminal = { id: row0.id, customerId: row0.customerId, account: row0.account };
  const [row] = await tx
    .insert(terminalCommands)
    .values({
      customerId: terminal.customerId,
      deviceAccountId: terminal.id,
      kind: input.kind,
      payload: input.payload ?? null,
      state: online ? 'requested' : 'queued',
      sentAt: online ? new Date() : null,
      createdBy,
    })
    .returning();
  return { terminal, command: presentCommand(row!) };
}

export async function listCommands(tx: Tx, deviceAccountId: number, size: number) {
  await terminalOf(tx, deviceAccountId);
  const rows = await tx
    .select()
    .from(terminalCommands)
    .where(eq(terminalCommands.deviceAccountId, deviceAccountId))
    .orderBy(desc(terminalCommands.id))
    .limit(size);
  return rows.map(presentCommand);
}

export async function latestTelemetry(tx: Tx, deviceAccountId: number) {
  await terminalOf(tx, deviceAccountId);
  const [row] = await tx
    .select()
    .from(terminalTelemetry)
    .where(eq(terminalTelemetry.deviceAccountId, deviceAccountId))
    .limit(1);
  return row ? { deviceAccountId, at: row.at.toISOString(), data: row.data } : null;
}

/**
 * Commands that waited for a terminal (queued) or may have been lost with its last connection
 * (requested, never acknowledged): marked requested now and returned to be sent. Terminals
 * deduplicate by command id, so a second delivery is harmless.
 */
export async function takePending(db: Db, terminal: TerminalRef): Promise<TerminalCommand[]> {
  const rows = await db
    .update(terminalCommands)
    .set({ state: 'requested', sentAt: new Date() })
    .where(
      and(
        eq(terminalCommands.customerId, terminal.customerId),
        eq(terminalCommands.deviceAccountId, terminal.id),
        inArray(terminalCommands.state, ['queued', 'requested']),
      ),
    )
    .returning();
  return rows.sort((a, b) => a.id - b.id).map(presentCommand);
}

const ORDER = { requested: 0, queued: 0, acknowledged: 1, applied: 2, failed: 2 } as const;

/** A terminal's acknowledgement; states only move forward, and only for its own commands. */
export async function recordAck(
  db: Db,
  terminal: TerminalRef,
  ack: { id: number; state: 'acknowledged' | 'applied' | 'failed'; error?: string | undefined },
): Promise<TerminalCommand | null> {
  const now = new Date();
  const earlier = Object.entries(ORDER)
    .filter(([, rank]) => rank < ORDER[ack.state])
    .map(([state]) => state);
  const rows = await db
    .update(terminalCommands)
    .set({
      state: ack.state,
      ...(ack.state === 'acknowledged' ? { acknowledgedAt: now } : { appliedAt: now }),
      // An applied command was necessarily received: fill the acknowledgement if it was skipped.
      ...(ack.state !== 'acknowledged'
        ? {
            acknowledgedAt: sql`coalesce(${terminalCommands.acknowledgedAt}, ${now.toISOString()}::timestamptz)`,
          }
        : {}),
      error: ack.state === 'failed' ? (ack.error ?? null) : null,
    })
    .where(
      and(
        eq(terminalCommands.id, ack.id),
        eq(terminalCommands.customerId, terminal.customerId),
        eq(terminalCommands.deviceAccountId, terminal.id),
        inArray(terminalCommands.state, earlier),
      ),
    )
    .returning();
  return rows[0] ? presentCommand(rows[0]) : null;
}

/** Upsert the latest telemetry of many terminals in one statement. */
export async function writeTelemetry(
  db: Db,
  rows: { customerId: number; deviceAccountId: number; at: string; data: Record<string, unknown> }[],
) {
  if (rows.length === 0) return;
  await db.execute(sql`insert into terminal_telemetry (customer_id, device_account_id, at, data)
    select v.customer_id, v.device_account_id, v.at, v.data
    from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ customer_id: r.customerId, device_account_id: r.deviceAccountId, at: r.at, data: r.data })))}::jsonb)
      as v(customer_id int, device_account_id int, at timestamptz, data jsonb)
    on conflict (customer_id, device_account_id) do update set at = excluded.at, data = excluded.data`);
}
