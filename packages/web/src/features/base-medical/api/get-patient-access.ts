import type { Page } from '@console/contract/api/paging';
import { PATHS } from '@console/contract/api/paths';
import type { UserLog } from '@console/contract/resources/user-logs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '@/engine/resource-keys';
import { api } from '@/lib/api-client';

/**
 * A patient's access history: every read, export and change of the record, newest first (the
 * user log searched by the patient).
 */
export function getPatientAccess(
  patientId: number,
  page: number,
  signal?: AbortSignal,
): Promise<Page<UserLog>> {
  return api.get<Page<UserLog>>(PATHS.resource('userLogs'), {
    params: { resource: 'patients', resourceId: String(patientId), page, size: 20 },
    ...(signal ? { signal } : {}),
  });
}

export const patientAccessQueryOptions = (patientId: number, page: number) =>
  queryOptions({
    queryKey: resourceKeys.list('userLogs', { resource: 'patients', resourceId: String(patientId), page }),
    queryFn: ({ signal }) => getPatientAccess(patientId, page, signal),
  });

export function usePatientAccess(patientId: number, page: number) {
  return useQuery({ ...patientAccessQueryOptions(patientId, page), placeholderData: keepPreviousData });
}
