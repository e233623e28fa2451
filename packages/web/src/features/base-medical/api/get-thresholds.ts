import { PATHS } from '@console/contract/api/paths';
import type { EffectiveThresholds } from '@console/contract/resources/indicator-thresholds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '@/engine/resource-keys';
import { api } from '@/lib/api-client';

/** Where thresholds are set: a ward's defaults, or one bed's overrides. */
export type ThresholdLevel = { kind: 'wards'; id: number } | { kind: 'beds'; id: number };

/** The limits in force per indicator (`GET {wards|beds}/{id}/thresholds`). */
export function getThresholds(level: ThresholdLevel, signal?: AbortSignal): Promise<EffectiveThresholds> {
  return api.get<EffectiveThresholds>(
    `${PATHS.resource(level.kind)}/${level.id}/thresholds`,
    signal ? { signal } : {},
  );
}

export const thresholdsQueryOptions = (level: ThresholdLevel) =>
  queryOptions({
    // Under the thresholds' key: every override or reset refreshes it.
    queryKey: [...resourceKeys.all('indicatorThresholds'), 'effective', level.kind, level.id] as const,
    queryFn: ({ signal }) => getThresholds(level, signal),
    staleTime: 0,
  });

export function useThresholds(level: ThresholdLevel) {
  return useQuery(thresholdsQueryOptions(level));
}
