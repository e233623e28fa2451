import { USER_TYPES } from '@console/contract/access/identity';
import { lazy, Suspense } from 'react';
import { useSession } from '@/app/routes/session-context';
import { appStore } from '@/app/stores/app-store';
import { LanguageSelect } from '@/components/language-select';
import { AppSwitcher } from './app-switcher';
import { Breadcrumb } from './breadcrumb';
import { FullscreenToggle } from './fullscreen-toggle';
import { Hamburger } from './hamburger';
import styles from './navbar.module.css';
import { SizeSelect } from './size-select';
import { UserDropdown } from './user-dropdown';

// Tools loaded after the shell (their code, Fuse.js and the colour picker stay out of it).
const HeaderSearch = lazy(() => import('../header-search/header-search'));
const ErrorLogButton = lazy(() => import('../error-log/error-log-button'));
const SettingsButton = lazy(() => import('../settings/settings-button'));
// Only members are sent school notifications: nobody else loads or asks for an inbox.
const InboxButton = lazy(() => import('../inbox/inbox-button'));

/** SPEC §2 navbar: hamburger, application switcher, breadcrumb; tools and the user on the right. */
export function Navbar() {
  const mobile = appStore.useSelect((s) => s.device === 'mobile');
  const { user } = useSession();
  return (
    <div className={styles.navbar}>
      <div className={styles.left}>
        <Hamburger />
        <AppSwitcher compact={mobile} />
        {!mobile && <Breadcrumb />}
      </div>
      <div className={styles.right}>
        {!mobile && (
          <Suspense fallback={null}>
            <HeaderSearch />
          </Suspense>
        )}
        {user.userType === USER_TYPES.member && (
          <Suspense fallback={null}>
            <InboxButton userId={user.id} />
          </Suspense>
        )}
        <Suspense fallback={null}>
          <ErrorLogButton />
        </Suspense>
        {!mobile && <FullscreenToggle />}
        {!mobile && <SizeSelect />}
        <LanguageSelect />
        <Suspense fallback={null}>
          <SettingsButton />
        </Suspense>
        <UserDropdown compact={mobile} />
      </div>
    </div>
  );
}
