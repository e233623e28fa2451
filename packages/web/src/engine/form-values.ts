import type { AnyDefinition, EngineField, ResourceRow } from './types';
import { accepts, schemaDefault } from './fields';

/** Field schemas of a definition (the zod shape), by name. */
function fieldSchema(definition: AnyDefinition, name: string): unknown {
  return (definition.shape as Record<string, unknown>)[name];
}

function updateFieldSchema(definition: AnyDefinition, name: string): unknown {
  return (definition.schemas.update.shape as Record<string, unknown>)[name];
}

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** A field the user must fill in on create (its schema refuses a missing value). */
export function isRequired(definition: AnyDefinition, name: string): boolean {
  const schema = fieldSchema(definition, name);
  return Boolean(schema) && !accepts(schema, undefined);
}

/** Starting values of a new row: the schemas' defaults, then the caller's. */
export function createDefaults(
  definition: AnyDefinition,
  fields: readonly EngineField[],
  initial: Record<string, unknown> = {},
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const { name } of fields) {
    const value = schemaDefault(fieldSchema(definition, name));
    if (value !== undefined) values[name] = value;
  }
  return { ...values, ...initial };
}

/** Form values of an existing row: nulls become empty, write-only and virtual fields start empty. */
export function editValues(row: ResourceRow, fields: readonly EngineField[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const { name, meta } of fields) {
    if (meta.writeOnly || meta.virtual || meta.createOnly) continue;
    const value = row[name];
    if (!isEmptyValue(value)) values[name] = value;
  }
  return values;
}

/** A new row's payload: every filled field. */
export function createPayload(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmptyValue(value)));
}

/**
 * What clearing a field sends on an update: `''` when the field's update schema takes it
 * (optional text), `undefined` when it cannot be cleared (the form says so before submitting).
 */
export function clearedValue(definition: AnyDefinition, name: string): '' | undefined {
  return accepts(updateFieldSchema(definition, name), '') ? '' : undefined;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * An update's payload: changed fields only; write-only and virtual ones only when filled;
 * cleared optional text as `''`.
 */
export function updatePayload(
  definition: AnyDefinition,
  fields: readonly EngineField[],
  initial: Record<string, unknown>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { name, meta } of fields) {
    if (meta.createOnly) continue;
    const value = values[name];
    if (meta.writeOnly || meta.virtual) {
      if (!isEmptyValue(value)) out[name] = value;
      continue;
    }
    if (same(value ?? null, initial[name] ?? null)) continue;
    if (isEmptyValue(value)) {
      const cleared = clearedValue(definition, name);
      if (cleared !== undefined) out[name] = cleared;
    } else out[name] = value;
  }
  return out;
}
