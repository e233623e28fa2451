import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseListState, writeListState, type FilterParam, type ListState } from './list-state';

export interface ListUrlState {
  state: ListState;
  /** Merge a change; a new filter, keyword or page size goes back to page 1. */
  update: (patch: Partial<ListState>) => void;
}

/** A list's filters, sort and page kept in the URL (`useSearchParams`), so links and reloads keep them. */
export function useListUrlState(filters: readonly FilterParam[], sortable: readonly string[]): ListUrlState {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => parseListState(search, filters, sortable), [search, filters, sortable]);

  const update = useCallback(
    (patch: Partial<ListState>) => {
      setSearch(
        (current) => {
          const before = parseListState(current, filters, sortable);
          const resetsPage = 'filters' in patch || 'keyword' in patch || 'size' in patch;
          const next: ListState = { ...before, ...(resetsPage ? { page: 1 } : {}), ...patch };
          return writeListState(current, next, filters);
        },
        { replace: true },
      );
    },
    [setSearch, filters, sortable],
  );

  return { state, update };
}
