import { sql } from 'drizzle-orm';
import { pgPolicy, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Row-level security for tenant tables (ARCHITECTURE §5, the second wall): a row is visible
 * to the restricted role `console_tenant` only when its customer id is the transaction's tenant,
 * or the caller is a platform administrator. The function is created by migration 0000.
 */
export const TENANT_ROLE = 'console_tenant';

export function tenantPolicy(table: string, column: AnyPgColumn | string = 'customer_id') {
  const col = typeof column === 'string' ? sql.raw(column) : column;
  return pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    to: 'public',
    using: sql`app_tenant_visible(${col})`,
    withCheck: sql`app_tenant_visible(${col})`,
  });
}
