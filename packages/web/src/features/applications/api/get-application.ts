import { PATHS } from '@console/contract/api/paths';
import type { Application } from '@console/contract/resources/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationKeys } from './list-sys-applications';

export function getApplication(id: number): Promise<Application> {
  return api.post<Application>(PATHS.application.info, { id });
}

export const applicationQueryOptions = (id: number) =>
  queryOptions({ queryKey: applicationKeys.info(id), queryFn: () => getApplication(id) });

export function useApplication(id: number) {
  return useQuery({ ...applicationQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
