import type { Language } from '@console/contract/constants';
import type { MenuNode } from '@console/contract/resources/menus';
import { fullPath } from '@console/contract/routes/walk';
import { isExternalPath, toRouterPath } from '@/app/routes/route-table';

/**
 * The sidebar from the server's menu tree, with vue-element-admin's SidebarItem rules:
 * hidden nodes are skipped; a parent with exactly one visible child shows that child in its
 * place (keeping the parent's icon when the child has none); a parent whose children are all
 * hidden is a plain link to itself.
 */
export interface SidebarItem {
  /** Absolute router path, or the URL of an external link. */
  key: string;
  label: string;
  icon: string | null;
  external: boolean;
  children?: SidebarItem[];
}

function title(node: MenuNode, lang: Language): string {
  return lang === 'en' ? node.meta.titleEn || node.meta.title : node.meta.title;
}

function resolve(node: MenuNode, parentPath: string): string {
  return isExternalPath(node.path) ? node.path : toRouterPath(fullPath(parentPath, node.path));
}

function toItem(
  node: MenuNode,
  parentPath: string,
  lang: Language,
  inheritedIcon: string | null,
): SidebarItem {
  const key = resolve(node, parentPath);
  const icon = node.meta.icon || inheritedIcon;
  const visible = node.children.filter((child) => !child.hidden);
  if (visible.length === 1 && visible[0]) {
    return toItem(visible[0], key, lang, icon);
  }
  const item: SidebarItem = { key, label: title(node, lang), icon, external: isExternalPath(node.path) };
  if (visible.length > 1) item.children = visible.map((child) => toItem(child, key, lang, null));
  return item;
}

export function toSidebarItems(tree: readonly MenuNode[], lang: Language, parentPath = ''): SidebarItem[] {
  return tree.filter((node) => !node.hidden).map((node) => toItem(node, parentPath, lang, null));
}

/** Keys of the submenus that lead to `key`, outermost first (the sidebar's open keys). */
export function ancestorKeys(
  items: readonly SidebarItem[],
  key: string,
  trail: string[] = [],
): string[] | null {
  for (const item of items) {
    if (item.key === key) return trail;
    if (item.children) {
      const found = ancestorKeys(item.children, key, [...trail, item.key]);
      if (found) return found;
    }
  }
  return null;
}

/** Every leaf key, for matching the current route to its menu entry. */
export function leafKeys(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => (item.children ? leafKeys(item.children) : [item.key]));
}

/**
 * The menu entry to highlight for a route: the route itself if it is a leaf, otherwise the
 * nearest ancestor in its trail that is (a detail page lights up its list).
 */
export function activeMenuKey(items: readonly SidebarItem[], trailPaths: readonly string[]): string | null {
  const leaves = new Set(leafKeys(items));
  for (let i = trailPaths.length - 1; i >= 0; i -= 1) {
    const path = trailPaths[i];
    if (path && leaves.has(path)) return path;
  }
  return null;
}
