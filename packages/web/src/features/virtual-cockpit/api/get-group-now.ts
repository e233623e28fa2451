import { PATHS } from '@console/contract/api/paths';
import type { CallGroupMemberNow } from '@console/contract/resources/virtual-cockpit';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const groupNowKeys = {
  all: ['callGroupNow'] as const,
  group: (id: number) => ['callGroupNow', id] as const,
};

/** Presence is not on the calls topic: who is online is read again this often. */
const PRESENCE_POLL_MS = 15_000;

/** A call group's members, online or not, and the call each is in now (kept live by `useLiveCalls`). */
export function groupNowQueryOptions(id: number) {
  return {
    queryKey: groupNowKeys.group(id),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<CallGroupMemberNow[]>(`${PATHS.resource('callGroups')}/${id}/now`, { signal }),
    refetchInterval: PRESENCE_POLL_MS,
  };
}

export function useGroupNow(id: number) {
  return useQuery(groupNowQueryOptions(id));
}
