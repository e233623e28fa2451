import { PATHS } from '@console/contract/api/paths';
import type { Patient } from '@console/contract/resources/patients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '@/engine/resource-keys';
import { api } from '@/lib/api-client';

export type PatientAction = 'admit' | 'transfer' | 'discharge';

export interface PatientActionInput {
  id: number;
  action: PatientAction;
  /** The bed to admit or transfer to. */
  bedId?: number;
}

/** Admission, transfer or discharge (`POST patients/{id}/{action}`). */
export function runPatientAction({ id, action, bedId }: PatientActionInput): Promise<Patient> {
  return api.post<Patient>(
    `${PATHS.resource('patients')}/${id}/${action}`,
    action === 'discharge' ? {} : { bedId },
  );
}

export function usePatientAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runPatientAction,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.all('patients') }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.all('beds') }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.all('userLogs') }),
      ]),
  });
}
