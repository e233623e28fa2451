import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { MessageKey } from '@console/contract/i18n/messages';
import type { Tx } from '../db/client';
import { BadRequest } from '../platform/errors';

/** A tenant table as references see it: its id and its tenant. */
export interface TenantTable {
  table: PgTable;
  id: AnyPgColumn;
  customerId: AnyPgColumn;
}

/** Of `ids`, those that are rows of `target` in tenant `customerId` (as a set). */
export async function tenantRowIds(
  tx: Tx,
  target: TenantTable,
  customerId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = (await tx
    .select({ id: target.id })
    .from(target.table)
    .where(and(eq(target.customerId, customerId), inArray(target.id, unique)))) as { id: number }[];
  return new Set(rows.map((row) => row.id));
}

/**
 * References from one tenant's row to rows of another tenant table must stay in the tenant: an
 * id of another tenant's row reads as missing (`message` on `field`), exactly like a wrong id.
 */
export async function assertTenantRows(
  tx: Tx,
  target: TenantTable,
  customerId: number,
  ids: readonly number[],
  field: string,
  message: MessageKey,
): Promise<void> {
  const found = await tenantRowIds(tx, target, customerId, ids);
  if (ids.some((id) => !found.has(id))) throw BadRequest(message, field);
}

/**
 * For rows that reference `target` (their ids given by `idsOf`), the referenced rows that still
 * exist, per tenant: one query per tenant on the page, not per row.
 */
export async function liveReferences(
  tx: Tx,
  target: TenantTable,
  rows: readonly Record<string, unknown>[],
  idsOf: (row: Record<string, unknown>) => readonly number[],
): Promise<(customerId: number, id: number) => boolean> {
  const wanted = new Map<number, number[]>();
  for (const row of rows) {
    const customerId = row.customerId as number;
    wanted.set(customerId, [...(wanted.get(customerId) ?? []), ...idsOf(row)]);
  }
  const live = new Map<number, Set<number>>();
  for (const [customerId, ids] of wanted)
    live.set(customerId, await tenantRowIds(tx, target, customerId, ids));
  return (customerId, id) => live.get(customerId)?.has(id) ?? false;
}
