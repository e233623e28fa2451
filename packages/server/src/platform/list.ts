import { and, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { EXACT_COUNT_LIMIT, parseSort, type ListQuery, type Page } from '@console/contract';
import type { Tx } from '../db/client';
import { BadRequest } from './errors';

/**
 * The list half of the resource REST convention (ARCHITECTURE §4): sort parsing against an
 * allow-list of columns, page/size or a keyset cursor (`after`), and a total that is exact up to
 * EXACT_COUNT_LIMIT and estimated past it (a deep count would cost more than the page itself).
 */

/** One column of a list's order. */
export interface SortKey {
  column: AnyPgColumn;
  descending: boolean;
}

export function sortKeys(
  sort: string | undefined,
  sortable: Record<string, AnyPgColumn>,
  fallback: SortKey[],
): SortKey[] {
  const fields = parseSort(sort);
  if (fields.length === 0) return fallback;
  return fields.map(({ field, desc: descending }) => {
    const column = sortable[field];
    if (!column) throw BadRequest('validation.sort', 'sort');
    return { column, descending };
  });
}

export const orderOf = (keys: SortKey[]): SQL[] =>
  keys.map(({ column, descending }) => (descending ? desc(column) : asc(column)));

/**
 * The rows after the row `after` in the order `keys` (which ends with the id, so it is total).
 * The anchor's values come from sub-selects the planner runs once; when every key goes the same
 * way, one row comparison lets the list's sort index start right at the anchor.
 */
function afterRow(table: PgTable, id: AnyPgColumn, keys: SortKey[], after: number): SQL {
  // A null sort value has no place in the comparison: such lists page by number only.
  if (keys.some(({ column }) => !column.notNull)) throw BadRequest('validation.invalid', 'after');
  const anchor = keys.map(({ column }) => sql`(select ${column} from ${table} where ${id} = ${after})`);
  const columns = keys.map(({ column }) => column);
  if (keys.every(({ descending }) => descending === keys[0]!.descending)) {
    const op = keys[0]!.descending ? sql`<` : sql`>`;
    return sql`(${sql.join(columns, sql`, `)}) ${op} (${sql.join(anchor, sql`, `)})`;
  }
  // Mixed directions: (k1 past a1) or (k1 = a1 and k2 past a2) or ...
  return or(
    ...keys.map(({ column, descending }, i) =>
      and(
        ...keys.slice(0, i).map((key, j) => eq(key.column, anchor[j])),
        (descending ? lt : gt)(column, anchor[i]),
      ),
    ),
  )!;
}

/** From this offset on, a page first picks its ids (see tablePage). */
const DEEP_OFFSET = 1000;

export interface TablePageOptions {
  id: AnyPgColumn;
  where: SQL | undefined;
  /** The order, ending with the id so rows with equal sort values never move between pages. */
  keys: SortKey[];
  query: Pick<ListQuery, 'page' | 'size'> & { after?: number | undefined };
  /** Cached estimate of the rows `where` selects, where it selects a whole tenant (RowEstimates). */
  estimate?: number | undefined;
}

/**
 * One page of `table`: after a row (`after`, keyset: as fast at any depth) or by number. Offset
 * paging walks every row before the page; on a deep page the page's ids are picked first in a
 * sub-query that the tenant's sort index answers alone (an index-only scan: the skipped rows are
 * never read from the table), then only those rows are read.
 */
export async function tablePage<T extends PgTable>(
  tx: Tx,
  table: T,
  { id, where, keys, query, estimate }: TablePageOptions,
): Promise<Page<T['$inferSelect']>> {
  const order = orderOf(keys);
  const select = () => tx.select().from(table as PgTable);
  const offset = (query.page - 1) * query.size;
  const rows = async (): Promise<T['$inferSelect'][]> => {
    if (query.after !== undefined)
      return select()
        .where(and(where, afterRow(table, id, keys, query.after)))
        .orderBy(...order)
        .limit(query.size);
    if (offset < DEEP_OFFSET)
      return select()
        .where(where)
        .orderBy(...order)
        .limit(query.size)
        .offset(offset);
    const ids = tx
      .select({ id })
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(offset);
    return select()
      .where(inArray(id, ids))
      .orderBy(...order);
  };
  const countQuery = tx
    .select({ id })
    .from(table as PgTable)
    .where(where)
    .$dynamic();
  return paginate(tx, query, rows, countQuery, estimate);
}

/**
 * Exact up to EXACT_COUNT_LIMIT, estimated past it. When the cached estimate is already far past
 * the limit, the exact count (a scan of that many index entries per page view) is skipped.
 */
export async function countRows(
  tx: Tx,
  countQuery: PgSelect,
  estimate?: number,
): Promise<{ total: number; totalEstimated?: boolean }> {
  if (estimate !== undefined && estimate > EXACT_COUNT_LIMIT * 10)
    return { total: estimate, totalEstimated: true };
  const capped = countQuery.limit(EXACT_COUNT_LIMIT + 1).as('capped');
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(capped);
  const exact = row?.n ?? 0;
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact };
  return { total: Math.max(exact, estimate ?? 0), totalEstimated: true };
}

export async function paginate<T>(
  tx: Tx,
  query: Pick<ListQuery, 'page' | 'size'>,
  rows: (limit: number, offset: number) => Promise<T[]>,
  countQuery: PgSelect,
  estimate?: number,
): Promise<Page<T>> {
  const [list, count] = [
    await rows(query.size, (query.page - 1) * query.size),
    await countRows(tx, countQuery, estimate),
  ];
  return { list, ...count, page: query.page, size: query.size };
}
