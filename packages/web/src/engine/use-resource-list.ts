import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTransitionQuery } from '@/lib/use-transition-query';
import { listApiParams, type FilterParam, type ListState } from './list-state';
import { resourceListQueryOptions } from './resource-api';
import type { AnyResource, ResourceRow } from './types';

export interface ListSource {
  state: ListState;
  filters: readonly FilterParam[];
  /** Always sent (a detail page's own rows: `{ customerId: 5 }`), never shown in the URL. */
  fixed?: Readonly<Record<string, string | number>>;
  /** Read the page again after this many ms while it returns a number (rows still being counted). */
  refetchMs?: ((rows: readonly ResourceRow[]) => number | false) | undefined;
}

/**
 * One page of a resource list for the URL state; the previous page stays while the next loads. Its
 * rows render in a transition (`useTransitionQuery`): a page of rows is the largest render of a list.
 */
export function useResourceList(definition: Pick<AnyResource, 'key'>, source: ListSource) {
  const { state, filters, fixed } = source;
  const params = useMemo(() => listApiParams(state, filters, fixed), [state, filters, fixed]);
  const { refetchMs } = source;
  return useTransitionQuery({
    ...resourceListQueryOptions(definition.key, params),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (refetchMs ? refetchMs(query.state.data?.list ?? []) : false),
  });
}
