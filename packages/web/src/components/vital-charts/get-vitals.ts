import type { AlarmPage } from '@console/contract/alarms';
import { MAX_PAGE_SIZE } from '@console/contract/api/paging';
import { PATHS } from '@console/contract/api/paths';
import type { VitalsSeries } from '@console/contract/vitals';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '@/engine/resource-keys';
import { api } from '@/lib/api-client';

/** Whose vitals: a patient's (wherever they lay) or a bed's (whoever lay there). */
export interface VitalsSubject {
  kind: 'patients' | 'beds';
  id: number;
}

export interface VitalsRange {
  from: string;
  to: string;
  points?: number;
}

/** Vitals over a range, each series downsampled on the server (`GET patients|beds/{id}/vitals`). */
export function getVitals(subject: VitalsSubject, range: VitalsRange, signal?: AbortSignal) {
  return api.get<VitalsSeries>(`${PATHS.resource(subject.kind)}/${subject.id}/vitals`, {
    params: { from: range.from, to: range.to, ...(range.points ? { points: range.points } : {}) },
    ...(signal ? { signal } : {}),
  });
}

export const vitalsQueryOptions = (subject: VitalsSubject, range: VitalsRange) =>
  queryOptions({
    queryKey: [...resourceKeys.all(subject.kind), 'vitals', subject.id, range] as const,
    queryFn: ({ signal }) => getVitals(subject, range, signal),
    // A zoom keeps the coarser chart on screen until its detail arrives.
    placeholderData: keepPreviousData,
  });

export function useVitals(subject: VitalsSubject | undefined, range: VitalsRange) {
  return useQuery({
    ...vitalsQueryOptions(subject ?? { kind: 'patients', id: 0 }, range),
    enabled: subject !== undefined,
  });
}

/**
 * The alarms raised for a patient or at a bed within a range (`GET alarms?patientId|bedId&from&to`),
 * newest first: the charts mark them on each vital's line. One page of the most recent 100 is
 * enough for marks; the alarms list keeps the rest.
 */
export function getAlarmsIn(subject: VitalsSubject, range: VitalsRange, signal?: AbortSignal) {
  const who = subject.kind === 'patients' ? { patientId: subject.id } : { bedId: subject.id };
  return api.get<AlarmPage>(PATHS.resource('alarms'), {
    params: { ...who, from: range.from, to: range.to, size: MAX_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

export const alarmsInQueryOptions = (subject: VitalsSubject, range: VitalsRange) =>
  queryOptions({
    queryKey: [...resourceKeys.all('alarms'), subject.kind, subject.id, range] as const,
    queryFn: async ({ signal }) => (await getAlarmsIn(subject, range, signal)).list,
    placeholderData: keepPreviousData,
  });

export function useAlarmsIn(subject: VitalsSubject | undefined, range: VitalsRange) {
  return useQuery({
    ...alarmsInQueryOptions(subject ?? { kind: 'patients', id: 0 }, range),
    enabled: subject !== undefined,
  });
}
