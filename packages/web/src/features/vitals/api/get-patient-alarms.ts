import type { AlarmPage } from '@console/contract/alarms';
import { MAX_PAGE_SIZE } from '@console/contract/api/paging';
import { PATHS } from '@console/contract/api/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '@/engine/resource-keys';
import { api } from '@/lib/api-client';
import type { VitalsRange } from './get-patient-vitals';

/**
 * The alarms raised for a patient within a range (`GET alarms?patientId&from&to`), newest first:
 * the records chart marks them on each vital's line. One page of the most recent 100 is enough for
 * marks; the alarms list keeps the rest.
 */
export function getPatientAlarms(patientId: number, range: VitalsRange, signal?: AbortSignal) {
  return api.get<AlarmPage>(PATHS.resource('alarms'), {
    params: { patientId, from: range.from, to: range.to, size: MAX_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

export const patientAlarmsQueryOptions = (patientId: number, range: VitalsRange) =>
  queryOptions({
    queryKey: [...resourceKeys.all('alarms'), 'patient', patientId, range] as const,
    queryFn: async ({ signal }) => (await getPatientAlarms(patientId, range, signal)).list,
    placeholderData: keepPreviousData,
  });

export function usePatientAlarms(patientId: number | undefined, range: VitalsRange) {
  return useQuery({ ...patientAlarmsQueryOptions(patientId ?? 0, range), enabled: patientId !== undefined });
}
