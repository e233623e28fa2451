import {
  and,
  arrayContains,
  count,
  eq,
  getTableName,
  gte,
  inArray,
  ilike,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { ERROR_CODES, type Page } from '@console/contract';
import type { ResourceDefinition } from '@console/contract/resources/define';
import type { Tx } from '../db/client';
import type { Caller } from '../platform/caller';
import { AppError, BadRequest, Conflict, NotFound } from '../platform/errors';
import { asOwner } from '../platform/db';
import { sortKeys, tablePage, type SortKey } from '../platform/list';
import type { RowEstimates } from '../platform/row-estimates';
import { recordLog } from '../platform/audit';
import { customers } from '../platform/identity-tables';
import { checkReferences, referenceFields, withLiveReferences } from './references';
import { columnsOf, toFields, toStored, type EngineResource, type Row, type Values } from './resource';

/**
 * The generic resource operations. Every one runs inside the caller's tenant transaction, so
 * row-level security backs the explicit tenant filters written here.
 */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The rows a caller may see: a tenant's own, or for platform callers all (optionally one tenant). */
function scopeFilter(resource: EngineResource, caller: Caller, customerId?: number): SQL | undefined {
  const served = resource.hooks?.where?.(caller);
  if (resource.definition.scope !== 'tenant') return served;
  const column = columnsOf(resource).customerId!;
  if (!caller.isPlatform) return and(served, eq(column, caller.customerId));
  return and(served, customerId ? eq(column, customerId) : undefined);
}

/**
 * What the query's filters and keyword ask for, beyond the caller's scope. Asked several times per
 * request (whether the list reads together, its estimate, its page): built once per query object.
 */
const narrowings = new WeakMap<Record<string, unknown>, { resource: EngineResource; filters: SQL[] }>();

function narrowing(resource: EngineResource, query: Record<string, unknown>): SQL[] {
  const known = narrowings.get(query);
  if (known?.resource === resource) return known.filters;
  const filters = buildNarrowing(resource, query);
  narrowings.set(query, { resource, filters });
  return filters;
}

function buildNarrowing(resource: EngineResource, query: Record<string, unknown>): SQL[] {
  const { definition } = resource;
  const columns = columnsOf(resource);
  const filters: SQL[] = [];
  for (const name of definition.fieldNames) {
    const meta = definition.fields[name]!;
    const column = columns[name];
    const computed = resource.hooks?.filters?.[name];
    if (meta.filter && computed) {
      const value = query[name];
      if (value !== undefined && value !== '') filters.push(computed(String(value)));
      continue;
    }
    if (!meta.filter || !column) continue;
    if (meta.filter === 'range') {
      const from = query[`${name}From`] as Date | undefined;
      const to = query[`${name}To`] as Date | undefined;
      if (from) filters.push(gte(column, from));
      if (to) filters.push(lte(column, to));
      continue;
    }
    const value = query[name];
    if (value === undefined || value === '') continue;
    if (meta.filter === 'like') filters.push(ilike(column, `%${escapeLike(String(value))}%`));
    // starts_with on the stored lower-case copy: leakproof, so under row-level security the
    // planner may still answer it from a btree (text_pattern_ops) on that copy; `lower(column)
    // LIKE` is not, and read the tenant's every row (ADR 0012)
    else if (meta.filter === 'prefix')
      filters.push(sql`starts_with(${columns[`${name}Folded`]!}, lower(${String(value)}))`);
    else if (meta.kind === 'switch') filters.push(eq(column, value === 'true'));
    // a list field matches the rows whose list holds the value (the groups of a terminal)
    else if (meta.multiple) filters.push(arrayContains(column, [value]));
    else filters.push(eq(column, value));
  }
  const keyword = query.keyword as string | undefined;
  if (keyword && definition.search?.length) {
    // A table may store its search fields' text lower-cased in one generated column
    // (`searchFolded`, the fields one per line): one substring test per row instead of one match
    // per field. A keyword spanning lines would match across fields: it takes the long way.
    const folded = keyword.includes('\n') ? undefined : columns.searchFolded;
    if (folded) filters.push(sql`strpos(${folded}, lower(${keyword})) > 0`);
    else {
      const pattern = `%${escapeLike(keyword)}%`;
      filters.push(or(...definition.search.map((name) => ilike(columns[name]!, pattern)))!);
    }
  }
  return filters;
}

export function listFilters(
  resource: EngineResource,
  caller: Caller,
  query: Record<string, unknown>,
): SQL | undefined {
  return and(
    scopeFilter(resource, caller, query.customerId as number | undefined),
    ...narrowing(resource, query),
  );
}

/** A row as the API returns it: write-only fields removed, dates as ISO strings. */
export function present(resource: EngineResource, row: Row): Row {
  const { definition } = resource;
  const out: Row = { id: row.id };
  if (definition.scope === 'tenant') out.customerId = row.customerId;
  for (const name of definition.returnedFields) out[name] = row[name] ?? null;
  for (const key in row) if (!(key in out) && !resource.internalKeys.has(key)) out[key] = row[key];
  out.createdAt = row.createdAt;
  if (!definition.readOnly) out.updatedAt = row.updatedAt;
  for (const key in out) {
    const value = out[key];
    if (value instanceof Date) out[key] = value.toISOString();
  }
  return out;
}

async function presentAll(tx: Tx, caller: Caller, resource: EngineResource, rows: Row[]): Promise<Row[]> {
  const live = await withLiveReferences(tx, caller, resource, rows);
  const enriched = resource.hooks?.present ? await resource.hooks.present(tx, caller, live) : live;
  return enriched.map((row) => present(resource, row));
}

/**
 * The cached estimate of a list's rows, when nothing but the tenant narrows it (the estimates
 * know tables and tenants, not filters).
 */
function estimateOf(
  resource: EngineResource,
  caller: Caller,
  query: Record<string, unknown>,
  estimates: RowEstimates | undefined,
): number | undefined {
  if (!estimates || resource.hooks?.where || narrowing(resource, query).length > 0) return undefined;
  const table = getTableName(resource.table);
  if (resource.definition.scope !== 'tenant') return estimates.rows(table);
  return estimates.rows(
    table,
    caller.isPlatform ? (query.customerId as number | undefined) : caller.customerId,
  );
}

/**
 * A list read that is its count and its page alone: nothing narrows it (a filter's page is
 * planned from its count) and nothing is read for its rows afterwards (references' liveness, a
 * `present` hook; the route also asks the names of referenced rows). Such a list is one message
 * to PostgreSQL (ADR 50).
 */
export function listReadsTogether(resource: EngineResource, query: Record<string, unknown>): boolean {
  return (
    !resource.hooks?.present &&
    referenceFields(resource.definition).length === 0 &&
    narrowing(resource, query).length === 0
  );
}

export async function listRows(
  tx: Tx,
  caller: Caller,
  resource: EngineResource,
  query: Record<string, unknown> & { page: number; size: number; sort?: string | undefined; after?: number },
  estimates?: RowEstimates,
): Promise<Page<Row>> {
  const columns = columnsOf(resource);
  const fallback = sortKeys(resource.definition.defaultSort ?? '-createdAt', resource.sortable, []);
  const keys: SortKey[] = [
    ...sortKeys(query.sort, resource.sortable, fallback),
    { column: columns.id!, descending: true },
  ];
  const page = await tablePage(tx, resource.table, {
    id: columns.id!,
    scope: scopeFilter(resource, caller, query.customerId as number | undefined),
    filter: and(...narrowing(resource, query)),
    keys,
    query,
    estimate: estimateOf(resource, caller, query, estimates),
  });
  const list = (page.list as Row[]).map((row) => toFields(resource, row));
  return { ...page, list: await presentAll(tx, caller, resource, list) };
}

/** One row the caller may see, or NotFound (another tenant's id is simply not there). */
export async function findRow(tx: Tx, caller: Caller, resource: EngineResource, id: number): Promise<Row> {
  const columns = columnsOf(resource);
  const [row] = (await tx
    .select()
    .from(resource.table)
    .where(and(eq(columns.id!, id), scopeFilter(resource, caller)))
    .limit(1)) as Row[];
  if (!row) throw NotFound();
  return toFields(resource, row);
}

/** Of `ids`, the rows the caller may see (a picker's chosen values, named again). */
export async function rowsWithIds(
  tx: Tx,
  caller: Caller,
  resource: EngineResource,
  ids: readonly number[],
): Promise<Row[]> {
  const columns = columnsOf(resource);
  const rows = (await tx
    .select()
    .from(resource.table)
    .where(and(inArray(columns.id!, [...ids]), scopeFilter(resource, caller)))
    .limit(ids.length)) as Row[];
  return rows.map((row) => toFields(resource, row));
}

/** Write `values` (field names) to one row and read it back. */
async function storeUpdate(tx: Tx, resource: EngineResource, id: number, values: Values): Promise<Row> {
  const [row] = (await tx
    .update(resource.table)
    .set({ ...toStored(resource, values), updatedAt: new Date() })
    .where(eq(columnsOf(resource).id!, id))
    .returning()) as Row[];
  return toFields(resource, row!);
}

export async function getRow(tx: Tx, caller: Caller, resource: EngineResource, id: number): Promise<Row> {
  const stored = await findRow(tx, caller, resource, id);
  const [row] = await presentAll(tx, caller, resource, [stored]);
  return resource.hooks?.read ? resource.hooks.read(tx, caller, stored, row!) : row!;
}

async function assertUnique(
  tx: Tx,
  resource: EngineResource,
  values: Values,
  customerId: number | undefined,
  exceptId?: number,
) {
  const columns = columnsOf(resource);
  for (const rule of resource.definition.unique ?? []) {
    if (rule.fields.some((field) => values[field] === undefined || values[field] === null)) continue;
    const conditions: (SQL | undefined)[] = rule.fields.map((field) =>
      typeof values[field] === 'string'
        ? sql`lower(${columns[field]!}) = lower(${values[field]})`
        : eq(columns[field]!, values[field]),
    );
    if (resource.definition.scope === 'tenant' && !rule.global)
      conditions.push(eq(columns.customerId!, customerId));
    if (exceptId !== undefined) conditions.push(ne(columns.id!, exceptId));
    const probe = () =>
      tx
        .select({ id: columns.id! })
        .from(resource.table)
        .where(and(...conditions))
        .limit(1);
    // A global rule must see other tenants' rows, which row-level security hides.
    const clash = rule.global ? await asOwner(tx, probe) : await probe();
    if (clash.length > 0) throw Conflict(rule.message, rule.fields[0]);
  }
}

/** Values to store: virtual fields dropped (after the hooks, which may check them: a service code). */
function storable(definition: ResourceDefinition, input: Values): Values {
  return Object.fromEntries(Object.entries(input).filter(([key]) => !definition.fields[key]?.virtual));
}

/**
 * Only a platform administrator chooses the company a row goes to (ARCHITECTURE §5): anyone else
 * naming a company other than their own is refused, not quietly given their own.
 */
export function assertMayNameCompany(caller: Caller, customerId: unknown): void {
  if (caller.isPlatform || customerId === undefined || customerId === caller.customerId) return;
  throw new AppError(ERROR_CODES.forbidden, 'error.companyPlatformOnly', 403, {
    fields: { customerId: 'error.companyPlatformOnly' },
  });
}

/** The tenant a new row belongs to: the caller's, or for platform callers the one they name. */
function tenantOf(resource: EngineResource, caller: Caller, input: Values): number | undefined {
  if (resource.definition.scope !== 'tenant') return undefined;
  assertMayNameCompany(caller, input.customerId);
  if (caller.isPlatform && typeof input.customerId === 'number') return input.customerId;
  return caller.customerId;
}

export async function createRow(
  tx: Tx,
  caller: Caller,
  resource: EngineResource,
  input: Values,
): Promise<Row> {
  const customerId = tenantOf(resource, caller, input);
  if (caller.isPlatform && customerId !== undefined && customerId !== caller.customerId) {
    const [company] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!company) throw BadRequest('error.customerNotFound', 'customerId');
  }
  let values: Values = { ...input };
  if (customerId !== undefined) values.customerId = customerId;
  await assertUnique(tx, resource, values, customerId);
  if (resource.hooks?.beforeCreate) values = await resource.hooks.beforeCreate(tx, caller, values);
  values = storable(resource.definition, values);
  // After the hooks, which may settle the row's tenant (a video source takes its terminal's).
  values = await checkReferences(tx, caller, resource, values, values.customerId);
  const [inserted] = (await tx
    .insert(resource.table)
    .values(toStored(resource, values))
    .returning()) as Row[];
  const row = toFields(resource, inserted!);
  await resource.hooks?.afterCreate?.(tx, caller, row);
  await recordLog(tx, caller, {
    action: 'create',
    resource: resource.definition.key,
    resourceId: row.id,
    after: present(resource, row),
    ...(customerId ? { customerId } : {}),
  });
  return (await presentAll(tx, caller, resource, [row]))[0]!;
}

