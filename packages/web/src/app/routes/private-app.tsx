import { useMemo } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { Shell } from '@/app/shell/shell';
import { PageLoading } from '@/components/page-loading';
import { OtherApplicationOrNotFound } from './other-application';
import { RouteElement } from './route-element';
import { SessionContext, type Session } from './session-context';
import { useSessionLoader } from './use-session-loader';

/** A path's first segment as React Router compares it: decoded, case-insensitive. */
export function firstSegment(pathname: string): string {
  const segment = pathname.split('/').find(Boolean) ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * Whether a route may match a path whose first segment is `first` (see `firstSegment`): its own
 * first segment is that one, or a parameter, a splat or optional, which may match anything.
 */
export function mayMatch(routePath: string, first: string): boolean {
  const segment = routePath.split('/').find(Boolean);
  if (segment === undefined || segment.startsWith(':') || segment.includes('*') || segment.endsWith('?'))
    return true;
  return segment.toLowerCase() === first;
}

function SessionRoutes({ session }: { session: Session }) {
  // React Router ranks and matches every route it is given on each render of `useRoutes` (one
  // regular expression per route, ~120 ms at 4× CPU slowdown for a session's few hundred routes,
  // in one task: issue 12). It is given those that may match the address's first segment.
  const first = firstSegment(useLocation().pathname);
  const routes = useMemo<RouteObject[]>(
    () => [
      {
        path: '/',
        element: <Shell />,
        children: [
          { index: true, element: <Navigate to={session.landing} replace /> },
          ...session.routes
            .filter((route) => mayMatch(route.path, first))
            .map((route) => ({ path: route.path, element: <RouteElement route={route} /> })),
          { path: '*', element: <OtherApplicationOrNotFound session={session} /> },
        ],
      },
    ],
    [session, first],
  );
  return useRoutes(routes);
}

/** The signed-in console: loads the session, then the shell with the generated routes. */
export default function PrivateApp() {
  const state = useSessionLoader();
  if (state.status !== 'ready') return <PageLoading fullscreen />;
  return (
    <SessionContext.Provider value={state.session}>
      <SessionRoutes session={state.session} />
    </SessionContext.Provider>
  );
}

export { preloadFirstPage, prefetchFirstPageData } from './pages';
