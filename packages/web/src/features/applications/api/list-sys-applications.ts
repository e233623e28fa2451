import { PATHS } from '@console/contract/api/paths';
import type { Application } from '@console/contract/resources/applications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const applicationKeys = {
  all: ['applications'] as const,
  system: (keyword: string) => ['applications', 'system', keyword] as const,
  byOrg: () => ['applications', 'by-org'] as const,
  info: (id: number) => ['applications', 'info', id] as const,
};

/** Every product application (platform administrators). */
export function listSysApplications(keyword: string): Promise<Application[]> {
  return api
    .post<Application[] | null>(PATHS.application.listSysApplication, keyword ? { keyword } : {})
    .then((list) => list ?? []);
}

export const sysApplicationsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: applicationKeys.system(keyword),
    queryFn: () => listSysApplications(keyword),
    placeholderData: keepPreviousData,
  });

export function useSysApplications(keyword: string) {
  return useQuery(sysApplicationsQueryOptions(keyword));
}
