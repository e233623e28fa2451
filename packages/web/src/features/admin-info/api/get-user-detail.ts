import { PATHS } from '@console/contract/api/paths';
import type { UserInfo } from '@console/contract/resources/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, fillPath } from '@/lib/api-client';

/** A user of the caller's tenant by id; the page shows failures itself. */
export async function getUserDetail(id: number): Promise<UserInfo | null> {
  const user = await api.get<UserInfo | null>(fillPath(PATHS.sysUserDetail, { id }), {
    skipErrorHandler: true,
  });
  return user ?? null;
}

export const userDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin-info', 'user-detail', id],
    queryFn: () => getUserDetail(id),
  });

/** `id` null (not a valid id in the address): nothing is asked. */
export function useUserDetail(id: number | null) {
  return useQuery({ ...userDetailQueryOptions(id ?? 0), enabled: id !== null });
}
