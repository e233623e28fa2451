import { PATHS } from '@console/contract/api/paths';
import type { SetAvatar } from '@console/contract/resources/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userInfoQueryOptions } from '@/lib/session/api/get-user-info';

export function setAvatar(input: SetAvatar): Promise<null> {
  return api.post<null>(PATHS.setAvatar, input);
}

/** The user's avatar (an upload's URL, or null); user info reloads so the navbar shows it. */
export function useSetAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey }),
  });
}
