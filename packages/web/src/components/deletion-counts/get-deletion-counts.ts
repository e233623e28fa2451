import { PATHS } from '@console/contract/api/paths';
import type { DeletionCounts } from '@console/contract/resources/medical-records';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '@/engine/resource-keys';
import { api } from '@/lib/api-client';

export type DeletionKind = 'wards' | 'beds' | 'monitoringIndicators';

/** What deleting a ward, a bed or an indicator takes with it (`GET {key}/{id}/deletion`). */
export function getDeletionCounts(
  kind: DeletionKind,
  id: number,
  signal?: AbortSignal,
): Promise<DeletionCounts> {
  return api.get<DeletionCounts>(`${PATHS.resource(kind)}/${id}/deletion`, signal ? { signal } : {});
}

export const deletionCountsQueryOptions = (kind: DeletionKind, id: number) =>
  queryOptions({
    queryKey: [...resourceKeys.detail(kind, id), 'deletion'] as const,
    queryFn: ({ signal }) => getDeletionCounts(kind, id, signal),
    staleTime: 0,
  });

export function useDeletionCounts(kind: DeletionKind, id: number) {
  return useQuery(deletionCountsQueryOptions(kind, id));
}
