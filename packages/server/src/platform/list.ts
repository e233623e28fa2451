import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
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
