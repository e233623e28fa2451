import { PATHS } from '@console/contract/api/paths';
import type { CallGroupMemberNow } from '@console/contract/resources/virtual-cockpit';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const groupNowKeys = {
  all: ['callGroupNow'] as const,
  group: (id: number) => ['callGroupNow', id] as const,
};

/** A call group's members, online or not, and the call each is in now (kept live by `useLiveCalls`). */
export function groupNowQueryOptions(id: number) {
  return {
    queryKey: groupNowKeys.group(id),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<CallGroupMemberNow[]>(`${PATHS.resource('callGroups')}/${id}/now`, { signal }),
  };
}

export function useGroupNow(id: number) {
  return useQuery(groupNowQueryOptions(id));
}
