import { Breadcrumb as AntdBreadcrumb, type BreadcrumbProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HOME_ROUTE_NAMES } from '../tags-view/tags-rules';
import { appStore } from '@/app/stores/app-store';
import { hasParams } from '@/app/routes/route-table';
import styles from './navbar.module.css';

/** Home, then the current page's ancestors and the page itself (vue-element-admin Breadcrumb). */
export function Breadcrumb() {
  const { t, i18n } = useTranslation();
  const current = appStore.useSelect((s) => s.current);
  if (!current) return null;

  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const trail = current.route.trail;
  const isHome = trail.some((step) => HOME_ROUTE_NAMES.includes(step.name));
  const items: NonNullable<BreadcrumbProps['items']> = [];
  if (!isHome) items.push({ key: 'home', title: <Link to="/">{t('shell.dashboard')}</Link> });
  trail.forEach((step, index) => {
    const last = index === trail.length - 1;
    const label = step.title[lang];
    // a group named like its only page (the platform's 首页 / 首页) is said once
    if (!last && trail[index + 1]?.title[lang] === label) return;
    items.push({
      key: step.path,
      title:
        last || hasParams(step.path) ? (
          <span aria-current={last ? 'page' : undefined}>{label}</span>
        ) : (
          <Link to={step.path}>{label}</Link>
        ),
    });
  });

  return (
    <nav aria-label={t('shell.breadcrumb')} className={styles.breadcrumb}>
      <AntdBreadcrumb items={items} />
    </nav>
  );
}
