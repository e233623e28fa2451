import type { AccessRule } from '../access/identity';
import type { MessageKey } from '../i18n/messages';
import type { UploadPurpose } from '../upload-rules';

/**
 * The central abstraction (ARCHITECTURE §3): one definition per entity, in two layers. The
 * description (this module, no zod) is what a list, a detail or a menu needs: key, fields with
 * labels, columns, filters and options, access, routes. The definition (`define.ts`) adds the
 * zod schemas of its fields and derives create, update, item and list-query schemas from both.
 * The console loads the schemas only with a form (ADR 0011); the server uses the definition.
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
  /**
   * For `reference`: offer only the rows matching this form's value of the named field, through
   * the referenced resource's list filter of the same name (a bed picker follows the chosen ward:
   * `narrowedBy: 'wardId'`). Changing that field clears this one.
   */
  narrowedBy?: string;
  /** Shown as a list column (the order of `fields` is the column order). */
  column?: boolean;
  /** Sortable in the list. */
  sortable?: boolean;
  /**
   * Offered in the search form: exact match, text containing (`like`) or starting with (`prefix`,
   * which an index on the column can serve), or a date range (`{name}From`, `{name}To`).
   */
  filter?: 'eq' | 'like' | 'prefix' | 'range';
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

/**
 * When a log entry happened: the first column of every log the server writes (user log, delivery
 * log, notices, interface log), sortable and filtered by a range.
 */
export const LOG_TIME_FIELD = {
  kind: 'datetime',
  label: { zh: '时间', en: 'Time' },
  column: true,
  sortable: true,
  filter: 'range',
  readOnly: true,
} as const satisfies FieldMeta;

/** Platform data (companies, their administrators): only the platform's administrators touch it. */
export const PLATFORM_ACCESS: ResourceAccess = {
  view: 'platform',
  create: 'platform',
  update: 'platform',
  delete: 'platform',
  export: 'platform',
  import: 'platform',
};

/** A tenant's own data: its administrators (and the platform's) do everything with it. */
export const CUSTOMER_ADMIN_ACCESS: ResourceAccess = {
  view: 'customerAdmin',
  create: 'customerAdmin',
  update: 'customerAdmin',
  delete: 'customerAdmin',
  export: 'customerAdmin',
  import: 'customerAdmin',
};

/** Ward work: the medical staff record and run it; only administrators delete or import rows. */
export const WARD_STAFF_ACCESS: ResourceAccess = {
  view: 'staff',
  create: 'staff',
  update: 'staff',
  delete: 'customerAdmin',
  export: 'staff',
  import: 'customerAdmin',
};

/** A hospital's structure (wards, beds): the staff read it, its administrators shape it. */
export const STAFF_READ_ACCESS: ResourceAccess = { ...CUSTOMER_ADMIN_ACCESS, view: 'staff', export: 'staff' };

export interface ResourceDescriptionConfig<K extends string> {
  /** REST path segment and permission prefix. */
  key: string;
  /** What one row is called ("Company"). */
  title: Label;
  /** `tenant`: rows carry customer_id and are isolated; `platform`: one shared catalogue. */
  scope: 'platform' | 'tenant';
  /** Every field, in order (the order of forms, columns and details); the schema gives each its rules. */
  fields: { [P in K]: FieldMeta };
  /** Fields the list's keyword box searches. */
  search?: readonly NoInfer<K>[];
  /** `-createdAt` style. */
  defaultSort?: string;
  /** The field a row is called by in messages and confirmations. */
  titleField: NoInfer<K>;
  /** The refusal of a reference to a row of this resource that is not there (or not the tenant's). */
  notFound?: MessageKey;
  access: ResourceAccess;
  unique?: readonly UniqueRule<NoInfer<K>>[];
  deleteGuards?: readonly DeleteGuard[];
  transitions?: Readonly<Record<string, Transition<NoInfer<K>>>>;
  /** Routes of the console that show this resource. */
  routes?: { list?: string; detail?: string };
  /**
   * Rows only the server writes (the user log): listed, read and exported under `access.view` /
   * `access.export`, never created, changed, deleted or imported through the API, and never shown
   * in a form; its write rules are unused. Such rows are never updated, so they have no
   * `updatedAt`.
   */
  readOnly?: boolean;
}

/** The zod-free part of a resource definition, and the field lists derived from its metadata. */
export function describeResource<K extends string>(config: ResourceDescriptionConfig<K>) {
  const fieldNames = Object.keys(config.fields) as K[];
  const stored = fieldNames.filter((name) => !config.fields[name].virtual);
  return {
    ...config,
    fieldNames,
    /** Columns stored in the table (virtual fields are only checked). */
    storedFields: stored,
    /** Fields the API returns (write-only ones never leave the server). */
    returnedFields: stored.filter((name) => !config.fields[name].writeOnly),
    /** Fields a client may send (read-only ones are the server's). */
    writableFields: fieldNames.filter((name) => !config.fields[name].readOnly),
  };
}

/** A resource description (`describeResource(...)`): everything about it but its zod schemas. */
export type ResourceDescription<K extends string = string> = ReturnType<typeof describeResource<K>>;
