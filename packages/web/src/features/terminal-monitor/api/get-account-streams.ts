import { PATHS } from '@console/contract/api/paths';
import type { AccountStreams } from '@console/contract/resources/terminal-streams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { streamWallKeys } from './get-stream-wall';

/** Under the wall's keys: a saved terminal setting or a presence change reads it again. */
export const accountStreamsKey = (deviceAccountId: number) =>
  [...streamWallKeys.all, 'account', deviceAccountId] as const;

export function getAccountStreams(deviceAccountId: number, signal?: AbortSignal): Promise<AccountStreams> {
  return api.get<AccountStreams>(
    `${PATHS.resource('terminalStreamTerminals')}/${deviceAccountId}/streams`,
    signal ? { signal } : {},
  );
}

export const accountStreamsQueryOptions = (deviceAccountId: number) =>
  queryOptions({
    queryKey: accountStreamsKey(deviceAccountId),
    queryFn: ({ signal }) => getAccountStreams(deviceAccountId, signal),
  });

/** A terminal's streams as the monitor shows them (device account tab `monitor`). */
export function useAccountStreams(deviceAccountId: number, enabled = true) {
  return useQuery({ ...accountStreamsQueryOptions(deviceAccountId), enabled });
}
