import { getTableColumns, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { MessageKey } from '@console/contract/i18n/messages';
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
  /**
   * Adjust or check values before insert (quotas, generated codes, password hashing). The values
   * still hold the virtual fields (a service code to verify); they are dropped after the hook.
   */
  beforeCreate?(tx: Tx, caller: Caller, values: Values): Promise<Values> | Values;
  /** What a new row brings with it, in the same transaction (a company's built-in indicators). */
  afterCreate?(tx: Tx, caller: Caller, row: Row): Promise<void> | void;
  /** Also sees a state transition (`enable`, `disable`) as the one field it changes. */
  beforeUpdate?(tx: Tx, caller: Caller, values: Values, before: Row): Promise<Values> | Values;
  beforeDelete?(tx: Tx, caller: Caller, row: Row): Promise<void> | void;
  /** Fields computed for responses (counts, live state). */
  present?(tx: Tx, caller: Caller, rows: Row[]): Promise<Row[]> | Row[];
  /**
   * One record read on its own (`GET /{id}`), after `present`: sees the stored row too, so a
   * resource can record the read (a patient's record) or show what lists mask.
   */
  read?(tx: Tx, caller: Caller, stored: Row, presented: Row): Promise<Row> | Row;
  /**
   * A batch of rows about to be written to an export, as `present` left them: mask what lists
   * mask and record who exported which rows, in the batch's transaction.
   */
  exported?(tx: Tx, caller: Caller, rows: Row[]): Promise<Row[]> | Row[];
  /**
   * Filters of fields not stored in the table (a bed's occupancy): the field is declared `virtual`
   * and `readOnly` with a `filter`, and this gives its condition for the query's value.
   */
  filters?: Record<string, (value: string) => SQL>;
  /** Actions beyond plain state transitions (`POST /{id}/{action}`), e.g. a password reset. */
  actions?: Record<string, (tx: Tx, caller: Caller, row: Row) => Promise<unknown>>;
}

export interface EngineResource {
  definition: ResourceDefinition;
  table: PgTable;
  hooks?: ResourceHooks;
  /** Table columns by field name, including fields stored under another column name. */
  columns: Record<string, AnyPgColumn>;
  /** API field -> table column key, where the two differ (`username` is stored as `account`). */
  renamed: Record<string, string>;
  /** Its `reference` fields resolved to the resources they name, once all are registered. */
  links?: ReferenceLink[];
  /** Columns a list may be sorted by, by field name. */
  sortable: Record<string, AnyPgColumn>;
  /**
   * Keys of a read row that `present` does not pass through as they are: the definition's fields
   * (returned or withheld by it) and the table's columns. A hook's computed keys are the rest.
   */
  internalKeys: ReadonlySet<string>;
}

/** A `reference` field and the resource whose rows it names (engine/references.ts). */
export interface ReferenceLink {
  field: string;
  target: EngineResource;
  multiple: boolean;
  /** The named rows must be of the referring row's tenant. */
  sameTenant: boolean;
  /** Refusal of an id that names no such row (the target's `notFound`). */
  message: MessageKey;
}

/** Pair a definition with its table; the engine takes it from here. */
export function engineResource(
  definition: ResourceDefinition,
  table: PgTable,
  hooks?: ResourceHooks,
  renamed: Record<string, string> = {},
): EngineResource {
  const tableColumns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const columns = { ...tableColumns };
  for (const [field, column] of Object.entries(renamed)) columns[field] = tableColumns[column]!;
  const required = [
    'id',
    'createdAt',
    // read-only rows are never updated
    ...(definition.readOnly ? [] : ['updatedAt']),
    ...(definition.scope === 'tenant' ? ['customerId'] : []),
  ];
  // A prefix filter reads a stored lower-case copy of its column (see `narrowing`).
  const folded = definition.fieldNames
    .filter((name) => definition.fields[name]!.filter === 'prefix')
    .map((name) => `${name}Folded`);
  const missing = [...required, ...definition.storedFields, ...folded].filter((name) => !columns[name]);
  if (missing.length)
    throw new Error(`resource ${definition.key}: table lacks columns ${missing.join(', ')}`);
  const sortable = [
    'id',
    'createdAt',
    'updatedAt',
    ...definition.fieldNames.filter((n) => definition.fields[n]!.sortable),
  ]
    // a read-only resource has no updatedAt
    .filter((name) => columns[name]);
  return {
    definition,
    table,
    columns,
    renamed,
    sortable: Object.fromEntries(sortable.map((name) => [name, columns[name]!])),
    internalKeys: new Set([...definition.fieldNames, ...Object.keys(columns)]),
    ...(hooks ? { hooks } : {}),
  };
}

export function columnsOf(resource: EngineResource): Record<string, AnyPgColumn> {
  return resource.columns;
}

/** Field names -> table keys, for writes. */
export function toStored(resource: EngineResource, values: Values): Values {
  const out = { ...values };
  for (const [field, column] of Object.entries(resource.renamed)) {
    if (field in out) {
      out[column] = out[field];
      delete out[field];
    }
  }
  return out;
}

/** A row read from the table, with its fields under their API names. */
export function toFields(resource: EngineResource, row: Row): Row {
  const out = { ...row };
  for (const [field, column] of Object.entries(resource.renamed)) {
    out[field] = row[column];
    delete out[column];
  }
  return out;
}
