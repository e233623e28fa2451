import { getTableColumns, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '@console/contract/resources/define';
import type { Tx } from '../db/client';
import type { Caller } from '../platform/caller';

export type Row = Record<string, unknown> & { id: number };
export type Values = Record<string, unknown>;

/**
 * Area-specific behaviour is a hook on the definition, never a fork of the engine
 * (ARCHITECTURE §3). Hooks run inside the request's transaction.
 */
export interface ResourceHooks {
  /** The rows this resource serves at all (the platform organisation is no company). */
  where?(caller: Caller): SQL | undefined;
  /** Adjust or check values before insert (quotas, generated codes, password hashing). */
  beforeCreate?(tx: Tx, caller: Caller, values: Values): Promise<Values> | Values;
  beforeUpdate?(tx: Tx, caller: Caller, values: Values, before: Row): Promise<Values> | Values;
  beforeDelete?(tx: Tx, caller: Caller, row: Row): Promise<void> | void;
  /** Fields computed for responses (counts, live state). */
  present?(tx: Tx, caller: Caller, rows: Row[]): Promise<Row[]> | Row[];
}

export interface EngineResource {
  definition: ResourceDefinition;
  table: PgTable;
  hooks?: ResourceHooks;
}

/** Pair a definition with its table; the engine takes it from here. */
export function engineResource(
  definition: ResourceDefinition,
  table: PgTable,
  hooks?: ResourceHooks,
): EngineResource {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const required = ['id', 'createdAt', 'updatedAt', ...(definition.scope === 'tenant' ? ['customerId'] : [])];
  const missing = [...required, ...definition.storedFields].filter((name) => !columns[name]);
  if (missing.length)
    throw new Error(`resource ${definition.key}: table lacks columns ${missing.join(', ')}`);
  return { definition, table, ...(hooks ? { hooks } : {}) };
}

export function columnsOf(resource: EngineResource): Record<string, AnyPgColumn> {
  return getTableColumns(resource.table) as Record<string, AnyPgColumn>;
}