export async function updateRow(
  tx: Tx,
  caller: Caller,
  resource: EngineResource,
  id: number,
  input: Values,
): Promise<Row> {
  const before = await findRow(tx, caller, resource, id);
  let values: Values = { ...input };
  delete values.customerId; // a row never moves between tenants
  await assertUnique(tx, resource, { ...before, ...values }, before.customerId as number | undefined, id);
  if (resource.hooks?.beforeUpdate) values = await resource.hooks.beforeUpdate(tx, caller, values, before);
  values = storable(resource.definition, values);
  values = await checkReferences(tx, caller, resource, values, before.customerId);
  const row = await storeUpdate(tx, resource, id, values);
  await recordLog(tx, caller, {
    action: 'update',
    resource: resource.definition.key,
    resourceId: id,
    before: present(resource, before),
    after: present(resource, row),
    ...(before.customerId ? { customerId: before.customerId as number } : {}),
  });
  return (await presentAll(tx, caller, resource, [row]))[0]!;
}

export async function deleteRow(
  tx: Tx,
  caller: Caller,
  resource: EngineResource,
  id: number,
  lookup: (key: string) => EngineResource | undefined,
): Promise<void> {
  const before = await findRow(tx, caller, resource, id);
  for (const guard of resource.definition.deleteGuards ?? []) {
    const child = lookup(guard.resource);
    const column = child ? columnsOf(child)[guard.column] : undefined;
    if (!child || !column)
      throw new Error(
        `resource ${resource.definition.key}: bad delete guard ${guard.resource}.${guard.column}`,
      );
    // Say how many rows stand in the way ("the company has 2 devices"), not just that some do.
    const [blocking] = await tx.select({ n: count() }).from(child.table).where(eq(column, id));
    if (blocking && blocking.n > 0)
      throw new AppError(ERROR_CODES.validation, guard.message, 400, { params: { count: blocking.n } });
  }
  await resource.hooks?.beforeDelete?.(tx, caller, before);
  await tx.delete(resource.table).where(eq(columnsOf(resource).id!, id));
  await recordLog(tx, caller, {
    action: 'delete',
    resource: resource.definition.key,
    resourceId: id,
    before: present(resource, before),
    ...(before.customerId ? { customerId: before.customerId as number } : {}),
  });
}

export async function transitionRow(
  tx: Tx,
  caller: Caller,
  resource: EngineResource,
  id: number,
  action: string,
): Promise<unknown> {
  const custom = resource.hooks?.actions?.[action];
  const transition = resource.definition.transitions?.[action];
  if (!custom && !transition) throw NotFound('error.routeNotFound');
  const before = await findRow(tx, caller, resource, id);
  if (custom) return custom(tx, caller, before);
  if (!transition) throw NotFound('error.routeNotFound');
  if (!transition.from.includes(before[transition.field] as string | number | boolean))
    throw BadRequest('error.transitionNotAllowed');
  // A transition is an update of one field: the update hook sees it like any other.
  let values: Values = { [transition.field]: transition.to };
  if (resource.hooks?.beforeUpdate) values = await resource.hooks.beforeUpdate(tx, caller, values, before);
  const row = await storeUpdate(tx, resource, id, values);
  await recordLog(tx, caller, {
    action,
    resource: resource.definition.key,
    resourceId: id,
    before: present(resource, before),
    after: present(resource, row),
    ...(before.customerId ? { customerId: before.customerId as number } : {}),
  });
  return (await presentAll(tx, caller, resource, [row]))[0]!;
}
