import { z } from 'zod';
import { afterQuerySchema, filterTextSchema, listQuerySchema } from '../api/list';
import type { FieldMeta, ResourceDescription } from './describe';

export * from './describe';

/** What a description's fields are checked with: one zod schema per field, and rules across them. */
export interface ResourceSchema<S extends z.ZodRawShape> {
  /** Field schemas with the SPEC §5 rules; messages are i18n keys. Exactly the description's fields. */
  shape: S;
  /** Rules across fields (repeat password, ranges); runs on create and on full updates. */
  refine?: (value: Record<string, unknown>, ctx: z.RefinementCtx) => void;
}

const ID = z.number().int();
const COMPANY_ID = z
  .number({ error: 'validation.integer' })
  .int({ error: 'validation.integer' })
  .positive({ error: 'validation.required' })
  .optional();
/** A platform caller's choice of one tenant in a list query. */
const COMPANY_FILTER = z.coerce
  .number({ error: 'validation.integer' })
  .int({ error: 'validation.integer' })
  .positive({ error: 'validation.integer' })
  .optional();
/** A row id in a query: a positive 32-bit integer (anything else would fail in SQL). */
const ID_PARAM = z
  .number()
  .int({ error: 'validation.invalid' })
  .positive({ error: 'validation.invalid' })
  .max(2_147_483_647, { error: 'validation.invalid' });
const TIMESTAMP = z.string();

/** The type a field has in API responses (stored values come back as they are). */
function outputOf(meta: FieldMeta, input: z.ZodType): z.ZodType {
  if (meta.multiple) return z.array(z.union([z.string(), z.number()])).nullable();
  switch (meta.kind) {
    case 'json':
      // Stored as sent (after its own checks), so it comes back in its input shape.
      return input.nullable();
    case 'number':
    case 'reference':
      return z.number().nullable();
    case 'menuTree':
      return z.array(z.number()).nullable();
    case 'tags':
      return z.array(z.string()).nullable();
    case 'switch':
      return z.boolean().nullable();
    case 'select':
      return z.union([z.string(), z.number()]).nullable();
    default:
      return z.string().nullable();
  }
}

/**
 * A field in an update: may be left out; an optional field without a default may also be sent
 * as null to clear it (a phone number removed).
 */
function updatable(schema: z.ZodType): z.ZodType {
  // A default is for new rows: a field an update leaves out keeps its stored value (zod 4 would
  // otherwise fill the default in, and a partial update would reset every defaulted field).
  const base = schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
  const empty = base.safeParse(undefined);
  return empty.success && empty.data === undefined ? base.nullable().optional() : base.optional();
}

/**
 * A resource definition: its description (fields, access, routes) with the zod schemas of its
 * fields, and the create, update, item and list-query schemas derived from both.
 */
export function defineResource<K extends string, S extends z.ZodRawShape>(
  description: ResourceDescription<K>,
  schema: ResourceSchema<S> & { shape: Record<K, unknown> & { [P in Exclude<keyof S, K>]: never } },
) {
  const config = { ...description, ...schema };
  const { fieldNames, writableFields: writable, returnedFields: returned } = description;
  const refine = (value: Record<string, unknown>, ctx: z.RefinementCtx) => config.refine?.(value, ctx);
  // A platform administrator creates a tenant's row by naming its company; for everyone else the
  // server takes the tenant from the session and ignores it.
  const companyOnCreate = config.scope === 'tenant' && !('customerId' in config.shape);
  const createShape = Object.fromEntries([
    ...writable.map((name) => [name, config.shape[name]]),
    ...(companyOnCreate ? [['customerId', COMPANY_ID]] : []),
  ]) as z.ZodRawShape;
  const create = z.strictObject(createShape).superRefine(refine);

  // Updates may send any subset; create-only fields cannot change.
  const updateShape = Object.fromEntries(
    writable
      .filter((name) => !config.fields[name].createOnly)
      .map((name) => [name, updatable(config.shape[name] as z.ZodType)]),
  ) as z.ZodRawShape;
  const update = z.strictObject(updateShape).superRefine(refine);

  const item = z.object({
    id: ID,
    ...(config.scope === 'tenant' ? { customerId: ID } : {}),
    ...Object.fromEntries(
      returned.map((name) => [name, outputOf(config.fields[name], config.shape[name] as z.ZodType)]),
    ),
    createdAt: TIMESTAMP,
    // read-only rows are never updated, so they have no updatedAt
    ...(config.readOnly ? {} : { updatedAt: TIMESTAMP }),
  });

  const filterShape = Object.fromEntries(
    fieldNames.flatMap((name): [string, z.ZodType][] => {
      const meta = config.fields[name];
      if (!meta.filter) return [];
      if (meta.filter === 'range') {
        return [
          [`${name}From`, z.coerce.date({ error: 'validation.invalid' }).optional()],
          [`${name}To`, z.coerce.date({ error: 'validation.invalid' }).optional()],
        ];
      }
      if (meta.kind === 'reference')
        return [[name, z.coerce.number({ error: 'validation.invalid' }).pipe(ID_PARAM).optional()]];
      if (meta.kind === 'number')
        return [[name, z.coerce.number({ error: 'validation.invalid' }).optional()]];
      if (meta.kind === 'switch')
        return [[name, z.enum(['true', 'false'], { error: 'validation.enum' }).optional()]];
      return [[name, filterTextSchema.optional()]];
    }),
  );
  const listQuery = listQuerySchema.extend({
    ...afterQuerySchema.shape,
    ...filterShape,
    ...(config.scope === 'tenant' ? { customerId: COMPANY_FILTER } : {}),
  });

  return { ...config, schemas: { create, update, item, listQuery } };
}

/** Any resource definition (`defineResource(...)`): a description with its schemas. */
export type ResourceDefinition = ReturnType<typeof defineResource<string, z.ZodRawShape>>;
