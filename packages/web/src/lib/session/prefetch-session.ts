import { getSessionUser } from '@/lib/cookies';
import { queryClient } from '@/lib/react-query';
import { applicationsQueryOptions } from './api/get-applications';
import { menuTreeQueryOptions } from './api/get-menu-tree';
import { userInfoQueryOptions } from './api/get-user-info';

/**
 * The session's first answers asked for at once: the user, the applications and the menu tree of
 * the application the user last worked in (`storedAppKey`; none = the server's default). The
 * session loader asks for the menu only once it knows the applications; prefetched like this the
 * console waits for one round trip instead of two. Should the stored application no longer be the
 * user's, the loader asks for the right menu as before. A user who must first change the initial
 * password gets only the user info: the server refuses the rest until then, and a refusal cached
 * here would end the session right after the change.
 */
export function prefetchSession(storedAppKey: string | undefined): Promise<unknown> {
  if (getSessionUser()?.initPwd === 1) return queryClient.prefetchQuery(userInfoQueryOptions());
  return Promise.all([
    queryClient.prefetchQuery(userInfoQueryOptions()),
    queryClient.prefetchQuery(applicationsQueryOptions()),
    queryClient.prefetchQuery(menuTreeQueryOptions(storedAppKey)),
  ]);
}
