import type { QueryValue } from '@/lib/api-client';

/** API query parameters of a list (`page`, `size`, `sort`, `keyword` and the filters). */
export type ListParams = Record<string, QueryValue>;

/**
 * Query keys per resource (STYLE: never inline strings in components). Writes invalidate
 * `all(key)`, which covers the lists and the details of that resource.
 */
export const resourceKeys = {
  all: (key: string) => ['resource', key] as const,
  lists: (key: string) => ['resource', key, 'list'] as const,
  list: (key: string, params: ListParams) => ['resource', key, 'list', params] as const,
  detail: (key: string, id: number | string) => ['resource', key, 'detail', Number(id)] as const,
};
