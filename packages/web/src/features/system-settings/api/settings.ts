import {
  SETTINGS_PATHS,
  type Backup,
  type BackupSettings,
  type BackupSettingsView,
  type GlobalSettings,
  type GlobalSettingsView,
  type MailSettingsInput,
  type MailSettingsView,
  type SmsSettingsInput,
  type SmsSettingsView,
} from '@console/contract/resources/system-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setBrandName } from '@/lib/branding/use-brand-name';

export const settingsKeys = {
  all: ['systemSettings'] as const,
  backupSettings: ['systemSettings', 'backupSettings'] as const,
  backups: ['systemSettings', 'backups'] as const,
  mail: ['systemSettings', 'mail'] as const,
  sms: ['systemSettings', 'sms'] as const,
  global: ['systemSettings', 'global'] as const,
};

const at = (template: string, id: number) => template.replace(':id', String(id));

// --- backups -------------------------------------------------------------------------------------

export const backupSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.backupSettings,
    queryFn: ({ signal }) => api.get<BackupSettingsView>(SETTINGS_PATHS.backupSettings, { signal }),
  });

export function useBackupSettings() {
  return useQuery(backupSettingsQueryOptions());
}

export function useSaveBackupSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: BackupSettings) =>
      api.put<BackupSettingsView>(SETTINGS_PATHS.backupSettings, settings),
    onSuccess: (view) => client.setQueryData(settingsKeys.backupSettings, view),
  });
}

/** While a backup runs the list polls each second for its progress. */
export const backupsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.backups,
    queryFn: ({ signal }) => api.get<{ list: Backup[]; total: number }>(SETTINGS_PATHS.backups, { signal }),
    refetchInterval: (query) =>
      query.state.data?.list.some((row) => row.state === 'running') ? 1000 : false,
  });

export function useBackups() {
  return useQuery(backupsQueryOptions());
}

export function useStartBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Backup>(SETTINGS_PATHS.backups, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.backups }),
  });
}

export function useDeleteBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ id: number }>(at(SETTINGS_PATHS.backup, id)),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.backups }),
  });
}

export const backupDownloadPath = (id: number) => at(SETTINGS_PATHS.backupDownload, id);

// --- mail ----------------------------------------------------------------------------------------

export const mailQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.mail,
    queryFn: ({ signal }) => api.get<MailSettingsView>(SETTINGS_PATHS.mail, { signal }),
  });

export function useMailSettings() {
  return useQuery(mailQueryOptions());
}

export function useSaveMailSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: MailSettingsInput) => api.put<MailSettingsView>(SETTINGS_PATHS.mail, settings),
    onSuccess: (view) => client.setQueryData(settingsKeys.mail, view),
  });
}

export function useSendTestMail() {
  return useMutation({
    mutationFn: () =>
      api.post<{ messageId: string; to: string; accepted: string[] }>(
        SETTINGS_PATHS.mailTest,
        {},
        { timeoutMs: 45_000 },
      ),
  });
}

// --- SMS -----------------------------------------------------------------------------------------

export const smsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.sms,
    queryFn: ({ signal }) => api.get<SmsSettingsView>(SETTINGS_PATHS.sms, { signal }),
  });

export function useSmsSettings() {
  return useQuery(smsQueryOptions());
}

export function useSaveSmsSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: SmsSettingsInput) => api.put<SmsSettingsView>(SETTINGS_PATHS.sms, settings),
    onSuccess: (view) => client.setQueryData(settingsKeys.sms, view),
  });
}

// --- global --------------------------------------------------------------------------------------

export const globalQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.global,
    queryFn: ({ signal }) => api.get<GlobalSettingsView>(SETTINGS_PATHS.global, { signal }),
  });

export function useGlobalSettings() {
  return useQuery(globalQueryOptions());
}

export function useSaveGlobalSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: GlobalSettings) => api.put<GlobalSettingsView>(SETTINGS_PATHS.global, settings),
    onSuccess: (view) => {
      client.setQueryData(settingsKeys.global, view);
      // The shell's title follows the platform name at once.
      setBrandName(view.platformName);
    },
  });
}
