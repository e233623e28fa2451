import { PATHS } from '@console/contract/api/paths';
import type { BedGrid } from '@console/contract/resources/medical-records';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '@/engine/resource-keys';
import { api } from '@/lib/api-client';

/** A ward's beds with their patient and bound devices (`GET wards/{id}/bed-grid`). */
export function getBedGrid(wardId: number, signal?: AbortSignal): Promise<BedGrid> {
  return api.get<BedGrid>(`${PATHS.resource('wards')}/${wardId}/bed-grid`, signal ? { signal } : {});
}

export const bedGridQueryOptions = (wardId: number) =>
  queryOptions({
    // Under the patients' key: an admission, transfer or discharge refreshes every grid.
    queryKey: [...resourceKeys.all('patients'), 'bedGrid', wardId] as const,
    queryFn: ({ signal }) => getBedGrid(wardId, signal),
  });

export function useBedGrid(wardId: number) {
  return useQuery(bedGridQueryOptions(wardId));
}
