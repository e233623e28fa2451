import { sql } from 'drizzle-orm';
import { pgPolicy, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Row-level security for tenant tables (ARCHITECTURE §5, the second wall): a row is visible
 * to the restricted role `console_tenant` only when its customer id is the transaction's tenant,
 * or the caller is a platform administrator. The role is created by migration 0000.
 */
export const TENANT_ROLE = 'console_tenant';

/**
 * The same test as migration 0000's `app_tenant_visible()`, written out so that each setting is
 * a sub-select: PostgreSQL reads it once per query (an InitPlan) instead of calling
 * `current_setting()` twice for every row it scans. On a count or a deep page of a 1,000,000-row
 * tenant table that per-row work was half the query (ADR 0009).
 */
export function tenantVisible(column: AnyPgColumn | ReturnType<typeof sql.raw>) {
  return sql`(select current_setting('app.platform', true)) = 'on'
    or ${column} = (select nullif(current_setting('app.customer_id', true), '')::integer)`;
}

export function tenantPolicy(table: string, column: AnyPgColumn | string = 'customer_id') {
  const col = typeof column === 'string' ? sql.raw(column) : column;
  return pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    to: 'public',
    using: tenantVisible(col),
    withCheck: tenantVisible(col),
  });
}
