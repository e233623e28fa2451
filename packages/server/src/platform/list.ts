import { asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { EXACT_COUNT_LIMIT, parseSort, type ListQuery, type Page } from '@console/contract';
import type { Tx } from '../db/client';
import { BadRequest } from './errors';

/**
 * The list half of the resource REST convention (ARCHITECTURE §4): sort parsing against an
 * allow-list of columns, page/size, and a total that is exact up to EXACT_COUNT_LIMIT and
 * estimated by the planner past it (a deep count would cost more than the page itself).
 */
export function orderBy(
  sort: string | undefined,
  sortable: Record<string, AnyPgColumn>,
  fallback: SQL[],
): SQL[] {
  const fields = parseSort(sort);
  if (fields.length === 0) return fallback;
  return fields.map(({ field, desc: descending }) => {
    const column = sortable[field];
    if (!column) throw BadRequest('validation.sort', 'sort');
    return descending ? desc(column) : asc(column);
  });
}

/** From this offset on, a page first picks its ids (see pageRows). */
const DEEP_OFFSET = 1000;

/**
 * One page of `table` in `order`. Offset paging walks every row before the page; on a deep page
 * (page 5,000 of a 1,000,000-row log) the page's ids are picked first in a sub-query that the
 * tenant's sort index answers alone (an index-only scan: the skipped rows are never read from the
 * table), then only those rows are read. Same rows, same order as the plain query.
 */
export async function pageRows<T extends PgTable>(
  tx: Tx,
  table: T,
  id: AnyPgColumn,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<T['$inferSelect'][]> {
  const select = () => tx.select().from(table as PgTable);
  if (offset < DEEP_OFFSET) {
    return select()
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  }
  const ids = tx
    .select({ id })
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return select()
    .where(inArray(id, ids))
    .orderBy(...order);
}

/** The planner's estimate of how many rows a query returns (one cheap round trip, no scan). */
async function plannedRows(tx: Tx, query: PgSelect): Promise<number> {
  const plan = await tx.execute(sql`explain (format json) ${query.getSQL()}`);
  const rows = (Array.isArray(plan) ? plan : (plan as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const json = Object.values(rows[0] ?? {})[0];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0].Plan['Plan Rows']);
}

/**
 * Exact up to EXACT_COUNT_LIMIT, estimated past it. When the planner already expects far more
 * rows than the limit, the exact count (a scan of that many rows per page view) is skipped.
 */
export async function countRows(
  tx: Tx,
  countQuery: PgSelect,
): Promise<{ total: number; totalEstimated?: boolean }> {
  const planned = await plannedRows(tx, countQuery);
  if (planned > EXACT_COUNT_LIMIT * 10) return { total: planned, totalEstimated: true };
  const capped = countQuery.limit(EXACT_COUNT_LIMIT + 1).as('capped');
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(capped);
  const exact = row?.n ?? 0;
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact };
  return { total: Math.max(exact, planned), totalEstimated: true };
}

export async function paginate<T>(
  tx: Tx,
  query: Pick<ListQuery, 'page' | 'size'>,
  rows: (limit: number, offset: number) => Promise<T[]>,
  countQuery: PgSelect,
): Promise<Page<T>> {
  const [list, count] = [
    await rows(query.size, (query.page - 1) * query.size),
    await countRows(tx, countQuery),
  ];
  return { list, ...count, page: query.page, size: query.size };
}
