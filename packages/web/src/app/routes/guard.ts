import { PUBLIC_ROUTE_PATHS } from '@console/contract/routes/fixed-routes';
import { PATHS_WEB } from '@/config/paths';

/** Pure navigation rules of SPEC §4 (route guard), applied before any page renders. */

export const LOGIN_PATH = PATHS_WEB.login;
export const AUTH_REDIRECT_PATH = PATHS_WEB.authRedirect;
export const CHANGE_PASSWORD_PATH = PATHS_WEB.changePassword;

export interface GuardInput {
  pathname: string;
  search?: string;
  hash?: string;
  token: string | undefined;
  /** From the session-user cookie: 1 = the password must be changed first. */
  initPwd?: number | undefined;
}

export type GuardDecision =
  /** Render a page that needs no session (login, auth redirect). */
  | { kind: 'public' }
  /** Render the password change screen on its own, without the shell. */
  | { kind: 'change-password' }
  /** Load the session (user, applications, menu) and render inside the shell. */
  | { kind: 'private' }
  | { kind: 'redirect'; to: string };

export function loginRedirect(pathname: string, search = '', hash = ''): string {
  const target = `${pathname}${search}${hash}`;
  if (target === '/' || target === '') return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

export function decideGuard({ pathname, search = '', hash = '', token, initPwd }: GuardInput): GuardDecision {
  const isPublic = PUBLIC_ROUTE_PATHS.includes(pathname);
  if (!token)
    return isPublic ? { kind: 'public' } : { kind: 'redirect', to: loginRedirect(pathname, search, hash) };
  if (pathname === LOGIN_PATH) return { kind: 'redirect', to: '/' };
  if (pathname === AUTH_REDIRECT_PATH) return { kind: 'public' };
  if (pathname === CHANGE_PASSWORD_PATH) return { kind: 'change-password' };
  if (initPwd === 1) return { kind: 'redirect', to: CHANGE_PASSWORD_PATH };
  return { kind: 'private' };
}
