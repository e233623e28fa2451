import { getToken } from '@/lib/cookies';

/**
 * Session queries run only while a token exists: after logout or a guard failure, a query that
 * is still mounted must not ask the server again (it would answer "session expired").
 */
export function hasSession(): boolean {
  return Boolean(getToken());
}
