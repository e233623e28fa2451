import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { createResource, deleteResource, runResourceAction, updateResource } from './resource-api';
import { resourceKeys } from './resource-keys';
import type { AnyResource } from './types';

/** Writes invalidate everything cached for the resource (its lists and details). */
function useInvalidate(key: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(key) });
}

export function useCreateResource(definition: Pick<AnyResource, 'key'>) {
  const invalidate = useInvalidate(definition.key);
  return useMutation({
    mutationFn: (values: Record<string, unknown>) => createResource(definition.key, values),
    onSuccess: invalidate,
  });
}

export function useUpdateResource(definition: Pick<AnyResource, 'key'>) {
  const invalidate = useInvalidate(definition.key);
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: Record<string, unknown> }) =>
      updateResource(definition.key, id, values),
    onSuccess: invalidate,
  });
}

export function useDeleteResource(definition: Pick<AnyResource, 'key'>) {
  const invalidate = useInvalidate(definition.key);
  return useMutation({
    mutationFn: (id: number) => deleteResource(definition.key, id),
    onSuccess: invalidate,
  });
}

export interface BulkDeleteResult {
  deleted: number[];
  failed: { id: number; message: string }[];
}

/**
 * Deletes rows one by one (the API has no bulk delete) and reports which failed and why; the
 * caller shows one summary instead of a message per row.
 */
export function useBulkDeleteResource(definition: Pick<AnyResource, 'key'>) {
  const invalidate = useInvalidate(definition.key);
  return useMutation({
    mutationFn: async (ids: readonly number[]): Promise<BulkDeleteResult> => {
      const result: BulkDeleteResult = { deleted: [], failed: [] };
      for (const id of ids) {
        try {
          await deleteResource(definition.key, id, { skipErrorHandler: true });
          result.deleted.push(id);
        } catch (error) {
          // session expiry is still handled by the client; stop at once
          if (isApiError(error) && error.kind === 'expired') throw error;
          result.failed.push({ id, message: error instanceof Error ? error.message : String(error) });
        }
      }
      return result;
    },
    onSettled: invalidate,
  });
}

export function useResourceAction<T = unknown>(definition: Pick<AnyResource, 'key'>) {
  const invalidate = useInvalidate(definition.key);
  return useMutation({
    mutationFn: ({ id, action, body }: { id: number; action: string; body?: Record<string, unknown> }) =>
      runResourceAction<T>(definition.key, id, action, body),
    onSuccess: invalidate,
  });
}
