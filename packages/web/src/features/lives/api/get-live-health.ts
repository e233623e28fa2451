import { PATHS } from '@console/contract/api/paths';
import type { StreamHealth } from '@console/contract/resources/lives';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const liveHealthKeys = {
  all: ['liveHealth'] as const,
  live: (id: number) => ['liveHealth', id] as const,
};

/** While on air the health is read again this often (a bitrate is a delta between two reads). */
export const HEALTH_POLL_MS = 3_000;

export const liveHealthQueryOptions = (id: number, onAir: boolean) =>
  queryOptions({
    queryKey: liveHealthKeys.live(id),
    queryFn: ({ signal }) => api.get<StreamHealth>(`${PATHS.resource('lives')}/${id}/health`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: onAir ? HEALTH_POLL_MS : false,
  });

/** A stream's health from the stream server (polled while the stream is in progress). */
export function useLiveHealth(id: number, onAir: boolean) {
  return useQuery(liveHealthQueryOptions(id, onAir));
}

/** Kick one reader off the stream; answers the health after it. */
export function useDropReader(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientId: number) =>
      api.post<StreamHealth>(`${PATHS.resource('lives')}/${id}/health/clients/${clientId}/drop`),
    onSuccess: (health) => client.setQueryData(liveHealthKeys.live(id), health),
  });
}
