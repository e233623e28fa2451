import {
  AMBULANCE_SETTINGS_PATH,
  type AmbulanceSettings,
} from '@console/contract/resources/ambulance-system';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ambulanceSettingsKey = ['ambulanceSystem', 'settings'] as const;

export const ambulanceSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ambulanceSettingsKey,
    queryFn: ({ signal }) => api.get<AmbulanceSettings>(AMBULANCE_SETTINGS_PATH, { signal }),
  });

export function useAmbulanceSettings() {
  return useQuery(ambulanceSettingsQueryOptions());
}

export function useSaveAmbulanceSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: AmbulanceSettings) =>
      api.put<AmbulanceSettings>(AMBULANCE_SETTINGS_PATH, settings),
    onSuccess: (saved) => client.setQueryData(ambulanceSettingsKey, saved),
  });
}
