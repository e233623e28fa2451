import { PATHS } from '@console/contract/api/paths';
import type { MonitorPage } from '@console/contract/realtime';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryValue } from '@/lib/api-client';
import { terminalMonitorKeys } from '@/lib/realtime-presence';

export function getMonitor(params: Record<string, QueryValue>, signal?: AbortSignal): Promise<MonitorPage> {
  return api.get<MonitorPage>(PATHS.resource('terminalMonitor'), { params, ...(signal ? { signal } : {}) });
}

/** The grid's page; presence events patch it in place (lib/realtime-presence), so it never polls. */
export const monitorQueryOptions = (params: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: terminalMonitorKeys.list(params),
    queryFn: ({ signal }) => getMonitor(params, signal),
    staleTime: Infinity,
  });

export function useMonitor(params: Record<string, QueryValue>) {
  return useQuery({ ...monitorQueryOptions(params), placeholderData: keepPreviousData });
}
