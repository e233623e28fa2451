import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { PATHS_WEB } from '@/config/paths';

/** Storage key the opener window reads (vue-element-admin `auth-redirect`). */
export const OAUTH_CODE_KEY = 'x-admin-oauth-code';

/**
 * SPEC `/auth-redirect`: the landing page of a third-party sign-in popup. It hands the query
 * (the provider's code) to the console window that opened it and closes; opened directly, it
 * goes to the login page.
 */
export default function AuthRedirectPage() {
  const { t } = useTranslation();
  const popup = typeof window !== 'undefined' && window.opener !== null && window.opener !== window;
  useEffect(() => {
    if (!popup) return;
    try {
      window.localStorage.setItem(OAUTH_CODE_KEY, window.location.search.slice(1));
    } finally {
      window.close();
    }
  }, [popup]);
  useEffect(() => {
    document.title = t('authRedirect.title');
  }, [t]);
  if (!popup) return <Navigate to={PATHS_WEB.login} replace />;
  return <PageLoading fullscreen />;
}
