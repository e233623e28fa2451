import { PATHS } from '@console/contract/api/paths';
import type { StreamSettings, StreamSettingsUpdate } from '@console/contract/resources/terminal-streams';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { streamWallKeys } from './get-stream-wall';

export const streamSettingsKeys = { settings: ['terminalStreamSettings'] as const };

export function getStreamSettings(signal?: AbortSignal) {
  return api.get<StreamSettings>(PATHS.resource('terminalStreamSettings'), signal ? { signal } : {});
}

export const streamSettingsQueryOptions = () =>
  queryOptions({ queryKey: streamSettingsKeys.settings, queryFn: ({ signal }) => getStreamSettings(signal) });

export function useStreamSettings() {
  return useQuery(streamSettingsQueryOptions());
}

export function saveStreamSettings(changes: StreamSettingsUpdate) {
  return api.put<StreamSettings>(PATHS.resource('terminalStreamSettings'), changes);
}

/** Saved settings replace the cached ones; the walls reload with them. */
export function useSaveStreamSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveStreamSettings,
    onSuccess: (settings) => {
      client.setQueryData(streamSettingsKeys.settings, settings);
      void client.invalidateQueries({ queryKey: streamWallKeys.all });
    },
  });
}
