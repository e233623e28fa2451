import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '@console/contract/constants';
import { Layout, theme } from 'antd';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@/app/routes/session-context';
import { appActions, appStore } from '@/app/stores/app-store';
import { isPlatformUser } from '@/engine/use-resource-access';
import { Navbar } from './navbar/navbar';
import { ServerDownNotifier } from './server-down-notifier';
import styles from './shell.module.css';
import { settingsActions, settingsStore } from './settings/settings-store';
import { Sidebar } from './sidebar/sidebar';
import { tagsActions } from './tags-view/tags-store';
import { TagsView } from './tags-view/tags-view';
import { useDeviceWatcher } from './use-device';

// Only screens below 992 px use the drawer: desktop pages never load it.
const MobileSidebar = lazy(() => import('./mobile-sidebar'));

/** SPEC §2 common layout: sidebar, navbar, tags view and the page. */
export function Shell() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const opened = appStore.useSelect((s) => s.sidebarOpened);
  const device = appStore.useSelect((s) => s.device);
  const mobile = device === 'mobile';
  const tagsView = settingsStore.useSelect((s) => s.tagsView);
  const fixedHeader = settingsStore.useSelect((s) => s.fixedHeader);
  const { user, routes } = useSession();
  useDeviceWatcher();

  // Open tabs and settings survive a reload (kept per user; only those whose routes still exist come back).
  useEffect(() => {
    tagsActions.restore(
      user.id,
      routes.filter((route) => route.allowed),
    );
  }, [user, routes]);
  useEffect(() => settingsActions.forUser(user.id), [user.id]);

  // SPEC §2: scroll resets on navigation; on mobile the sidebar closes. Not on the first page:
  // it starts at the top, and scrolling there forced a layout of the half-built page before
  // its first paint (~290 ms at 4x CPU slowdown, issue 12).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0 });
    if (appStore.get().device === 'mobile') appActions.closeSidebar();
  }, [pathname]);

  const siderWidth = opened ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH;
  return (
    <Layout className={styles.shell}>
      {isPlatformUser(user) && <ServerDownNotifier />}
      <a href="#main-content" className={styles.skipLink} style={{ background: token.colorBgContainer }}>
        {t('shell.skipToContent')}
      </a>
      {mobile ? (
        <Suspense fallback={null}>
          <MobileSidebar open={opened} />
        </Suspense>
      ) : (
        <Layout.Sider
          className={styles.sider}
          width={SIDEBAR_WIDTH}
          collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
          collapsed={!opened}
          trigger={null}
        >
          <Sidebar collapsed={!opened} />
        </Layout.Sider>
      )}
      <Layout className={styles.main} style={{ marginLeft: mobile ? 0 : siderWidth }}>
        <header
          className={fixedHeader ? `${styles.header} ${styles.fixedHeader}` : styles.header}
          style={{ background: token.colorBgContainer, boxShadow: token.boxShadowTertiary }}
        >
          <Navbar />
          {tagsView && <TagsView />}
        </header>
        <Layout.Content id="main-content" tabIndex={-1} className={styles.content}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
