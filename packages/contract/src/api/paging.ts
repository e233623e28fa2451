/**
 * List paging without zod: sizes, sort parsing and the page envelope's type. The console's lists
 * import these; the query and page schemas that check them are in `list.ts`.
 */

/** Page sizes a list may ask for; larger pages are refused, not silently clipped. */
export const PAGE_SIZES = [10, 20, 30, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Past this many rows a list reports an estimated total (ARCHITECTURE §1). */
export const EXACT_COUNT_LIMIT = 10_000;

export interface SortField {
  field: string;
  desc: boolean;
}

export function parseSort(sort: string | undefined): SortField[] {
  if (!sort) return [];
  return sort
    .split(',')
    .map((part) =>
      part.startsWith('-') ? { field: part.slice(1), desc: true } : { field: part, desc: false },
    );
}

export interface Page<T> {
  list: T[];
  total: number;
  totalEstimated?: boolean;
  page: number;
  size: number;
  /** Referenced rows' names by resource key, then id (engine lists). */
  names?: Record<string, Record<string, string>>;
}
