import { PATHS } from '@console/contract/api/paths';
import type { Application } from '@console/contract/resources/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { menuKeys } from './keys';

/** Every product application, for the application selector. */
export async function listApplications(): Promise<Application[]> {
  const list = await api.post<Application[] | null>(PATHS.application.listSysApplication, {});
  return list ?? [];
}

export const applicationsQueryOptions = () =>
  queryOptions({
    queryKey: menuKeys.applications(),
    queryFn: listApplications,
    staleTime: 5 * 60_000,
  });

export function useApplicationList() {
  return useQuery(applicationsQueryOptions());
}
