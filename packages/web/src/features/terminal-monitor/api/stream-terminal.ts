import { PATHS } from '@console/contract/api/paths';
import type { StreamTerminal, StreamTerminalUpdate } from '@console/contract/resources/terminal-streams';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { streamWallKeys } from './get-stream-wall';

export const streamTerminalKeys = {
  terminal: (deviceAccountId: number) => ['terminalStreamTerminals', deviceAccountId] as const,
};

const pathOf = (deviceAccountId: number) => `${PATHS.resource('terminalStreamTerminals')}/${deviceAccountId}`;

export function getStreamTerminal(deviceAccountId: number, signal?: AbortSignal) {
  return api.get<StreamTerminal>(pathOf(deviceAccountId), signal ? { signal } : {});
}

export const streamTerminalQueryOptions = (deviceAccountId: number) =>
  queryOptions({
    queryKey: streamTerminalKeys.terminal(deviceAccountId),
    queryFn: ({ signal }) => getStreamTerminal(deviceAccountId, signal),
  });

export function useStreamTerminal(deviceAccountId: number, enabled = true) {
  return useQuery({ ...streamTerminalQueryOptions(deviceAccountId), enabled });
}

export function saveStreamTerminal({
  deviceAccountId,
  changes,
}: {
  deviceAccountId: number;
  changes: StreamTerminalUpdate;
}) {
  return api.put<StreamTerminal>(pathOf(deviceAccountId), changes);
}

export function useSaveStreamTerminal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveStreamTerminal,
    onSuccess: (saved) => {
      client.setQueryData(streamTerminalKeys.terminal(saved.deviceAccountId), saved);
      void client.invalidateQueries({ queryKey: streamWallKeys.all });
    },
  });
}
