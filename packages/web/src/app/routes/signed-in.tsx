import { Suspense } from 'react';
import { SignedInProvider } from '@/app/signed-in-provider';
import { appStore } from '@/app/stores/app-store';
import { PageLoading } from '@/components/page-loading';
import { BASENAME } from '@/lib/config';
import { getSessionUser } from '@/lib/cookies';
import { lazyPage } from '@/lib/lazy-page';
import { prefetch, registerPrefetch, SESSION_DATA_PREFETCH } from '@/lib/prefetch';
import { queryClient } from '@/lib/react-query';
import { userInfoQueryOptions } from '@/lib/session/api/get-user-info';
import { hasSession } from '@/lib/session/has-session';
import { prefetchSession } from '@/lib/session/prefetch-session';

const ChangePasswordPage = lazyPage(() => import('@/features/profile/routes/change-password'));
/** Session loading, the shell and every page. */
const PrivateApp = lazyPage(() => import('./private-app'));

// Registered when this chunk loads (the login page prefetches it): the login form asks for the
// session's first answers the moment it has a token, before the console has rendered; the first
// page's own data follows as soon as the user is known.
registerPrefetch(
  SESSION_DATA_PREFETCH,
  () => prefetchSession(appStore.get().appKey).then(prefetchLandingPageData),
  { once: false },
);
// A page load with a session (reload, deep link, bookmark) asks for it as soon as this chunk is
// here, while the rest of the console's code loads, not after the console's first render.
if (hasSession()) prefetch(SESSION_DATA_PREFETCH);

/**
 * The console and its first page: loaded while the login request runs, or at once on a page load
 * with a session (main.tsx), then the page at the address is the first page.
 */
export function preloadSignedIn(): Promise<unknown> {
  const pathname = currentPathname();
  return PrivateApp.preload()
    .then(() => import('./private-app'))
    .then((module) => module.preloadFirstPage(pathname));
}

/**
 * The data of the page the session opens on (the address; the dashboard from the login), for the
 * user the session's answers named. Nothing before the initial password is changed (the server
 * refuses everything else until then) or when the user could not be read.
 */
function prefetchLandingPageData(): Promise<unknown> {
  const user = queryClient.getQueryData(userInfoQueryOptions().queryKey);
  if (!user || getSessionUser()?.initPwd === 1) return Promise.resolve();
  return import('./private-app').then((module) => module.prefetchFirstPageData(currentPathname(), user));
}

/** The address inside the router's basename. */
function currentPathname(): string {
  return `/${window.location.pathname.slice(BASENAME.length)}`;
}

/** Everything that needs a token; loaded after the login page, never with it. */
export default function SignedIn({ changePassword }: { changePassword: boolean }) {
  return (
    <SignedInProvider>
      <Suspense fallback={<PageLoading fullscreen />}>
        {changePassword ? <ChangePasswordPage /> : <PrivateApp />}
      </Suspense>
    </SignedInProvider>
  );
}
