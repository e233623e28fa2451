import { MONITOR_APP_KEY } from '@console/contract/access/applications';
import { PATHS } from '@console/contract/api/paths';
import type { Application } from '@console/contract/resources/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hasSession } from '../has-session';
import { SESSION_QUERY_KEY } from './session-query-key';

/** The caller's enabled applications (SPEC §6), as `application/listByOrgId` returns them. */
export type SessionApplication = Pick<Application, 'id' | 'key' | 'name' | 'english' | 'aloneMenuManage'> &
  Partial<Pick<Application, 'path' | 'icon' | 'appType' | 'sort'>>;

export async function getApplications(): Promise<SessionApplication[]> {
  const list = await api.post<SessionApplication[] | { list: SessionApplication[] } | null>(
    PATHS.application.listByOrg,
    {},
  );
  if (Array.isArray(list)) return list;
  return list?.list ?? [];
}

export const applicationsQueryOptions = () =>
  queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'applications'],
    queryFn: getApplications,
    staleTime: 5 * 60_000,
    enabled: hasSession,
  });

export function useApplications() {
  return useQuery(applicationsQueryOptions());
}

/**
 * Applications offered in the navbar switcher (SPEC §3: aloneMenuManage = 1), and the monitor
 * application: SPEC §6 lists it for every organisation, and its pages are reached through it.
 */
export function switchableApplications(apps: readonly SessionApplication[]): SessionApplication[] {
  return apps.filter((app) => app.aloneMenuManage === 1 || app.key === MONITOR_APP_KEY);
}
