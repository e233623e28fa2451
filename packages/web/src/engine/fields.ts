import type { Language } from '@console/contract/constants';
import type { FieldMeta } from '@console/contract/resources/define';
import type { z } from 'zod';
import type { AnyResource, EngineField, ResourceRow } from './types';

/** The fields of a definition, in its order, optionally narrowed to `names` (in that order). */
export function fieldsOf(definition: AnyResource, names?: readonly string[]): EngineField[] {
  const list = names ?? definition.fieldNames;
  return list.flatMap((name) => {
    const meta = definition.fields[name];
    return meta ? [{ name, meta }] : [];
  });
}

/** Fields the API returns (what a list or a detail can show). */
export function returnedFields(definition: AnyResource): EngineField[] {
  return fieldsOf(definition, definition.returnedFields);
}

/** The label of a `select` option, falling back to the raw value. */
export function optionLabel(meta: FieldMeta, value: unknown, lang: Language): string {
  const label = meta.optionLabels?.[String(value)];
  return label ? label[lang] : String(value);
}

export function selectOptions(meta: FieldMeta, lang: Language): { value: string | number; label: string }[] {
  return (meta.options ?? []).map((value) => ({ value, label: optionLabel(meta, value, lang) }));
}

/** What a row is called in confirmations ("Delete company “Acme”?"). */
export function rowTitle(definition: AnyResource, row: ResourceRow): string {
  const value = row[definition.titleField];
  return value === null || value === undefined || value === '' ? `#${row.id}` : String(value);
}

/** Fields tried, in order, to name a row of a resource the engine only knows by key. */
const TITLE_FIELDS = ['name', 'title', 'username', 'realName', 'account', 'key', 'plate', 'number'];

export function referenceTitle(
  row: Record<string, unknown> | undefined,
  id: unknown,
  /**
   * The referenced resource's own title field, tried after the usual names: a bed is picked by its
   * name ("3床") as ward staff say it, a resource with none of them by its own field.
   */
  titleField?: string,
): string {
  for (const field of titleField ? [...TITLE_FIELDS, titleField] : TITLE_FIELDS) {
    const value = row?.[field];
    if (typeof value === 'string' && value) return value;
  }
  return `#${String(id)}`;
}

/** A definition route with its `:id` filled in (`/baseinfo/companyDetail/:id`). */
export function routeFor(pattern: string | undefined, id: number | string): string | undefined {
  return pattern?.replace(/:id\b/, encodeURIComponent(String(id)));
}

/** The default a zod field schema gives when the value is missing (`.default(30)`), if any. */
export function schemaDefault(schema: unknown): unknown {
  const parsed = (schema as z.ZodType | undefined)?.safeParse(undefined);
  return parsed?.success ? parsed.data : undefined;
}

/** True when a field's schema accepts `value` on its own (used to see whether '' clears it). */
export function accepts(schema: unknown, value: unknown): boolean {
  return Boolean((schema as z.ZodType | undefined)?.safeParse(value).success);
}
