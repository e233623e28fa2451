import type { ComponentType } from 'react';
import type { ResourceDefinition } from '@console/contract/resources/define';
import type { FieldMeta, ResourceDescription } from '@console/contract/resources/describe';

/**
 * What lists, details and menus work from: a resource's description (`describeResource(...)`,
 * no zod). A full definition is one too.
 */
export type AnyResource = ResourceDescription;

/** A resource with its zod schemas (`defineResource(...)`): what a form validates with. */
export type AnyDefinition = ResourceDefinition;

/** A row as the resource API returns it. */
export interface ResourceRow {
  id: number;
  customerId?: number;
  createdAt?: string;
  updatedAt?: string;
  [field: string]: unknown;
}

/** A field as the engine renders it: its name and its definition metadata. */
export interface EngineField {
  name: string;
  meta: FieldMeta;
}

/**
 * A feature's own input for one field of the engine form (a service code with its refresh
 * button): it gets the form item's value and onChange, and the row being edited (null: a new one).
 */
export type FormInput = ComponentType<{
  id: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  record: ResourceRow | null;
}>;

/** A custom action on one row (`POST /{id}/{action}` or anything the page does). */
export interface RowAction {
  key: string;
  label: string;
  danger?: boolean;
  /** Asked before running (a Modal.confirm); omit to run at once. */
  confirm?: string;
  /** Hidden for rows this returns false for. */
  visible?: (row: ResourceRow) => boolean;
  run: (row: ResourceRow) => unknown;
}
