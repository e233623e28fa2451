import { z } from 'zod';
import type { AccessRule } from '../access/identity';
import { listQuerySchema } from '../api/list';
import type { MessageKey } from '../i18n/messages';
import type { UploadPurpose } from '../uploads';

/**
 * The central abstraction (ARCHITECTURE §3): one definition per entity. The server engine makes
 * its table access and REST routes from it, the console engine its list, form and detail pages,
 * and both validate with the same zod schemas.
 */

/** How a field is shown and edited; also fixes its type in API responses. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'password'
  | 'number'
  | 'switch'
  | 'select'
  | 'date'
  | 'datetime'
  | 'image'
  | 'file'
  /** The id of a row of another resource (`reference` names it). */
  | 'reference'
  /** Menu ids, chosen in a checkable menu tree. */
  | 'menuTree'
  /** Several string values: chosen from `options` when given, otherwise typed freely. */
  | 'tags'
  /** Structured JSON (a layout's areas): stored as jsonb, edited by a feature's own control. */
  | 'json';

export interface UploadRule {
  /** MIME types, checked against the file's content on the server. */
  accept: readonly string[];
  maxBytes: number;
  /** The upload endpoint's purpose (contract `UPLOAD_RULES`); without it the field takes a URL. */
  purpose?: UploadPurpose;
  /** Exact pixel size an image must have. */
  width?: number;
  height?: number;
}

/** Text in both console languages; definitions carry their own translations. */
export interface Label {
  zh: string;
  en: string;
}

export interface FieldMeta {
  kind: FieldKind;
  label: Label;
  /** Labels of `select` options, by value. */
  optionLabels?: Readonly<Record<string, Label>>;
  /** `select` values (labels in `optionLabels`). */
  options?: readonly (string | number)[];
  /** Placeholder / help shown under the field. */
  help?: Label;
  upload?: UploadRule;
  /** For `reference`: the resource key whose rows are offered. */
  reference?: string;
  /** For `select` and `reference`: the value is a list of choices (ids of group members). */
  multiple?: boolean;
  /**
   * For `reference` between two tenant resources: only rows of this row's company are offered
   * (the server refuses others), so a platform administrator's picker follows the chosen company.
   */
  sameTenant?: boolean;
  /** Shown as a list column (the order of `fields` is the column order). */
  column?: boolean;
  /** Sortable in the list. */
  sortable?: boolean;
  /** Offered in the search form: exact match, text prefix/contains, or a date range. */
  filter?: 'eq' | 'like' | 'range';
  /** Set on create, read-only afterwards (accounts, keys). */
  createOnly?: boolean;
  /** Accepted on writes, never returned (passwords). */
  writeOnly?: boolean;
  /** Not stored: checked with the others, then dropped (a repeated password). */
  virtual?: boolean;
  /**
   * Kept by the server (presence, counters): returned and shown, never accepted on create or
   * update, left out of forms and imports. Its shape entry only documents the value.
   */
  readOnly?: boolean;
  /** Shown in forms as a wide field. */
  wide?: boolean;
}

export interface UniqueRule<K extends string> {
  fields: readonly K[];
  message: MessageKey;
  /** Unique across tenants (login accounts) rather than within one. */
  global?: boolean;
}

export interface DeleteGuard {
  /** Key of the resource whose rows block the deletion. */
  resource: string;
  /** Its column that points at this resource's id. */
  column: string;
  message: MessageKey;
}

export interface Transition<K extends string> {
  field: K;
  from: readonly (string | number | boolean)[];
  to: string | number | boolean;
}

export interface ResourceAccess {
  view: AccessRule;
  create: AccessRule;
  update: AccessRule;
  delete: AccessRule;
  export?: AccessRule;
  import?: AccessRule;
}

/** A tenant's own data: its administrators (and the platform's) do everything with it. */
export const CUSTOMER_ADMIN_ACCESS: ResourceAccess = {
  view: 'customerAdmin',
  create: 'customerAdmin',
  update: 'customerAdmin',
  delete: 'customerAdmin',
  export: 'customerAdmin',
  import: 'customerAdmin',
};

export interface ResourceConfig<S extends z.ZodRawShape> {
  /** REST path segment and permission prefix. */
  key: string;
  /** What one row is called ("Company"). */
  title: Label;
  /** `tenant`: rows carry customer_id and are isolated; `platform`: one shared catalogue. */
  scope: 'platform' | 'tenant';
  /** Field schemas with the SPEC §5 rules; messages are i18n keys. */
  shape: S;
  fields: { [K in keyof S & string]: FieldMeta };
  /** Rules across fields (repeat password, ranges); runs on create and on full updates. */
  refine?: (value: Record<string, unknown>, ctx: z.RefinementCtx) => void;
  /** Fields the list's keyword box searches. */
  search?: readonly (keyof S & string)[];
  /** `-createdAt` style. */
  defaultSort?: string;
  /** The field a row is called by in messages and confirmations. */
  titleField: keyof S & string;
  access: ResourceAccess;
  unique?: readonly UniqueRule<keyof S & string>[];
  deleteGuards?: readonly DeleteGuard[];
  transitions?: Readonly<Record<string, Transition<keyof S & string>>>;
  /** Routes of the console that show this resource. */
  routes?: { list?: string; detail?: string };
}

const ID = z.number().int();
const COMPANY_ID = z
  .number({ error: 'validation.integer' })
  .int({ error: 'validation.integer' })
  .positive({ error: 'validation.required' })
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

export function defineResource<S extends z.ZodRawShape>(config: ResourceConfig<S>) {
  const fieldNames = Object.keys(config.shape) as (keyof S & string)[];
  const refine = (value: Record<string, unknown>, ctx: z.RefinementCtx) => config.refine?.(value, ctx);
  const writable = fieldNames.filter((name) => !config.fields[name].readOnly);
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

  const stored = fieldNames.filter((name) => !config.fields[name].virtual);
  const returned = stored.filter((name) => !config.fields[name].writeOnly);
  const item = z.object({
    id: ID,
    ...(config.scope === 'tenant' ? { customerId: ID } : {}),
    ...Object.fromEntries(
      returned.map((name) => [name, outputOf(config.fields[name], config.shape[name] as z.ZodType)]),
    ),
    createdAt: TIMESTAMP,
    updatedAt: TIMESTAMP,
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
      return [[name, z.string().trim().max(100, { error: 'validation.max' }).optional()]];
    }),
  );
  const listQuery = listQuerySchema.extend({
    ...filterShape,
    ...(config.scope === 'tenant' ? { customerId: z.coerce.number().int().positive().optional() } : {}),
  });

  return {
    ...config,
    fieldNames,
    /** Columns stored in the table (virtual fields are only checked). */
    storedFields: stored,
    /** Fields the API returns (write-only ones never leave the server). */
    returnedFields: returned,
    /** Fields a client may send (read-only ones are the server's). */
    writableFields: writable,
    schemas: { create, update, item, listQuery },
  };
}

export type ResourceDefinition = ReturnType<typeof defineResource<z.ZodRawShape>>;
