import { PATHS } from '@console/contract/api/paths';
import type { Application, ApplicationCreateInput } from '@console/contract/resources/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationKeys } from './list-sys-applications';

export function registerApplication(input: ApplicationCreateInput): Promise<Application> {
  return api.post<Application>(PATHS.application.register, input);
}

export function useRegisterApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
