import { PATHS } from '@console/contract/api/paths';
import type { UserInfo } from '@console/contract/resources/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hasSession } from '../has-session';
import { SESSION_QUERY_KEY } from './session-query-key';

/** The signed-in user; `null` when the server has nothing for the token. */
export function getUserInfo(): Promise<UserInfo | null> {
  return api.get<UserInfo | null>(PATHS.sysUserGet);
}

export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'user-info'],
    queryFn: getUserInfo,
    staleTime: 5 * 60_000,
    enabled: hasSession,
  });

export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}
