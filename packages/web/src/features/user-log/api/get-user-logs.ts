import type { Page } from '@console/contract/api/paging';
import { PATHS } from '@console/contract/api/paths';
import type { UserLog } from '@console/contract/resources/user-logs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryValue } from '@/lib/api-client';
import { resourceKeys } from '@/engine/resource-keys';

export const USER_LOGS = 'userLogs';

export function getUserLogs(
  params: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<Page<UserLog>> {
  return api.get<Page<UserLog>>(PATHS.resource(USER_LOGS), { params, ...(signal ? { signal } : {}) });
}

export const userLogsQueryOptions = (params: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: resourceKeys.list(USER_LOGS, params),
    queryFn: ({ signal }) => getUserLogs(params, signal),
  });

export function useUserLogs(params: Record<string, QueryValue>) {
  return useQuery({ ...userLogsQueryOptions(params), placeholderData: keepPreviousData });
}
