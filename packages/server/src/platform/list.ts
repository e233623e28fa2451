import {
  and,
  asc,
  desc,
  eq,
  inArray,
  getTableName,
  gt,
  lt,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { EXACT_COUNT_LIMIT, parseSort, type ListQuery, type Page } from '@console/contract';
import { executedRows, type Tx } from '../db/client';
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
    // own columns only: `sort=toString` must not find Object.prototype's
    const column = Object.hasOwn(sortable, field) ? sortable[field] : undefined;
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

/**
 * A filtered list with at most this many matches reads them all through the filter's index and
 * sorts them; with more, it walks the list's order and filters until the page is full. Walking
 * reads about size × rows ÷ matches rows, sorting reads every match: for a page of 20 in a
 * 1,000,000-row tenant they cost the same near 4,500 matches.
 */
const FEW_MATCHES = 2000;

export interface TablePageOptions {
  id: AnyPgColumn;
  /** The rows the caller may see (a tenant): the list's order is walked within them. */
  scope: SQL | undefined;
  /** What the query's filters narrow the scope to. */
  filter: SQL | undefined;
  /** The order, ending with the id so rows with equal sort values never move between pages. */
  keys: SortKey[];
  query: Pick<ListQuery, 'page' | 'size'> & { after?: number | undefined };
  /** Cached estimate of the rows `scope` selects, when nothing filters it (RowEstimates). */
  estimate?: number | undefined;
}

/**
 * One page of `table`: after a row (`after`, keyset: as fast at any depth) or by number, and the
 * total. Offset paging walks every row before the page; on a deep page the page's ids are picked
 * first in a sub-query that the tenant's sort index answers alone (an index-only scan: the skipped
 * rows are never read from the table), then only those rows are read.
 *
 * A filtered page first tries the common case, few matches: page and number in one statement.
 * Past FEW_MATCHES it is planned from its count, which the request needs anyway: PostgreSQL estimates
 * a filter's matches from statistics, and when it misjudges them (a rare account with a common
 * action) it either walks a whole tenant for a page that has few matches or sorts tens of
 * thousands for a page a short walk would fill. The count knows. `OFFSET 0` keeps each
 * sub-query's plan its own (PostgreSQL never merges such a sub-query into the outer query).
 */
export async function tablePage<T extends PgTable>(
  tx: Tx,
  table: T,
  { id, scope, filter, keys, query, estimate }: TablePageOptions,
): Promise<Page<T['$inferSelect']>> {
  const where = and(scope, filter);
  const order = orderOf(keys);
  const alias = sql.identifier(getTableName(table));
  const anchor = query.after === undefined ? undefined : afterRow(table, id, keys, query.after);
  const offset = query.after === undefined ? (query.page - 1) * query.size : 0;
  const counted = () =>
    countRows(
      tx,
      tx
        .select({ id })
        .from(table as PgTable)
        .where(where)
        .$dynamic(),
      estimate,
    );
  const rowsOf = (ids: SQLWrapper) =>
    tx
      .select()
      .from(table as PgTable)
      .where(sql`${id} = any(array(${ids}))`)
      .orderBy(...order);
  if (!filter) {
    // Nothing to plan from the count: the page and the count start together (one message when
    // the request reads through `readTogether`, ADR 50).
    const [count, list] = await Promise.all([
      counted(),
      offset < DEEP_OFFSET
        ? tx
            .select()
            .from(table as PgTable)
            .where(and(where, anchor))
            .orderBy(...order)
            .limit(query.size)
            .offset(offset)
        : rowsOf(
            tx
              .select({ id })
              .from(table as PgTable)
              .where(where)
              .orderBy(...order)
              .limit(query.size)
              .offset(offset),
          ),
    ]);
    return { list, ...count, page: query.page, size: query.size };
  }
  if (!anchor) {
    // Most filters match few rows: their number and the page's ids from one read of the matches.
    // The window counts what the sub-query found, at most FEW_MATCHES + 1 (only the sort keys'
    // columns, which an index may hold); past that, or on a page past the last match (no row to
    // carry the number), the count decides as below.
    const keyColumns = [...new Set(keys.map(({ column }) => column))];
    const result = await tx.execute(
      sql`select ${id} as id, count(*) over () as matches
        from (select ${sql.join(keyColumns, sql`, `)} from ${table} where ${where!} limit ${FEW_MATCHES + 1}) as ${alias}
        order by ${sql.join(order, sql`, `)} limit ${query.size} offset ${offset}`,
    );
    const found = executedRows<{ id: number | string; matches: number | string }>(result);
    const matches = found.length ? Number(found[0]!.matches) : undefined;
    if (matches !== undefined && matches <= FEW_MATCHES) {
      const ids = found.map((row) => Number(row.id));
      const list = await tx
        .select()
        .from(table as PgTable)
        .where(inArray(id, ids))
        .orderBy(...order);
      return { list, total: matches, page: query.page, size: query.size };
    }
  }
  const count = await counted();
  const list: T['$inferSelect'][] =
    !count.totalEstimated && count.total <= FEW_MATCHES
      ? // every match through the filter's index (the sub-query has no order to tempt the planner
        // into a walk), sorted; the sort keys' columns carry the same names as the table's
        await rowsOf(
          sql`(select ${id} from (select * from ${table} where ${and(where, anchor)!} offset 0) as ${alias}
        order by ${sql.join(order, sql`, `)} limit ${query.size} offset ${offset})`,
        )
      : // the scope in the list's order (its sort index), filtered until the page is full
        await rowsOf(
          sql`(select ${id} from (select * from ${table} where ${and(scope, anchor) ?? sql`true`}
        order by ${sql.join(order, sql`, `)} offset 0) as ${alias}
        where ${filter} order by ${sql.join(order, sql`, `)} limit ${query.size} offset ${offset})`,
        );
  return { list, ...count, page: query.page, size: query.size };
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
