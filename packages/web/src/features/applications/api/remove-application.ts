import { PATHS } from '@console/contract/api/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationKeys } from './list-sys-applications';

export function removeApplication(id: number): Promise<null> {
  return api.post<null>(PATHS.application.remove, { id });
}

export function useRemoveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
