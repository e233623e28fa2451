import { sql } from 'drizzle-orm';
import { executedRows, type Db } from '../db/client';

interface TableEstimate {
  rows: number;
  /** Rows of each of the most common tenants. */
  tenants: Map<number, number>;
  /** Rows of any other tenant (the planner's own guess for a value outside that list). */
  otherTenant: number;
}

interface StatsRow extends Record<string, unknown> {
  name: string;
  rows: number;
  vals: string | null;
  freqs: number[] | null;
  distinct: number | null;
}

/**
 * How many rows a table (and one tenant of it) holds, as ANALYZE last counted them
 * (`pg_class.reltuples`, `pg_stats` of `customer_id`). Read all at once and refreshed
 * periodically, so a deep list's total costs no query (ADR 0012): it is only used past
 * EXACT_COUNT_LIMIT, where a total is reported as an estimate anyway.
 */
export class RowEstimates {
  #tables = new Map<string, TableEstimate>();

  async refresh(db: Db): Promise<void> {
    const result = await db.execute<StatsRow>(sql`
      select c.relname as name, c.reltuples::float8 as rows, s.most_common_vals::text as vals,
        s.most_common_freqs::float8[] as freqs, s.n_distinct::float8 as distinct
      from pg_class c
      left join pg_stats s on s.schemaname = 'public' and s.tablename = c.relname and s.attname = 'customer_id'
      where c.relkind in ('r', 'p') and c.relnamespace = 'public'::regnamespace`);
    const rows = executedRows<StatsRow>(result);
    const tables = new Map<string, TableEstimate>();
    for (const row of rows) {
      // reltuples is -1 for a table never analysed: nothing known.
      if (row.rows < 0) continue;
      const vals: number[] = row.vals ? (JSON.parse(`[${row.vals.slice(1, -1)}]`) as number[]) : [];
      const freqs = row.freqs ?? [];
      const tenants = new Map(vals.map((value, i) => [value, Math.round((freqs[i] ?? 0) * row.rows)]));
      // n_distinct below zero is a fraction of the rows.
      const distinct = row.distinct === null ? 0 : row.distinct < 0 ? -row.distinct * row.rows : row.distinct;
      const rest = 1 - freqs.reduce((sum, freq) => sum + freq, 0);
      const others = distinct - vals.length;
      tables.set(row.name, {
        rows: row.rows,
        tenants,
        otherTenant: others > 0 ? Math.round((rest / others) * row.rows) : 0,
      });
    }
    this.#tables = tables;
  }

  /** Estimated rows of `table`, or of one tenant's part of it; undefined while unknown. */
  rows(table: string, customerId?: number): number | undefined {
    const estimate = this.#tables.get(table);
    if (!estimate) return undefined;
    if (customerId === undefined) return estimate.rows;
    return estimate.tenants.get(customerId) ?? estimate.otherTenant;
  }
}
