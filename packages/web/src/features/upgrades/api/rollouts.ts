import {
  UPGRADE_ROLLOUTS_PATH,
  type Rollout,
  type RolloutAction,
  type RolloutCreate,
  type RolloutTarget,
  type TargetState,
} from '@console/contract/upgrades';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const rolloutKeys = {
  all: ['upgradeRollouts'] as const,
  ofPackage: (packageId: number) => ['upgradeRollouts', 'package', packageId] as const,
  targets: (rolloutId: number, state: TargetState | undefined, page: number) =>
    ['upgradeRollouts', 'targets', rolloutId, state ?? 'all', page] as const,
};

/** A package's rollouts, newest first, with their wave counters (kept live by the `upgrade:{id}` topic). */
export const rolloutsQueryOptions = (packageId: number) =>
  queryOptions({
    queryKey: rolloutKeys.ofPackage(packageId),
    queryFn: ({ signal }) =>
      api.get<Rollout[]>(`${UPGRADE_ROLLOUTS_PATH}?packageId=${packageId}`, { signal }),
  });

export function useRollouts(packageId: number) {
  return useQuery({ ...rolloutsQueryOptions(packageId), enabled: packageId > 0 });
}

export const PAGE_SIZE = 20;

/** One page of a rollout's terminals. */
export const rolloutTargetsQueryOptions = (rolloutId: number, state: TargetState | undefined, page: number) =>
  queryOptions({
    queryKey: rolloutKeys.targets(rolloutId, state, page),
    queryFn: ({ signal }) =>
      api.get<{ list: RolloutTarget[]; total: number }>(
        `${UPGRADE_ROLLOUTS_PATH}/${rolloutId}/targets?page=${page}&size=${PAGE_SIZE}${state ? `&state=${state}` : ''}`,
        { signal },
      ),
  });

export function useRolloutTargets(rolloutId: number, state: TargetState | undefined, page: number) {
  return useQuery(rolloutTargetsQueryOptions(rolloutId, state, page));
}

export function useStartRollout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RolloutCreate) => api.post<Rollout>(UPGRADE_ROLLOUTS_PATH, body),
    onSuccess: () => client.invalidateQueries({ queryKey: rolloutKeys.all }),
  });
}

export function useRolloutAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: RolloutAction }) =>
      api.post<Rollout>(`${UPGRADE_ROLLOUTS_PATH}/${id}/${action}`),
    onSuccess: () => client.invalidateQueries({ queryKey: rolloutKeys.all }),
  });
}
