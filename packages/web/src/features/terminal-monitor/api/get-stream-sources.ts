import { PATHS } from '@console/contract/api/paths';
import type { StreamSource, StreamSourceQuery } from '@console/contract/resources/terminal-streams';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const streamSourceKeys = {
  list: (query: StreamSourceQuery) => ['terminalStreamSources', query] as const,
};

export function getStreamSources(query: StreamSourceQuery, signal?: AbortSignal) {
  return api.get<StreamSource[]>(PATHS.resource('terminalStreamSources'), {
    params: { ...query },
    ...(signal ? { signal } : {}),
  });
}

export const streamSourcesQueryOptions = (query: StreamSourceQuery) =>
  queryOptions({
    queryKey: streamSourceKeys.list(query),
    queryFn: ({ signal }) => getStreamSources(query, signal),
    staleTime: 30_000,
  });

/** Video sources named by their terminal: the chosen ones first, then those matching. */
export function useStreamSources(query: StreamSourceQuery, enabled = true) {
  return useQuery({ ...streamSourcesQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
