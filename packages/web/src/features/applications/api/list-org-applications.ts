import { PATHS } from '@console/contract/api/paths';
import type { Application } from '@console/contract/resources/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationKeys } from './list-sys-applications';

/** The caller's organisation's applications (SPEC §6: every application for the platform organisation). */
export function listOrgApplications(): Promise<Application[]> {
  return api.post<Application[] | null>(PATHS.application.listByOrg, {}).then((list) => list ?? []);
}

export const orgApplicationsQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.byOrg(), queryFn: listOrgApplications });

export function useOrgApplications() {
  return useQuery(orgApplicationsQueryOptions());
}
