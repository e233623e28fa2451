import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { appActions } from '@/app/stores/app-store';
import { ErrorBoundary } from '@/components/error-boundary';
import { PageLoading } from '@/components/page-loading';
import { PAGES, RESOURCE_PAGE } from './pages';
import { canAccess, type AppRoute } from './route-table';
import { useSession } from './session-context';

function RoutePage({ route }: { route: AppRoute }) {
  const { i18n, t } = useTranslation();
  const { pathname, search } = useLocation();
  const title = i18n.language === 'en' ? route.title.en : route.title.zh;

  useEffect(() => {
    appActions.setCurrent({ route, pathname, search });
  }, [route, pathname, search]);
  useEffect(() => {
    document.title = `${title} - ${t('app.title')}`;
  }, [title, t]);

  const Page = PAGES[route.name];
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoading />}>
        {Page ? <Page /> : <RESOURCE_PAGE path={route.path} title={title} />}
      </Suspense>
    </ErrorBoundary>
  );
}

/** One route of the table: group redirect, permission check (SPEC §4 -> /401), then the page. */
export function RouteElement({ route }: { route: AppRoute }) {
  const { user } = useSession();
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  if (!canAccess(route, user.roles ?? [], user.userType)) return <Navigate to="/401" replace />;
  return <RoutePage route={route} />;
}
