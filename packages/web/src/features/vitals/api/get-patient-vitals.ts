import { PATHS } from '@console/contract/api/paths';
import type { VitalsSeries } from '@console/contract/vitals';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '@/engine/resource-keys';
import { api } from '@/lib/api-client';

export interface VitalsRange {
  from: string;
  to: string;
  points?: number;
}

/** A patient's vitals over a range, each series downsampled on the server (`GET patients/{id}/vitals`). */
export function getPatientVitals(patientId: number, range: VitalsRange, signal?: AbortSignal) {
  return api.get<VitalsSeries>(`${PATHS.resource('patients')}/${patientId}/vitals`, {
    params: { from: range.from, to: range.to, ...(range.points ? { points: range.points } : {}) },
    ...(signal ? { signal } : {}),
  });
}

export const patientVitalsQueryOptions = (patientId: number, range: VitalsRange) =>
  queryOptions({
    queryKey: [...resourceKeys.all('patients'), 'vitals', patientId, range] as const,
    queryFn: ({ signal }) => getPatientVitals(patientId, range, signal),
    // A zoom keeps the coarser chart on screen until its detail arrives.
    placeholderData: keepPreviousData,
  });

export function usePatientVitals(patientId: number | undefined, range: VitalsRange) {
  return useQuery({ ...patientVitalsQueryOptions(patientId ?? 0, range), enabled: patientId !== undefined });
}
