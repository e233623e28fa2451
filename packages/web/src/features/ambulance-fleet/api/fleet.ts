import { PATHS } from '@console/contract/api/paths';
import type { FleetFix, FleetSnapshot, Track } from '@console/contract/resources/ambulance-fleet';
import type { AmbulanceRealtimeEvent } from '@console/contract/realtime';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRealtimeTopic } from '@/lib/use-realtime';

export const fleetKeys = {
  live: ['ambulanceFleet', 'live'] as const,
  track: (deviceAccountId: number, from: string, to: string) =>
    ['ambulanceFleet', 'track', deviceAccountId, from, to] as const,
};

/** A snapshot and when it arrived here (ms, this browser's clock). */
export type LiveFleet = FleetSnapshot & { receivedAt: number };

export const fleetQueryOptions = () =>
  queryOptions({
    queryKey: fleetKeys.live,
    queryFn: async ({ signal }): Promise<LiveFleet> => ({
      ...(await api.get<FleetSnapshot>(`${PATHS.ambulanceFleet}/live`, { signal })),
      receivedAt: Date.now(),
    }),
  });

/** A snapshot with one more fix of one terminal (the latest wins; an older one changes nothing). */
export function withFix<T extends FleetSnapshot>(snapshot: T, fix: AmbulanceRealtimeEvent['fix']): T {
  let changed = false;
  const vehicles = snapshot.vehicles.map((vehicle) => {
    if (vehicle.deviceAccountId !== fix.deviceAccountId) return vehicle;
    if (vehicle.lastFix && Date.parse(vehicle.lastFix.at) > Date.parse(fix.at)) return vehicle;
    changed = true;
    const { deviceAccountId: _id, ...last } = fix;
    return { ...vehicle, online: true, lastFix: last satisfies FleetFix };
  });
  return changed ? { ...snapshot, vehicles } : snapshot;
}

/**
 * The company's ambulances, kept live (ADR 0040): each `ambulance` event (a GPS fix) moves its
 * vehicle in the cached snapshot without a request; after a reconnect the snapshot is read again.
 */
export function useLiveFleet() {
  const client = useQueryClient();
  const query = useQuery(fleetQueryOptions());
  useRealtimeTopic(
    'ambulance',
    (event) => {
      if (event.type !== 'ambulance') return;
      client.setQueryData<LiveFleet>(fleetKeys.live, (data) => (data ? withFix(data, event.fix) : data));
    },
    () => void client.invalidateQueries({ queryKey: fleetKeys.live }),
  );
  return query;
}

/** A terminal's track between two times, with its stops and totals (computed by the server). */
export function useTrack(request: { deviceAccountId: number; from: string; to: string } | null) {
  return useQuery({
    queryKey: request
      ? fleetKeys.track(request.deviceAccountId, request.from, request.to)
      : ['ambulanceFleet', 'track', 'none'],
    queryFn: ({ signal }) =>
      api.get<Track>(`${PATHS.ambulanceFleet}/track`, { params: { ...request! }, signal }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
