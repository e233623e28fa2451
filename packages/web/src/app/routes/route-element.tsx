import { DEFAULT_APP_KEY } from '@console/contract/access/applications';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { appActions } from '@/app/stores/app-store';
import { ErrorBoundary } from '@/components/error-boundary';
import { PageLoading } from '@/components/page-loading';
import { switchableApplications } from '@/lib/session/api/get-applications';
import { menuTreeQueryOptions } from '@/lib/session/api/get-menu-tree';
import { PAGES, RESOURCE_PAGE } from './pages';
import type { AppRoute } from './route-table';
import { useSession } from './session-context';
import { useBrandName } from '@/lib/branding/use-brand-name';

/**
 * The document's title. Its own component: the platform name arrives after the first render,
 * and in the page's component it re-rendered the whole page (issue 12).
 */
function DocumentTitle({ title }: { title: string }) {
  const brand = useBrandName();
  useEffect(() => {
    document.title = `${title} - ${brand}`;
  }, [title, brand]);
  return null;
}

function RoutePage({ route }: { route: AppRoute }) {
  const { i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const title = i18n.language === 'en' ? route.title.en : route.title.zh;

  useEffect(() => {
    appActions.setCurrent({ route, pathname, search });
  }, [route, pathname, search]);

  const Page = PAGES[route.name];
  return (
    <>
      <DocumentTitle title={title} />
      <ErrorBoundary key={pathname}>
        <Suspense fallback={<PageLoading />}>
          {Page ? <Page /> : <RESOURCE_PAGE path={route.path} title={title} />}
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

/**
 * One route of the table: group redirect, a page of another application of the switcher makes
 * that application current (its menu then decides, ADR 0014), permission check (SPEC §4 -> /401),
 * then the page.
 */
export function RouteElement({ route }: { route: AppRoute }) {
  const { applications, appKey } = useSession();
  const otherApp =
    route.appKey !== null &&
    route.appKey !== (appKey ?? DEFAULT_APP_KEY) &&
    switchableApplications(applications).some((app) => app.key === route.appKey);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!otherApp || !route.appKey) return;
    const key = route.appKey;
    // Its menu first, as the switcher does: the route table must not pair the new key with the old menu.
    queryClient.fetchQuery(menuTreeQueryOptions(key)).then(
      () => appActions.setAppKey(key),
      () => undefined, // the api client has shown the error; stay in the current application
    );
  }, [otherApp, route.appKey, queryClient]);
  if (otherApp) return <PageLoading />;
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  if (!route.allowed) return <Navigate to="/401" replace />;
  return <RoutePage route={route} />;
}
