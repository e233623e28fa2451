import { PATHS } from '@console/contract/api/paths';
import type { WardVisiting } from '@console/contract/resources/visits';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '@/engine/resource-keys';
import { api } from '@/lib/api-client';

const visitingPath = (wardId: number) => `${PATHS.resource('wards')}/${wardId}/visiting`;

/** A ward's visiting hours and rules (`GET wards/{id}/visiting`; the defaults until first saved). */
export function getWardVisiting(wardId: number, signal?: AbortSignal): Promise<WardVisiting> {
  return api.get<WardVisiting>(visitingPath(wardId), signal ? { signal } : {});
}

export const wardVisitingQueryOptions = (wardId: number) =>
  queryOptions({
    queryKey: [...resourceKeys.all('wards'), 'visiting', wardId] as const,
    queryFn: ({ signal }) => getWardVisiting(wardId, signal),
  });

export function useWardVisiting(wardId: number) {
  return useQuery(wardVisitingQueryOptions(wardId));
}

/**
 * Saves the whole settings (`PUT wards/{id}/visiting`). Each tab edits its part over the loaded
 * settings; the field errors are the tab's to show (`skipErrorHandler`), anything else the client's.
 */
export function useSaveWardVisiting(wardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: WardVisiting) =>
      api.put<WardVisiting>(visitingPath(wardId), settings, { skipErrorHandler: true }),
    onSuccess: (saved) => queryClient.setQueryData(wardVisitingQueryOptions(wardId).queryKey, saved),
  });
}
