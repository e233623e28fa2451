import { flattenCatalogue } from '@console/contract/routes/catalogue';
import { NOT_FOUND_PATH } from '@console/contract/routes/fixed-routes';
import { useEffect, useMemo } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { appActions } from '@/app/stores/app-store';
import { PageLoading } from '@/components/page-loading';
import { switchableApplications } from '@/lib/session/api/get-applications';
import { toRouterPath } from './route-table';
import type { Session } from './session-context';

/**
 * A path the current application has no route for. When it is a page of another application the
 * user may switch to (a link to a bed screen while the platform application is open), that
 * application becomes the current one and the same URL opens in it; otherwise /404.
 */
export function OtherApplicationOrNotFound({ session }: { session: Session }) {
  const { pathname } = useLocation();
  const owner = useMemo(
    () =>
      flattenCatalogue().find(
        ({ fullPath, appKey }) => appKey !== null && matchPath(toRouterPath(fullPath), pathname) !== null,
      )?.appKey ?? null,
    [pathname],
  );
  const switchTo =
    owner !== null &&
    owner !== session.appKey &&
    switchableApplications(session.applications).some((app) => app.key === owner)
      ? owner
      : null;
  useEffect(() => {
    if (switchTo) appActions.setAppKey(switchTo);
  }, [switchTo]);
  if (switchTo) return <PageLoading />;
  return <Navigate to={NOT_FOUND_PATH} replace />;
}
