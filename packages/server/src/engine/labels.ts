import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FieldMeta, ResourceDefinition } from '@console/contract/resources/define';
import { LANGUAGES, type Language } from '@console/contract';
import { translate } from '@console/contract/i18n/messages';
import type { Tx } from '../db/client';
import { columnsOf, type EngineResource, type Row } from './resource';

/**
 * Exported files carry the words the console shows (option labels, yes/no, referenced rows'
 * names) in the caller's language; imports read them back in either language, as well as the
 * raw values (issue 13 defect 6), so an exported file edited and imported back round-trips.
 */

export type ResourceLookup = (key: string) => EngineResource | undefined;

/** Several values in one cell: an export joins them with this, an import splits on commas. */
const LIST_SEPARATOR = ', ';

const normal = (text: unknown) => String(text).trim().toLowerCase();

const isList = (meta: FieldMeta) => meta.multiple === true || meta.kind === 'tags';

/** The reference fields among `fields` whose target the engine serves. */
function referenceTargets(definition: ResourceDefinition, fields: readonly string[], lookup: ResourceLookup) {
  return fields.flatMap((name) => {
    const meta = definition.fields[name]!;
    const target = meta.kind === 'reference' && meta.reference ? lookup(meta.reference) : undefined;
    return target ? [{ name, target }] : [];
  });
}

/** Referenced rows' names (their title field) by id, per reference field. */
export async function referenceNames(
  tx: Tx,
  definition: ResourceDefinition,
  fields: readonly string[],
  rows: readonly Row[],
  lookup: ResourceLookup,
): Promise<Map<string, Map<number, string>>> {
  const names = new Map<string, Map<number, string>>();
  for (const { name, target } of referenceTargets(definition, fields, lookup)) {
    const ids = [...new Set(rows.flatMap((row) => [row[name]].flat()))].filter(
      (id): id is number => typeof id === 'number',
    );
    if (ids.length === 0) continue;
    const columns = columnsOf(target);
    const found = (await tx
      .select({ id: columns.id!, title: columns[target.definition.titleField]! })
      .from(target.table)
      .where(inArray(columns.id!, ids))) as { id: number; title: unknown }[];
    names.set(name, new Map(found.map((row) => [row.id, String(row.title)])));
  }
  return names;
}

/** Whether a list page of `definition` names referenced rows (a read after the page). */
export function listNamesReferences(definition: ResourceDefinition, lookup: ResourceLookup): boolean {
  return referenceTargets(definition, definition.returnedFields, lookup).length > 0;
}

/**
 * A list page's referenced rows' names by the referenced resource's key, then id (the list's
 * `names`): one query per reference field instead of one request per cell from the console.
 */
export async function listedNames(
  tx: Tx,
  definition: ResourceDefinition,
  rows: readonly Row[],
  lookup: ResourceLookup,
): Promise<Record<string, Record<string, string>>> {
  const byField = await referenceNames(tx, definition, definition.returnedFields, rows, lookup);
  const out: Record<string, Record<string, string>> = {};
  for (const [field, names] of byField) {
    const key = definition.fields[field]!.reference!;
    out[key] = { ...out[key], ...Object.fromEntries(names) };
  }
  return out;
}

/** One value as the console shows it, in `lang`. */
function shownValue(meta: FieldMeta, value: unknown, lang: Language, names?: Map<number, string>): unknown {
  const option = meta.optionLabels?.[String(value)]?.[lang];
  switch (meta.kind) {
    case 'switch':
      return option ?? translate(value ? 'value.yes' : 'value.no', lang);
    case 'select':
    case 'tags':
      return option ?? value;
    case 'reference':
      return (typeof value === 'number' && names?.get(value)) || value;
    default:
      return value;
  }
}

/** A field's value as an export cell: labels for options, yes/no and references. */
export function exportedValue(
  meta: FieldMeta,
  value: unknown,
  lang: Language,
  names?: Map<number, string>,
): unknown {
  if (value === null || value === undefined) return value;
  if (isList(meta) && Array.isArray(value))
    return value.map((item) => shownValue(meta, item, lang, names)).join(LIST_SEPARATOR);
  return shownValue(meta, value, lang, names);
}

