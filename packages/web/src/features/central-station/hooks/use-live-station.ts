import type { Alarm, WardStation } from '@console/contract/alarms';
import type { RealtimeEvent } from '@console/contract/realtime';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRealtimeTopic } from '@/lib/use-realtime';
import { appendToTrend, type Trend } from '../api/get-bed-trend';
import { upsertOpenAlarm } from '../api/get-open-alarms';
import { applyBedStation } from '../api/get-ward-station';
import { stationKeys } from '../api/station-keys';

export type PresenceMap = Readonly<Record<number, boolean>>;

/**
 * Keeps a ward's central station live without polling (ARCHITECTURE §6): `station:{wardId}`
 * patches a bed's values, levels and trend as its samples are stored; `alarms` moves an alarm in
 * the open list; `presence` marks a bed's terminal offline at once. After a reconnect (events may
 * have been missed) the ward and its alarms are fetched again.
 */
export function useLiveStation(wardId: number | undefined) {
  const client = useQueryClient();
  const live = wardId !== undefined;

  const resync = useCallback(() => {
    if (wardId === undefined) return;
    void client.invalidateQueries({ queryKey: stationKeys.ward(wardId) });
    void client.invalidateQueries({ queryKey: stationKeys.openAlarms(wardId) });
  }, [client, wardId]);

  const putAlarm = useCallback(
    (alarm: Alarm) => {
      if (wardId === undefined) return;
      client.setQueryData<Alarm[]>(stationKeys.openAlarms(wardId), (list) =>
        upsertOpenAlarm(list, alarm, wardId),
      );
    },
    [client, wardId],
  );

  useRealtimeTopic(
    live ? `station:${wardId}` : null,
    (event: RealtimeEvent) => {
      if (event.type !== 'station' || event.station.wardId !== wardId) return;
      const { station } = event;
      client.setQueryData<WardStation>(stationKeys.ward(wardId), (data) => applyBedStation(data, station));
      // Only onto a trend already loaded: an empty one would stand in for the first paint's history.
      client.setQueryData<Trend>(stationKeys.trend(station.bedId, station.patientId), (trend) =>
        trend ? appendToTrend(trend, station) : trend,
      );
      if (station.alarm) putAlarm(station.alarm);
    },
    resync,
  );

  useRealtimeTopic(
    live ? 'alarms' : null,
    (event: RealtimeEvent) => {
      if (event.type === 'alarm') putAlarm(event.alarm);
    },
    resync,
  );

  useRealtimeTopic(live ? 'presence' : null, (event: RealtimeEvent) => {
    if (event.type !== 'presence') return;
    client.setQueryData<PresenceMap>(stationKeys.presence, (map) => ({ ...map, [event.id]: event.online }));
  });
}

/** Which terminals went offline, as the `presence` events of {@link useLiveStation} tell. */
export function usePresenceMap() {
  return useQuery<PresenceMap>({
    queryKey: stationKeys.presence,
    queryFn: () => ({}),
    initialData: {},
    staleTime: Infinity,
  });
}
