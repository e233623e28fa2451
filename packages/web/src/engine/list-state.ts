import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@console/contract/api/paging';
import { dayBoundary } from './dates';
import type { ListParams } from './resource-keys';

/** One list's state as it lives in the URL: page, size, sort, keyword and filters. */
export interface ListState {
  page: number;
  size: number;
  /** `field` or `-field`. */
  sort?: string | undefined;
  keyword?: string | undefined;
  /** Filter parameter -> value, as written in the URL (`name`, `createdAtFrom`, ...). */
  filters: Record<string, string>;
}

/** A filter parameter; date-range ends are kept as `YYYY-MM-DD` in the URL. */
export interface FilterParam {
  name: string;
  range?: 'from' | 'to';
}

const SORT_PATTERN = /^-?[A-Za-z][A-Za-z0-9]*$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(text: string | null): number | undefined {
  if (!text || !/^\d{1,6}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}

/** Reads a list state from the URL; anything malformed falls back to the default. */
export function parseListState(
  search: URLSearchParams,
  filters: readonly FilterParam[],
  sortable: readonly string[],
): ListState {
  const size = positiveInt(search.get('size'));
  const sort = search.get('sort') ?? undefined;
  const keyword = search.get('keyword')?.trim() || undefined;
  const values: Record<string, string> = {};
  for (const filter of filters) {
    const value = search.get(filter.name)?.trim();
    if (!value) continue;
    if (filter.range && !DATE_PATTERN.test(value)) continue;
    values[filter.name] = value.slice(0, 100);
  }
  return {
    page: positiveInt(search.get('page')) ?? 1,
    size: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: sort && SORT_PATTERN.test(sort) && sortable.includes(sort.replace(/^-/, '')) ? sort : undefined,
    keyword: keyword?.slice(0, 100),
    filters: values,
  };
}

/** Writes `state` into a copy of `search`, leaving parameters the list does not own alone. */
export function writeListState(
  search: URLSearchParams,
  state: ListState,
  filters: readonly FilterParam[],
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of ['page', 'size', 'sort', 'keyword', ...filters.map((f) => f.name)]) next.delete(name);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.size !== DEFAULT_PAGE_SIZE) next.set('size', String(state.size));
  if (state.sort) next.set('sort', state.sort);
  if (state.keyword) next.set('keyword', state.keyword);
  for (const filter of filters) {
    const value = state.filters[filter.name];
    if (value) next.set(filter.name, value);
  }
  return next;
}

/**
 * The API parameters of a list state. A date range covers whole days in the user's time zone:
 * `from` is the start of its day, `to` the end of its day.
 */
export function listApiParams(
  state: ListState,
  filters: readonly FilterParam[],
  fixed: Readonly<Record<string, string | number>> = {},
): ListParams {
  const params: ListParams = { page: state.page, size: state.size };
  if (state.sort) params.sort = state.sort;
  if (state.keyword) params.keyword = state.keyword;
  for (const filter of filters) {
    const value = state.filters[filter.name];
    if (!value) continue;
    if (filter.range) params[filter.name] = dayBoundary(value, filter.range);
    else params[filter.name] = value;
  }
  return { ...params, ...fixed };
}
