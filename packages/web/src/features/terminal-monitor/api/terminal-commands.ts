import { PATHS } from '@console/contract/api/paths';
import type { CommandCreate, TerminalCommand } from '@console/contract/realtime';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const terminalCommandKeys = {
  list: (deviceAccountId: number) => ['terminalCommands', deviceAccountId] as const,
};

export function getTerminalCommands(deviceAccountId: number, signal?: AbortSignal) {
  return api.get<TerminalCommand[]>(PATHS.resource('terminalCommands'), {
    params: { deviceAccountId, size: 20 },
    ...(signal ? { signal } : {}),
  });
}

export const terminalCommandsQueryOptions = (deviceAccountId: number) =>
  queryOptions({
    queryKey: terminalCommandKeys.list(deviceAccountId),
    queryFn: ({ signal }) => getTerminalCommands(deviceAccountId, signal),
    staleTime: Infinity,
  });

export function useTerminalCommands(deviceAccountId: number) {
  return useQuery(terminalCommandsQueryOptions(deviceAccountId));
}

/** Newest first; a command's later state replaces the earlier one (events may arrive twice). */
export function upsertCommand(
  list: TerminalCommand[] | undefined,
  command: TerminalCommand,
): TerminalCommand[] {
  const rest = (list ?? []).filter((c) => c.id !== command.id);
  return [command, ...rest].sort((a, b) => b.id - a.id);
}

export function sendCommand(input: CommandCreate) {
  return api.post<TerminalCommand>(PATHS.resource('terminalCommands'), input);
}

export function useSendCommand(deviceAccountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendCommand,
    onSuccess: (command) =>
      client.setQueryData<TerminalCommand[]>(terminalCommandKeys.list(deviceAccountId), (list) =>
        upsertCommand(list, command),
      ),
  });
}
