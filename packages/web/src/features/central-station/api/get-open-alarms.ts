import type { Alarm, AlarmPage } from '@console/contract/alarms';
import { MAX_PAGE_SIZE } from '@console/contract/api/paging';
import { PATHS } from '@console/contract/api/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { stationKeys } from './station-keys';

/** The open alarms of a ward, newest first (`GET alarms?wardId&state=open`). */
export function getOpenAlarms(wardId: number, signal?: AbortSignal) {
  return api.get<AlarmPage>(PATHS.resource('alarms'), {
    params: { wardId, state: 'open', size: MAX_PAGE_SIZE },
    ...(signal ? { signal } : {}),
    skipErrorHandler: true,
  });
}

export const openAlarmsQueryOptions = (wardId: number) =>
  queryOptions({
    queryKey: stationKeys.openAlarms(wardId),
    queryFn: async ({ signal }) => (await getOpenAlarms(wardId, signal)).list,
    staleTime: Infinity,
  });

export function useOpenAlarms(wardId: number | undefined) {
  return useQuery({ ...openAlarmsQueryOptions(wardId ?? 0), enabled: wardId !== undefined });
}

const newestFirst = (a: Alarm, b: Alarm) => Date.parse(b.raisedAt) - Date.parse(a.raisedAt) || b.id - a.id;

/**
 * An alarm's latest state in the ward's open list: a cleared one leaves it, another one takes its
 * place (or joins), newest first. Alarms of other wards are not this list's.
 */
export function upsertOpenAlarm(
  list: Alarm[] | undefined,
  alarm: Alarm,
  wardId: number,
): Alarm[] | undefined {
  if (!list || alarm.wardId !== wardId) return list;
  const rest = list.filter((item) => item.id !== alarm.id);
  if (alarm.state === 'cleared') return rest.length === list.length ? list : rest;
  return [...rest, alarm].sort(newestFirst);
}

const rank = (alarm: Alarm) => (alarm.level === 'alarm' ? 2 : 0) + (alarm.state === 'acknowledged' ? 0 : 1);

/**
 * The alarm a bed's tile shows (the server's rule for `BedStation.alarm`): alarm before warning,
 * then unacknowledged before acknowledged, then the newest.
 */
export function highestAlarm(alarms: readonly Alarm[]): Alarm | null {
  let best: Alarm | null = null;
  for (const alarm of alarms) {
    if (alarm.state === 'cleared') continue;
    if (!best || rank(alarm) > rank(best) || (rank(alarm) === rank(best) && newestFirst(alarm, best) < 0))
      best = alarm;
  }
  return best;
}
