import { PATHS } from '@console/contract/api/paths';
import type { MonitorTerminal } from '@console/contract/realtime';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { terminalMonitorKeys } from '@/lib/realtime-presence';

export function getMonitorTerminal(id: number, signal?: AbortSignal): Promise<MonitorTerminal> {
  return api.get<MonitorTerminal>(`${PATHS.resource('terminalMonitor')}/${id}`, {
    ...(signal ? { signal } : {}),
  });
}

/** One terminal with live presence (patched from presence events, never polled). */
export const monitorTerminalQueryOptions = (id: number) =>
  queryOptions({
    queryKey: terminalMonitorKeys.detail(id),
    queryFn: ({ signal }) => getMonitorTerminal(id, signal),
    staleTime: Infinity,
  });

export function useMonitorTerminal(id: number) {
  return useQuery({ ...monitorTerminalQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
