import type { FilterParam } from './list-state';
import type { AnyResource, EngineField } from './types';
import { returnedFields } from './fields';

/** URL / API parameters of the filter fields: the name, or `{name}From` and `{name}To` for ranges. */
export function filterParamsOf(fields: readonly EngineField[]): FilterParam[] {
  return fields.flatMap(({ name, meta }): FilterParam[] => {
    if (!meta.filter) return [];
    if (meta.filter === 'range')
      return [
        { name: `${name}From`, range: 'from' },
        { name: `${name}To`, range: 'to' },
      ];
    return [{ name }];
  });
}

/** Fields sortable in the list: the definition's, plus the timestamps every row has. */
export function sortableOf(definition: AnyResource): string[] {
  return [
    ...definition.fieldNames.filter((name) => definition.fields[name]?.sortable),
    'createdAt',
    // read-only rows are never updated
    ...(definition.readOnly ? [] : ['updatedAt']),
  ];
}

/**
 * The fields a list works with. Platform administrators see every tenant's rows of a tenant
 * resource, so unless the definition names the tenant itself a "company" field is added
 * (a column and a filter on `customerId`, which the list API takes from platform callers).
 */
export function listFieldsOf(
  definition: AnyResource,
  options: { platform: boolean; companyLabel: string },
): EngineField[] {
  const fields = returnedFields(definition);
  if (!namesNoCompany(definition) || !options.platform) return fields;
  return [...fields, companyField(options.companyLabel)];
}

/** A tenant resource whose definition does not name its company itself. */
export function namesNoCompany(definition: AnyResource): boolean {
  return definition.scope === 'tenant' && !definition.fields.customerId;
}

/**
 * The company of a tenant resource's row, for platform administrators: a list column and filter,
 * and on create the company the new row belongs to.
 */
export function companyField(label: string): EngineField {
  return {
    name: 'customerId',
    meta: {
      kind: 'reference',
      reference: 'companies',
      label: { zh: label, en: label },
      column: true,
      filter: 'eq',
      createOnly: true,
    },
  };
}
