import { PATHS } from '@console/contract/api/paths';
import type { PresenceEvent } from '@console/contract/realtime';
import type { StreamWall } from '@console/contract/resources/terminal-streams';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const streamWallKeys = {
  all: ['terminalStreams'] as const,
  wall: (groupId: number | undefined) => ['terminalStreams', 'wall', groupId ?? 'all'] as const,
};

export function getStreamWall(groupId: number | undefined, signal?: AbortSignal): Promise<StreamWall> {
  return api.get<StreamWall>(PATHS.resource('terminalStreams'), {
    params: groupId ? { groupId } : {},
    ...(signal ? { signal } : {}),
  });
}

/** The wall; presence events patch it in place (see `applyStreamPresence`), so it never polls. */
export const streamWallQueryOptions = (groupId: number | undefined) =>
  queryOptions({
    queryKey: streamWallKeys.wall(groupId),
    queryFn: ({ signal }) => getStreamWall(groupId, signal),
    staleTime: Infinity,
  });

export function useStreamWall(groupId: number | undefined) {
  return useQuery({ ...streamWallQueryOptions(groupId), placeholderData: keepPreviousData });
}

/** One presence change on every cached wall that shows the terminal. */
export function applyStreamPresence(client: QueryClient, event: PresenceEvent): void {
  client.setQueriesData<StreamWall>({ queryKey: streamWallKeys.all }, (wall) =>
    wall && wall.tiles.some((tile) => tile.deviceAccountId === event.id)
      ? {
          ...wall,
          tiles: wall.tiles.map((tile) =>
            tile.deviceAccountId === event.id
              ? { ...tile, online: event.online, lastSeenAt: event.lastSeenAt }
              : tile,
          ),
        }
      : wall,
  );
}
