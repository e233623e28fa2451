import { PATHS } from '@console/contract/api/paths';
import {
  ambulanceExternalSystemDescription,
  type IssuedKey,
} from '@console/contract/resources/descriptions/ambulance-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '@/engine/resource-keys';
import { api } from '@/lib/api-client';

const { key } = ambulanceExternalSystemDescription;
const actionPath = (id: number, action: string) => `${PATHS.resource(key)}/${id}/${action}`;

/** `POST …/{id}/rotateKey`: a new key, answered this once. */
export function useRotateKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<IssuedKey>(actionPath(id, 'rotateKey'), {}),
    onSuccess: () => void client.invalidateQueries({ queryKey: resourceKeys.all(key) }),
  });
}

/** `POST …/{id}/revoke`: the key is refused from now on. */
export function useRevokeKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ id: number; revokedAt: string }>(actionPath(id, 'revoke'), {}),
    onSuccess: () => void client.invalidateQueries({ queryKey: resourceKeys.all(key) }),
  });
}
