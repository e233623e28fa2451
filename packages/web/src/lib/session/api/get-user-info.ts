import { PATHS } from '@console/contract/api/paths';
import type { UserInfo } from '@console/contract/resources/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hasSession } from '../has-session';

/** The signed-in user; `null` when the server has nothing for the token. */
export function getUserInfo(): Promise<UserInfo | null> {
  return api.get<UserInfo | null>(PATHS.sysUserGet);
}

export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'user-info'],
    queryFn: getUserInfo,
    staleTime: 5 * 60_000,
    enabled: hasSession,
  });

export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}
