import { useMemo } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { Shell } from '@/app/shell/shell';
import { PageLoading } from '@/components/page-loading';
import { OtherApplicationOrNotFound } from './other-application';
import { RouteElement } from './route-element';
import { SessionContext, type Session } from './session-context';
import { useSessionLoader } from './use-session-loader';

function SessionRoutes({ session }: { session: Session }) {
  const routes = useMemo<RouteObject[]>(
    () => [
      {
        path: '/',
        element: <Shell />,
        children: [
          { index: true, element: <Navigate to={session.landing} replace /> },
          ...session.routes.map((route) => ({ path: route.path, element: <RouteElement route={route} /> })),
          { path: '*', element: <OtherApplicationOrNotFound session={session} /> },
        ],
      },
    ],
    [session],
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

export { preloadFirstPage } from './pages';
