import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@console/contract/api/paging';
import type { FilterParam, ListState } from './list-state';
import { useListUrlState, type ListUrlState } from './use-list-url-state';

const INITIAL: ListState = { page: 1, size: DEFAULT_PAGE_SIZE, filters: {} };

/**
 * A list's state: in the URL (a page's main list) or in memory (a list embedded in a detail
 * page, which must not fight the page's own URL).
 */
export function useListState(
  filters: readonly FilterParam[],
  sortable: readonly string[],
  inUrl: boolean,
): ListUrlState {
  const url = useListUrlState(filters, sortable);
  const [local, setLocal] = useState<ListState>(INITIAL);
  const updateLocal = useCallback((patch: Partial<ListState>) => {
    setLocal((before) => {
      const resetsPage = 'filters' in patch || 'keyword' in patch || 'size' in patch;
      return { ...before, ...(resetsPage ? { page: 1 } : {}), ...patch };
    });
  }, []);
  const memory = useMemo(() => ({ state: local, update: updateLocal }), [local, updateLocal]);
  return inUrl ? url : memory;
}
