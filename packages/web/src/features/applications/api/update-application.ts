import { PATHS } from '@console/contract/api/paths';
import type { Application, applicationUpdateSchema } from '@console/contract/resources/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { applicationKeys } from './list-sys-applications';

export type ApplicationUpdateInput = z.input<typeof applicationUpdateSchema>;

export function updateApplication(input: ApplicationUpdateInput): Promise<Application> {
  return api.post<Application>(PATHS.application.update, input);
}

export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