/** The raw values of a switch or select field by their labels (both languages) and themselves. */
function optionsByWord(meta: FieldMeta): Map<string, unknown> {
  const words = new Map<string, unknown>();
  const options: readonly unknown[] = meta.kind === 'switch' ? [true, false] : (meta.options ?? []);
  for (const option of options) {
    words.set(normal(option), option);
    for (const lang of LANGUAGES) {
      const label = meta.optionLabels?.[String(option)]?.[lang];
      if (label) words.set(normal(label), option);
    }
  }
  if (meta.kind === 'switch') {
    for (const word of ['1', 'y', 'yes', '是']) words.set(word, true);
    for (const word of ['0', 'n', 'no', '否']) words.set(word, false);
    for (const lang of LANGUAGES) {
      words.set(normal(translate('value.yes', lang)), true);
      words.set(normal(translate('value.no', lang)), false);
    }
  }
  return words;
}

/** The cell's items: a JSON array as an older export wrote it, or a comma-separated list. */
function listItems(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  const text = String(value).trim();
  if (text.startsWith('[')) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // not JSON: a typed list
    }
  }
  return text
    .split(/[,，;；]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * A switch, select, tags or reference cell back to the value the schema expects: a raw value or
 * a label in either language. Reference names stay text here (`resolveReferenceNames` turns them
 * into ids); a word that matches nothing is kept, so the schema refuses it with its message.
 */
export function importedChoice(meta: FieldMeta, value: unknown): unknown {
  if (isList(meta)) {
    // each item as one choice of the same options (tags items are a select's)
    const item = { ...meta, multiple: false, kind: meta.kind === 'tags' ? 'select' : meta.kind } as const;
    return listItems(value).map((part) => importedChoice(item, part));
  }
  if (meta.kind === 'reference') {
    const id = typeof value === 'number' ? value : Number(String(value).trim());
    return Number.isInteger(id) && String(value).trim() !== '' ? id : String(value).trim();
  }
  if (typeof value === 'boolean' || typeof value === 'number') {
    if (meta.kind === 'switch')
      return value === true || value === 1 ? true : value === false || value === 0 ? false : value;
    if (meta.options?.includes(value as number)) return value;
  }
  const words = optionsByWord(meta);
  const match = words.get(normal(value));
  return match === undefined ? String(value).trim() : match;
}

/** Fields that hold a choice an export writes as a label (and an import reads back). */
export function isChoice(meta: FieldMeta): boolean {
  return (
    meta.kind === 'switch' ||
    meta.kind === 'reference' ||
    (meta.kind === 'select' && !!meta.options) ||
    (meta.kind === 'tags' && !!meta.options)
  );
}

/**
 * Names left in reference fields of imported rows, replaced by the ids of the rows with that
 * name (the target's title field, any case) in tenant `customerId` where the target is a tenant
 * resource. A name that matches no row, or several, is left as text for the schema to refuse.
 */
export async function resolveReferenceNames(
  tx: Tx,
  definition: ResourceDefinition,
  rows: readonly Record<string, unknown>[],
  lookup: ResourceLookup,
  customerId: number | undefined,
): Promise<void> {
  for (const { name, target } of referenceTargets(definition, definition.writableFields, lookup)) {
    const wanted = [
      ...new Set(rows.flatMap((row) => [row[name]].flat()).filter((item) => typeof item === 'string')),
    ].map(normal);
    if (wanted.length === 0) continue;
    const columns = columnsOf(target);
    const title = columns[target.definition.titleField]!;
    const tenant =
      target.definition.scope === 'tenant' && customerId !== undefined
        ? eq(columns.customerId!, customerId)
        : undefined;
    const found = (await tx
      .select({ id: columns.id!, title })
      .from(target.table)
      .where(and(inArray(sql`lower(${title})`, wanted), tenant))) as { id: number; title: unknown }[];
    const ids = new Map<string, number | null>();
    for (const row of found) ids.set(normal(row.title), ids.has(normal(row.title)) ? null : row.id);
    const idOf = (item: unknown) => (typeof item === 'string' ? (ids.get(normal(item)) ?? item) : item);
    for (const row of rows) {
      const value = row[name];
      if (value === undefined) continue;
      row[name] = Array.isArray(value) ? value.map(idOf) : idOf(value);
    }
  }
}
