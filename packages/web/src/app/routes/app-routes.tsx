import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { PageLoading } from '@/components/page-loading';
import { getSessionUser, getToken } from '@/lib/cookies';
import { applyConsoleStyles } from '@/lib/deferred-styles';
import { loadConsoleStrings } from '@/lib/i18n';
import { lazyPage } from '@/lib/lazy-page';
import { registerPrefetch, SIGNED_IN_PREFETCH } from '@/lib/prefetch';
import { decideGuard, LOGIN_PATH } from './guard';

const LoginPage = lazyPage(() => import('@/features/auth/routes/login'));
const AuthRedirectPage = lazyPage(() => import('@/features/auth/routes/auth-redirect'));
// The signed-in console needs the rest of the strings (lib/i18n) and all of antd's styles (the
// login page applies only its part of them: lib/deferred-styles) before its first render.
const SignedIn = lazyPage(async () => {
  const [module] = await Promise.all([import('./signed-in'), loadConsoleStrings(), applyConsoleStyles()]);
  return module;
});

// While the login request runs, load what the first signed-in page needs (SPEC budget: login
// page to dashboard interactive), without putting it in the login page's first load. The console's
// code does not wait for its strings and styles (antd's whole stylesheet takes a while to apply):
// all of it loads side by side.
registerPrefetch(SIGNED_IN_PREFETCH, () =>
  Promise.all([SignedIn.preload(), import('./signed-in').then((module) => module.preloadSignedIn())]),
);

/**
 * A page load signed out on the login page: its code is loaded before the first render
 * (main.tsx), so React's first frame is the login form, which replaces index.html's static login
 * in place, not a loading state between the two (docs/adr/0016 §9).
 */
export function preloadLoginPage(): Promise<unknown> {
  return LoginPage.preload();
}

/** SPEC §4 route guard: decides from the token cookie before anything renders. */
export function AppRoutes() {
  const location = useLocation();
  const decision = decideGuard({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    token: getToken(),
    initPwd: getSessionUser()?.initPwd,
  });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;

  let page;
  if (decision.kind === 'public')
    page = location.pathname === LOGIN_PATH ? <LoginPage /> : <AuthRedirectPage />;
  else page = <SignedIn changePassword={decision.kind === 'change-password'} />;

  return (
    <ErrorBoundary key={decision.kind === 'public' ? 'public' : 'signed-in'}>
      <Suspense fallback={<PageLoading fullscreen />}>{page}</Suspense>
    </ErrorBoundary>
  );
}
