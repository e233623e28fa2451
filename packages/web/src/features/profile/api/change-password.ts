import { PATHS } from '@console/contract/api/paths';
import type { ChangePasswordInput } from '@console/contract/resources/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getSessionUser, setSessionUser } from '@/lib/cookies';
import { SESSION_QUERY_KEY } from '@/lib/session/api/session-query-key';

export function changePassword(input: ChangePasswordInput): Promise<null> {
  return api.post<null>(PATHS.changePassword, input);
}

/**
 * The server keeps this session and ends the others. The initial-password flag is cleared in the
 * session cookie so the guard lets the user in, and the session's answers are asked for afresh
 * (any asked for before the change were refused).
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      const user = getSessionUser();
      if (user && user.initPwd !== 0) setSessionUser({ ...user, initPwd: 0 });
      queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
