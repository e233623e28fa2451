import { PATHS } from '@console/contract/api/paths';
import type { LoginInput, LoginResult } from '@console/contract/resources/identity';
import { api } from '@/lib/api-client';

/**
 * SPEC §5: the account is trimmed before sending. The login page calls this directly, without
 * TanStack Query: the query client is not part of the login page's first load (JS budget), and
 * a login is a one-off command, not server state.
 */
export function login(input: LoginInput): Promise<LoginResult> {
  return api.post<LoginResult>(PATHS.login, { ...input, account: input.account.trim() });
}
