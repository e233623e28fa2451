import type { BedStation, WardStation } from '@console/contract/alarms';
import { PATHS } from '@console/contract/api/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { stationKeys } from './station-keys';

/** Every bed of a ward with its latest values, levels and highest open alarm (`GET wards/:id/station`). */
export function getWardStation(wardId: number, signal?: AbortSignal) {
  return api.get<WardStation>(`${PATHS.resource('wards')}/${wardId}/station`, {
    ...(signal ? { signal } : {}),
    // The page shows why the ward cannot be read, with Retry.
    skipErrorHandler: true,
  });
}

export const wardStationQueryOptions = (wardId: number) =>
  queryOptions({
    queryKey: stationKeys.ward(wardId),
    queryFn: ({ signal }) => getWardStation(wardId, signal),
    // Live events keep it current (no polling); a reconnect refetches it.
    staleTime: Infinity,
  });

export function useWardStation(wardId: number | undefined) {
  return useQuery({ ...wardStationQueryOptions(wardId ?? 0), enabled: wardId !== undefined });
}

/** A bed's newer snapshot replaces its older one; a snapshot older than the cached one is dropped. */
export function applyBedStation(data: WardStation | undefined, station: BedStation): WardStation | undefined {
  if (!data || data.wardId !== station.wardId) return data;
  const index = data.beds.findIndex((bed) => bed.bedId === station.bedId);
  // A bed added to the ward after the first paint: the next refetch brings its name.
  if (index === -1) return data;
  const current = data.beds[index]!;
  if (current.at && station.at && Date.parse(station.at) < Date.parse(current.at)) return data;
  const beds = data.beds.slice();
  beds[index] = station;
  return { ...data, beds };
}
