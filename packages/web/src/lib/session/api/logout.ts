import { PATHS } from '@console/contract/api/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { signOutLocally } from '../sign-out';

/** Ends the server session; the local session is cleared whatever the server says. */
export async function logout(): Promise<void> {
  try {
    await api.post<unknown>(PATHS.logout, {}, { skipErrorHandler: true });
  } finally {
    signOutLocally();
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
