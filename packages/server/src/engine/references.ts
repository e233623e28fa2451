import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AccessRule } from '@console/contract/access/identity';
import type { MessageKey } from '@console/contract/i18n/messages';
import type { ResourceDefinition } from '@console/contract/resources/define';
import type { Tx } from '../db/client';
import type { Caller } from '../platform/caller';
import { BadRequest } from '../platform/errors';
import type { EngineResource, ReferenceLink, Row, Values } from './resource';

/**
 * The `reference` fields a definition declares. `customerId` is the row's own tenant, not a
 * reference it holds: the engine sets and checks it with the tenant scope.
 */
export function referenceFields(definition: ResourceDefinition): string[] {
  return definition.fieldNames.filter((name) => {
    const meta = definition.fields[name]!;
    return meta.kind === 'reference' && meta.reference !== undefined && name !== 'customerId';
  });
}

/** Resolve every resource's reference fields against the registered resources (at start). */
export function linkReferences(resources: readonly EngineResource[]): void {
  const byKey = new Map(resources.map((resource) => [resource.definition.key, resource]));
  for (const resource of resources) {
    const { definition } = resource;
    resource.links = referenceFields(definition).map((field) => {
      const meta = definition.fields[field]!;
      const target = byKey.get(meta.reference!);
      if (!target)
        throw new Error(`resource ${definition.key}: ${field} names unregistered resource ${meta.reference}`);
      return {
        field,
        target,
        multiple: meta.multiple === true,
        sameTenant:
          meta.sameTenant === true && definition.scope === 'tenant' && target.definition.scope === 'tenant',
        message: target.definition.notFound ?? 'error.notFound',
      };
    });
  }
}

/** Access rules from the widest (anyone signed in) to the narrowest. */
const WIDTH: Readonly<Record<string, number>> = { signedIn: 0, staff: 1, customerAdmin: 2, platform: 3 };

/**
 * Who may pick `target`'s rows in a form without being allowed to view them: whoever may write a
 * field referring to it (a teacher choosing a class's group for a notification) when that is wider
 * than who views it. They see ids and titles of their own company's rows only (`GET /{key}/options`;
 * hence tenant resources and same-tenant references alone). Null when nobody beyond its viewers
 * writes such a field.
 */
export function pickerAccess(
  target: EngineResource,
  resources: readonly EngineResource[],
): AccessRule | null {
  const view = target.definition.access.view;
  if (typeof view !== 'string' || target.definition.scope !== 'tenant') return null;
  let widest: AccessRule | null = null;
  for (const resource of resources) {
    const { access, fields } = resource.definition;
    for (const link of linksOf(resource)) {
      if (link.target !== target || !link.sameTenant || fields[link.field]!.readOnly) continue;
      for (const rule of [access.create, access.update])
        if (typeof rule === 'string' && WIDTH[rule]! < WIDTH[widest ?? view]!) widest = rule;
    }
  }
  return widest;
}

function linksOf(resource: EngineResource): ReferenceLink[] {
  if (resource.links) return resource.links;
  if (referenceFields(resource.definition).length > 0)
    throw new Error(`resource ${resource.definition.key}: references used before linkReferences`);
  return [];
}

/** Ids held in a reference field (a list for multi-valued ones, one id or none otherwise). */
function idsIn(link: ReferenceLink, value: unknown): number[] {
  if (link.multiple) return Array.isArray(value) ? (value as number[]) : [];
  return typeof value === 'number' ? [value] : [];
}

/** A named row as the checks compare it: with its tenant when it must be the referrer's. */
const rowKey = (link: ReferenceLink, customerId: unknown, id: number) =>
  link.sameTenant ? `${String(customerId)}:${id}` : String(id);

/**
 * Of `ids`, the rows of the link's target that exist and that the target serves to this caller
 * (its `where` hook; row-level security hides other tenants' rows from tenant callers).
 */
