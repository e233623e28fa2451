import type { Language } from '@console/contract/constants';
import { Menu, type MenuProps } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { pageUrl } from '@/app/routes/route-table';
import { useSession } from '@/app/routes/session-context';
import { appStore } from '@/app/stores/app-store';
import { toAntdItems } from './antd-items';
import { routeAt } from './route-at';
import { activeMenuKey, ancestorKeys, toSidebarItems, type SidebarItem } from './menu-items';
import styles from './sidebar.module.css';

function findItem(items: readonly SidebarItem[], key: string): SidebarItem | undefined {
  for (const item of items) {
    if (item.key === key) return item;
    const found = item.children && findItem(item.children, key);
    if (found) return found;
  }
  return undefined;
}

export function SidebarMenu({ collapsed }: { collapsed: boolean }) {
  const { i18n, t } = useTranslation();
  const navigate = useNavigate();
  const { menuTree, applications, routes } = useSession();
  const { pathname } = useLocation();
  const current = appStore.useSelect((s) => s.current);
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';

  const items = useMemo(() => toSidebarItems(menuTree, lang), [menuTree, lang]);
  // The page being shown; until it has published itself, the route at the address.
  const trailPaths = useMemo(() => {
    const route = current?.pathname === pathname ? current.route : routeAt(routes, pathname);
    return route?.trail.map((step) => step.path) ?? [];
  }, [current, pathname, routes]);
  const selected = useMemo(() => activeMenuKey(items, trailPaths), [items, trailPaths]);

  // Open the submenus that lead to the current page, keeping what the user opened.
  const [opened, setOpened] = useState<string[]>([]);
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (selected && selected !== openedFor) {
    setOpenedFor(selected);
    const needed = ancestorKeys(items, selected) ?? [];
    // the same array when nothing is added: a new one re-rendered every item of the menu
    setOpened((keys) =>
      needed.every((key) => keys.includes(key)) ? keys : [...new Set([...keys, ...needed])],
    );
  }
  // Stable props: a new array or items list changes antd's menu context and re-renders every item.
  const selectedKeys = useMemo(() => (selected ? [selected] : []), [selected]);
  const antdItems = useMemo(
    () => toAntdItems(items, collapsed ? undefined : new Set(opened)),
    [items, collapsed, opened],
  );

  const onClick = useCallback<NonNullable<MenuProps['onClick']>>(
    ({ key }) => {
      const item = findItem(items, key);
      if (item?.external) window.open(key, '_blank', 'noopener,noreferrer');
      else navigate(pageUrl(key));
    },
    [items, navigate],
  );

  // The same element while its props are the same: the page publishing itself (the current
  // page, for the breadcrumb and tags) re-renders this component, and antd's Menu would render
  // every item again with it (issue 12).
  const menu = useMemo(
    () => (
      <Menu
        className={collapsed ? styles.menu : `${styles.menu} ${styles.wrapping}`}
        theme="dark"
        mode="inline"
        items={antdItems}
        selectedKeys={selectedKeys}
        // The expanded menu shows no tooltips (its labels are whole): without this antd still
        // wraps every first-level item in a closed Tooltip (issue 12). Collapsed, they name the icons.
        tooltip={collapsed ? undefined : false}
        {...(collapsed ? {} : { openKeys: opened, onOpenChange: setOpened })}
        onClick={onClick}
      />
    ),
    [collapsed, antdItems, selectedKeys, opened, onClick],
  );

  return (
    <nav aria-label={t('shell.mainMenu')}>
      {/* No menu: say why rather than show nothing — no application enabled for the company, or
          none of this application's pages in the user's role. */}
      {items.length === 0 && !collapsed && (
        <p className={styles.noMenus}>
          {t(applications.length > 0 ? 'shell.noMenusForRole' : 'shell.noMenus')}
        </p>
      )}
      {menu}
    </nav>
  );
}
