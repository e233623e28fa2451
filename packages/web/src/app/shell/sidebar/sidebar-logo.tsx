import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import logo from '@/assets/logo.svg';
import styles from './sidebar.module.css';
import { useBrandName } from '@/lib/branding/use-brand-name';

export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const brand = useBrandName();
  return (
    <Link
      to="/"
      className={collapsed ? `${styles.logo} ${styles.collapsed}` : styles.logo}
      // A name that starts with the visible product name (WCAG 2.5.3 label in name).
      aria-label={collapsed ? t('shell.home') : `${brand}, ${t('shell.home')}`}
      style={{ color: token.colorTextLightSolid }}
    >
      <img src={logo} alt="" className={styles.logoImage} />
      {!collapsed && <span className={styles.logoTitle}>{brand}</span>}
    </Link>
  );
}
