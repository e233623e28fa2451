import { PATHS } from '@console/contract/api/paths';
import type { RoomLive } from '@console/contract/resources/rooms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const roomLiveKeys = {
  all: ['roomLive'] as const,
  room: (id: number) => ['roomLive', 'room', id] as const,
  monitor: () => ['roomLive', 'monitor'] as const,
};

export function getRoomLive(id: number, signal?: AbortSignal): Promise<RoomLive> {
  return api.get<RoomLive>(`${PATHS.resource('rooms')}/${id}/live`, { ...(signal ? { signal } : {}) });
}

/** A room with who is in it; refetched when its terminals' presence or commands change. */
export const roomLiveQueryOptions = (id: number) =>
  queryOptions({
    queryKey: roomLiveKeys.room(id),
    queryFn: ({ signal }) => getRoomLive(id, signal),
    staleTime: Infinity,
  });

export function useRoomLive(id: number) {
  return useQuery({ ...roomLiveQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