async function liveKeys(tx: Tx, caller: Caller, link: ReferenceLink, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set<string>();
  const { target } = link;
  const id = target.columns.id!;
  const rows = (await tx
    .select({ id, ...(link.sameTenant ? { customerId: target.columns.customerId! } : {}) })
    .from(target.table)
    .where(and(inArray(id, unique), target.hooks?.where?.(caller)))) as { id: number; customerId?: number }[];
  return new Set(rows.map((row) => rowKey(link, row.customerId, row.id)));
}

/**
 * A write's reference fields name rows that exist (of the row's own tenant where `sameTenant`):
 * another tenant's row reads as missing, exactly like a wrong id. A list keeps each id once, in
 * the order given.
 */
export async function checkReferences(
  tx: Tx,
  caller: Caller,
  resource: EngineResource,
  values: Values,
  customerId: unknown,
): Promise<Values> {
  let checked = values;
  for (const link of linksOf(resource)) {
    if (values[link.field] === undefined || values[link.field] === null) continue;
    const ids = [...new Set(idsIn(link, values[link.field]))];
    const live = await liveKeys(tx, caller, link, ids);
    if (ids.some((id) => !live.has(rowKey(link, customerId, id)))) throw BadRequest(link.message, link.field);
    if (link.multiple) checked = { ...checked, [link.field]: ids };
  }
  return checked;
}

/**
 * Rows named by a reference and deleted since drop out of a list, or leave null: one query per
 * reference field for the whole page.
 */
export async function withLiveReferences(
  tx: Tx,
  caller: Caller,
  resource: EngineResource,
  rows: Row[],
): Promise<Row[]> {
  let out = rows;
  for (const link of linksOf(resource)) {
    const live = await liveKeys(
      tx,
      caller,
      link,
      out.flatMap((row) => idsIn(link, row[link.field])),
    );
    out = out.map((row) => {
      const ids = idsIn(link, row[link.field]);
      const alive = ids.filter((id) => live.has(rowKey(link, row.customerId, id)));
      if (link.multiple) return { ...row, [link.field]: alive };
      return alive.length === ids.length ? row : { ...row, [link.field]: null };
    });
  }
  return out;
}

/** A tenant table as references see it: its id and its tenant. */
export interface TenantTable {
  table: PgTable;
  id: AnyPgColumn;
  customerId: AnyPgColumn;
}

/** Of `ids`, those that are rows of `target` in tenant `customerId` (as a set). */
export async function tenantRowIds(
  tx: Tx,
  target: TenantTable,
  customerId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = (await tx
    .select({ id: target.id })
    .from(target.table)
    .where(and(eq(target.customerId, customerId), inArray(target.id, unique)))) as { id: number }[];
  return new Set(rows.map((row) => row.id));
}

/**
 * Ids inside a structured value (a video group's cells) that are not a `reference` field: they
 * must stay in the tenant, and an id of another tenant's row reads as missing, like a wrong id.
 */
export async function assertTenantRows(
  tx: Tx,
  target: TenantTable,
  customerId: number,
  ids: readonly number[],
  field: string,
  message: MessageKey,
): Promise<void> {
  const found = await tenantRowIds(tx, target, customerId, ids);
  if (ids.some((id) => !found.has(id))) throw BadRequest(message, field);
}

/**
 * For rows that hold ids of `target` inside a structured value (given by `idsOf`), the rows that
 * still exist, per tenant: one query per tenant on the page, not per row.
 */
export async function liveReferences(
  tx: Tx,
  target: TenantTable,
  rows: readonly Record<string, unknown>[],
  idsOf: (row: Record<string, unknown>) => readonly number[],
): Promise<(customerId: number, id: number) => boolean> {
  const wanted = new Map<number, number[]>();
  for (const row of rows) {
    const customerId = row.customerId as number;
    wanted.set(customerId, [...(wanted.get(customerId) ?? []), ...idsOf(row)]);
  }
  const live = new Map<number, Set<number>>();
  for (const [customerId, ids] of wanted)
    live.set(customerId, await tenantRowIds(tx, target, customerId, ids));
  return (customerId, id) => live.get(customerId)?.has(id) ?? false;
}
