import { appStore } from '@/app/stores/app-store';
import { LanguageSelect } from '@/components/language-select';
import { AppSwitcher } from './app-switcher';
import { Breadcrumb } from './breadcrumb';
import { FullscreenToggle } from './fullscreen-toggle';
import { Hamburger } from './hamburger';
import styles from './navbar.module.css';
import { SizeSelect } from './size-select';
import { UserDropdown } from './user-dropdown';

/** SPEC §2 navbar: hamburger, application switcher, breadcrumb; tools and the user on the right. */
export function Navbar() {
  const mobile = appStore.use((s) => s.device === 'mobile');
  return (
    <div className={styles.navbar}>
      <div className={styles.left}>
        <Hamburger />
        <AppSwitcher compact={mobile} />
        {!mobile && <Breadcrumb />}
      </div>
      <div className={styles.right}>
        {!mobile && <FullscreenToggle />}
        {!mobile && <SizeSelect />}
        <LanguageSelect />
        <UserDropdown compact={mobile} />
      </div>
    </div>
  );
}
