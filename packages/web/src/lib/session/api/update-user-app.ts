import { PATHS } from '@console/contract/api/paths';
import type { z } from 'zod';
import type { updateUserAppSchema } from '@console/contract/resources/applications';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

export type UpdateUserAppInput = z.input<typeof updateUserAppSchema>;

/** Remembers the application the user works in, so the next session opens it first. */
export function updateUserApp(input: UpdateUserAppInput): Promise<unknown> {
  return api.post<unknown>(PATHS.application.updateUserAppInfo, input);
}

export function useUpdateUserApp(config: MutationConfig<typeof updateUserApp> = {}) {
  return useMutation({ ...config, mutationFn: updateUserApp });
}
