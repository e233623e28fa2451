import { PATHS } from '@console/contract/api/paths';
import type { RoomMonitor } from '@console/contract/resources/rooms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { roomLiveKeys } from './get-room-live';

export function getRoomMonitor(signal?: AbortSignal): Promise<RoomMonitor> {
  return api.get<RoomMonitor>(PATHS.resource('roomMonitor'), { ...(signal ? { signal } : {}) });
}

/** The meetings in progress with who is in each, and the company's rotation period. */
export const roomMonitorQueryOptions = () =>
  queryOptions({
    queryKey: roomLiveKeys.monitor(),
    queryFn: ({ signal }) => getRoomMonitor(signal),
    staleTime: Infinity,
  });

export function useRoomMonitor() {
  return useQuery(roomMonitorQueryOptions());
}
