import { PATHS } from '@console/contract/api/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ServerProbeRow {
  up: boolean;
  latencyMs: number | null;
  error: string | null;
  checkedAt: string;
}

export const serverProbeKeys = {
  all: ['serverProbes'] as const,
  server: (id: number) => ['serverProbes', id] as const,
};

export const serverProbesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: serverProbeKeys.server(id),
    queryFn: ({ signal }) =>
      api.get<{ serverId: number; list: ServerProbeRow[] }>(`${PATHS.resource('servers')}/${id}/probes`, {
        signal,
      }),
    enabled: Number.isInteger(id) && id > 0,
  });

/** A server's probes of the last 24 h, oldest first. */
export function useServerProbeHistory(id: number) {
  return useQuery(serverProbesQueryOptions(id));
}
