import { Suspense } from 'react';
import { SignedInProvider } from '@/app/signed-in-provider';
import { PageLoading } from '@/components/page-loading';
import { lazyPage } from '@/lib/lazy-page';
import { registerPrefetch, SESSION_DATA_PREFETCH } from '@/lib/prefetch';
import { queryClient } from '@/lib/react-query';
import { applicationsQueryOptions } from '@/lib/session/api/get-applications';
import { userInfoQueryOptions } from '@/lib/session/api/get-user-info';

const ChangePasswordPage = lazyPage(() => import('@/features/profile/routes/change-password'));
/** Session loading, the shell and every page. */
const PrivateApp = lazyPage(() => import('./private-app'));

// Registered when this chunk loads (the login page prefetches it): the login form asks for the
// session's first answers the moment it has a token, before the console has rendered.
registerPrefetch(
  SESSION_DATA_PREFETCH,
  () =>
    Promise.all([
      queryClient.prefetchQuery(userInfoQueryOptions()),
      queryClient.prefetchQuery(applicationsQueryOptions()),
    ]),
  { once: false },
);

/** The console and its landing page, loaded while the login request runs. */
export function preloadSignedIn(): Promise<unknown> {
  return PrivateApp.preload()
    .then(() => import('./private-app'))
    .then((module) => module.preloadLanding());
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
