import type { MenuProps } from 'antd';
import { MenuIcon } from './menu-icon';
import type { SidebarItem } from './menu-items';

type MenuItem = Required<MenuProps>['items'][number];

/**
 * antd's items for the menu. `opened` (the open submenus' keys) leaves the items of closed
 * submenus out: antd's Menu renders every item it is given twice (once to register its key
 * path, once to show it), and the platform's menu has a few hundred items behind a dozen closed
 * submenus (issue 12). A closed submenu keeps its title and arrow; its items come with the
 * render that opens it. Without `opened` (the collapsed sidebar, whose submenus open as popups
 * on hover) every item is given.
 */
export function toAntdItems(items: readonly SidebarItem[], opened?: ReadonlySet<string>): MenuItem[] {
  return items.map((item) => ({
    key: item.key,
    // A long label (English) wraps rather than being cut; the title repeats it on hover.
    label: <span title={item.label}>{item.label}</span>,
    icon: item.icon ? <MenuIcon name={item.icon} /> : undefined,
    children: item.children
      ? !opened || opened.has(item.key)
        ? toAntdItems(item.children, opened)
        : []
      : undefined,
  }));
}
