import { PATHS } from '@console/contract/api/paths';
import type { VisitSlots } from '@console/contract/resources/visits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '@/engine/resource-keys';
import { api } from '@/lib/api-client';

/**
 * The booking calendar of a registration's patient (booking window, exception dates, visiting
 * weekdays) and, with a date, that day's slots with the places left.
 */
export function getVisitSlots(
  registrationId: number,
  date: string | undefined,
  signal?: AbortSignal,
): Promise<VisitSlots> {
  return api.get<VisitSlots>(`${PATHS.resource('visits')}/slots`, {
    params: { registrationId, ...(date ? { date } : {}) },
    ...(signal ? { signal } : {}),
    // The dialog shows why the calendar cannot be read (a registration not approved any more).
    skipErrorHandler: true,
  });
}

// Under the visits' key: a booking or a state change anywhere refreshes the places left.
export const visitSlotsQueryOptions = (registrationId: number, date: string | undefined) =>
  queryOptions({
    queryKey: [...resourceKeys.all('visits'), 'slots', registrationId, date ?? null] as const,
    queryFn: ({ signal }) => getVisitSlots(registrationId, date, signal),
  });

export function useVisitSlots(registrationId: number | undefined, date: string | undefined) {
  return useQuery({
    ...visitSlotsQueryOptions(registrationId ?? 0, date),
    enabled: registrationId !== undefined,
  });
}
