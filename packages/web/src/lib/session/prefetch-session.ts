import { queryClient } from '@/lib/react-query';
import { applicationsQueryOptions } from './api/get-applications';
import { menuTreeQueryOptions } from './api/get-menu-tree';
import { userInfoQueryOptions } from './api/get-user-info';

/**
 * The session's first answers asked for at once: the user, the applications and the menu tree of
 * the application the user last worked in (`storedAppKey`; none = the server's default). The
 * session loader asks for the menu only once it knows the applications; prefetched like this the
 * console waits for one round trip instead of two. Should the stored application no longer be the
 * user's, the loader asks for the right menu as before.
 */
export function prefetchSession(storedAppKey: string | undefined): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(userInfoQueryOptions()),
    queryClient.prefetchQuery(applicationsQueryOptions()),
    queryClient.prefetchQuery(menuTreeQueryOptions(storedAppKey)),
  ]);
}
