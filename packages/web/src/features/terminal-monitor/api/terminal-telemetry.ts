import { PATHS } from '@console/contract/api/paths';
import type { Telemetry } from '@console/contract/realtime';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const terminalTelemetryKeys = {
  latest: (deviceAccountId: number) => ['terminalTelemetry', deviceAccountId] as const,
};

export function getTelemetry(deviceAccountId: number, signal?: AbortSignal) {
  return api.get<Telemetry | null>(`${PATHS.resource('terminalTelemetry')}/${deviceAccountId}`, {
    ...(signal ? { signal } : {}),
  });
}

export const telemetryQueryOptions = (deviceAccountId: number) =>
  queryOptions({
    queryKey: terminalTelemetryKeys.latest(deviceAccountId),
    queryFn: ({ signal }) => getTelemetry(deviceAccountId, signal),
    staleTime: Infinity,
  });

export function useTelemetry(deviceAccountId: number) {
  return useQuery(telemetryQueryOptions(deviceAccountId));
}
