import type { Language } from '@console/contract/constants';
import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { pageUrl } from '@/app/routes/route-table';
import { useSession } from '@/app/routes/session-context';
import { appStore } from '@/app/stores/app-store';
import { MenuIcon } from './menu-icon';
import { activeMenuKey, ancestorKeys, toSidebarItems, type SidebarItem } from './menu-items';
import styles from './sidebar.module.css';

type MenuItem = Required<MenuProps>['items'][number];

function toAntdItems(items: readonly SidebarItem[]): MenuItem[] {
  return items.map((item) => ({
    key: item.key,
    // A long label (English) wraps rather than being cut; the title repeats it on hover.
    label: <span title={item.label}>{item.label}</span>,
    icon: item.icon ? <MenuIcon name={item.icon} /> : undefined,
    children: item.children ? toAntdItems(item.children) : undefined,
  }));
}

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
  const { menuTree, applications } = useSession();
  const current = appStore.use((s) => s.current);
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';

  const items = useMemo(() => toSidebarItems(menuTree, lang), [menuTree, lang]);
  const antdItems = useMemo(() => toAntdItems(items), [items]);
  const trailPaths = useMemo(() => current?.route.trail.map((step) => step.path) ?? [], [current]);
  const selected = activeMenuKey(items, trailPaths);

  // Open the submenus that lead to the current page, keeping what the user opened.
  const [opened, setOpened] = useState<string[]>([]);
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (selected && selected !== openedFor) {
    setOpenedFor(selected);
    const needed = ancestorKeys(items, selected) ?? [];
    setOpened((keys) => [...new Set([...keys, ...needed])]);
  }

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = findItem(items, key);
    if (item?.external) window.open(key, '_blank', 'noopener,noreferrer');
    else navigate(pageUrl(key));
  };

  return (
    <nav aria-label={t('shell.mainMenu')}>
      {/* No menu: say why rather than show nothing — no application enabled for the company, or
          none of this application's pages in the user's role. */}
      {items.length === 0 && !collapsed && (
        <p className={styles.noMenus}>
          {t(applications.length > 0 ? 'shell.noMenusForRole' : 'shell.noMenus')}
        </p>
      )}
      <Menu
        className={collapsed ? styles.menu : `${styles.menu} ${styles.wrapping}`}
        theme="dark"
        mode="inline"
        items={antdItems}
        selectedKeys={selected ? [selected] : []}
        {...(collapsed ? {} : { openKeys: opened, onOpenChange: setOpened })}
        onClick={onClick}
      />
    </nav>
  );
}
