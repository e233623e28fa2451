import { PATHS } from '@console/contract/api/paths';
import type { LiveAddresses } from '@console/contract/resources/lives';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const liveAddressKeys = {
  all: ['liveAddresses'] as const,
  live: (id: number) => ['liveAddresses', id] as const,
};

/** How often "on air" is asked again while the page is open: the stream server tells the console. */
const PUBLISHING_POLL_MS = 5_000;

/** A stream's push and play addresses and whether it is being pushed now. */
export function useLiveAddresses(id: number) {
  return useQuery({
    queryKey: liveAddressKeys.live(id),
    queryFn: ({ signal }) => api.get<LiveAddresses>(`${PATHS.resource('lives')}/${id}/addresses`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: PUBLISHING_POLL_MS,
  });
}

/** Issue a new stream key: the old push address stops working. */
export function useNewStreamKey(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<LiveAddresses>(`${PATHS.resource('lives')}/${id}/streamKey`),
    onSuccess: (addresses) => client.setQueryData(liveAddressKeys.live(id), addresses),
  });
}
