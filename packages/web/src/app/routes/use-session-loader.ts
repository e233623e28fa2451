import { DEFAULT_APP_KEY } from '@console/contract/access/applications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { appActions, appStore } from '@/app/stores/app-store';
import { isApiError } from '@/lib/api-client';
import { getEnabledApps, setEnabledApps } from '@/lib/cookies';
import { notify } from '@/lib/notify';
import {
  applicationsQueryOptions,
  switchableApplications,
  type SessionApplication,
} from '@/lib/session/api/get-applications';
import { menuTreeQueryOptions } from '@/lib/session/api/get-menu-tree';
import { userInfoQueryOptions } from '@/lib/session/api/get-user-info';
import { hasSession } from '@/lib/session/has-session';
import { signOutLocally } from '@/lib/session/sign-out';
import { ERROR_MESSAGE_DURATION_MS } from '@console/contract/constants';
import { loginRedirect } from './guard';
import { viewerOf } from '@console/contract/access/menu-access';
import { buildRouteTable, landingPath } from './route-table';
import type { Session } from './session-context';

/**
 * The application whose menu to show: the stored choice while the user may still use it, else
 * the server's default (the platform application) when the user has it, else the first
 * application of the switcher (an organisation without the platform application).
 */
export function resolveAppKey(
  stored: string | undefined,
  apps: readonly SessionApplication[] | undefined,
): string | undefined {
  if (!apps) return undefined;
  const switchable = switchableApplications(apps);
  if (stored && switchable.some((app) => app.key === stored)) return stored;
  if (apps.length === 0 || apps.some((app) => app.key === DEFAULT_APP_KEY)) return undefined;
  return switchable[0]?.key;
}

export type SessionState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; session: Session };

/**
 * SPEC §4 first navigation: user info (empty -> "Verification failed"), the applications
 * (their keys go to the enabledApps cookie), then the menu tree of the current application.
 * A failure resets the session and goes to the login page.
 */
export function useSessionLoader(): SessionState {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const storedKey = appStore.useSelect((s) => s.appKey);

  const userQuery = useQuery(userInfoQueryOptions());
  const apps = useQuery(applicationsQueryOptions());
  const appsSettled = apps.isSuccess || apps.isError;
  const applications = useMemo(() => apps.data ?? [], [apps.data]);
  const appKey = resolveAppKey(storedKey, apps.data);
  const menu = useQuery({
    ...menuTreeQueryOptions(appKey),
    enabled: appsSettled && Boolean(userQuery.data) && hasSession(),
    // switching application keeps the old menu on screen until the new one is there
    placeholderData: (previous) => previous,
  });

  useEffect(() => {
    if (apps.data) setEnabledApps(apps.data.map((app) => app.key));
  }, [apps.data]);
  useEffect(() => {
    if (apps.data && storedKey && storedKey !== appKey) appActions.setAppKey(undefined);
  }, [apps.data, storedKey, appKey]);

  const enabledApps = useMemo(
    () => (apps.data ? apps.data.map((app) => app.key) : apps.isError ? getEnabledApps() : []),
    [apps.data, apps.isError],
  );

  const emptyUser = userQuery.isSuccess && (!userQuery.data || typeof userQuery.data.id !== 'number');
  const failure = useMemo(
    () => userQuery.error ?? menu.error ?? (emptyUser ? new Error('empty user') : null),
    [userQuery.error, menu.error, emptyUser],
  );

  const handled = useRef(false);
  useEffect(() => {
    if (!failure || handled.current) return;
    handled.current = true;
    if (emptyUser) notify.error(t('guard.verificationFailed'), ERROR_MESSAGE_DURATION_MS);
    else if (!(isApiError(failure) && failure.shown))
      notify.error(t('guard.failed'), ERROR_MESSAGE_DURATION_MS);
    signOutLocally();
    navigate(loginRedirect(location.pathname, location.search), { replace: true });
  }, [failure, emptyUser, navigate, location.pathname, location.search, t]);

  const menuTree = menu.data;
  const userInfo = userQuery.data;
  const routes = useMemo(
    () =>
      menuTree && userInfo
        ? buildRouteTable({ menuTree, enabledApps, appKey, viewer: viewerOf(userInfo) })
        : [],
    [menuTree, enabledApps, appKey, userInfo],
  );

  const user = userQuery.data;
  const resolvedKey =
    appKey ?? (applications.some((app) => app.key === DEFAULT_APP_KEY) ? DEFAULT_APP_KEY : undefined);
  // One object per change of what it holds: every consumer of the session context (the shell,
  // the menu, the tags, each route element) re-rendered whenever a query of the loader changed
  // state, even when none of the session's parts had (issue 12).
  const session = useMemo<Session | null>(
    () =>
      user && menuTree
        ? {
            user,
            applications,
            appKey: resolvedKey,
            menuTree,
            routes,
            landing: landingPath(routes, menuTree),
          }
        : null,
    [user, applications, resolvedKey, menuTree, routes],
  );
  const ready = session !== null && appsSettled;
  return useMemo<SessionState>(
    () =>
      failure
        ? { status: 'failed' }
        : ready && session
          ? { status: 'ready', session }
          : { status: 'loading' },
    [failure, ready, session],
  );
}
