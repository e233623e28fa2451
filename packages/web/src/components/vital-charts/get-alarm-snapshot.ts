import { PATHS } from '@console/contract/api/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '@/engine/resource-keys';
import { api } from '@/lib/api-client';

/** The camera still of an alarm (`GET alarms/:id/snapshot`, image/jpeg); the dialog shows errors itself. */
export function getAlarmSnapshot(alarmId: number, signal?: AbortSignal) {
  return api.getBlob(`${PATHS.resource('alarms')}/${alarmId}/snapshot`, {
    skipErrorHandler: true,
    ...(signal ? { signal } : {}),
  });
}

export const alarmSnapshotQueryOptions = (alarmId: number) =>
  queryOptions({
    queryKey: [...resourceKeys.all('alarms'), alarmId, 'snapshot'] as const,
    queryFn: async ({ signal }) => (await getAlarmSnapshot(alarmId, signal)).blob,
    staleTime: Infinity,
    retry: false,
  });

export function useAlarmSnapshot(alarmId: number | undefined) {
  return useQuery({ ...alarmSnapshotQueryOptions(alarmId ?? 0), enabled: alarmId !== undefined });
}
