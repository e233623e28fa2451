import { HEADER_SEARCH_THRESHOLD, type Language } from '@console/contract/constants';
import type { MenuNode } from '@console/contract/resources/menus';
import { fullPath } from '@console/contract/routes/walk';
import Fuse, { type IFuseOptions } from 'fuse.js/basic';
import { hasParams, isExternalPath, pageUrl, toRouterPath } from '@/app/routes/route-table';

/**
 * SPEC §2 header search: the pages of the sidebar's menu tree, found by title or path with
 * Fuse.js at threshold 0.4 (vue-element-admin HeaderSearch). Pure, so it is tested alone.
 */
export interface MenuSearchEntry {
  /** Router path to navigate to, or the URL of an external link. */
  path: string;
  title: string;
  /** Titles of the groups above, outermost first. */
  ancestors: string[];
  /** `A > B > Page`, what the option shows. */
  label: string;
  external: boolean;
}

export const TRAIL_SEPARATOR = ' > ';
/** More options than this help nobody; the best come first. */
export const MENU_SEARCH_LIMIT = 20;

function titleOf(node: MenuNode, lang: Language): string {
  return (lang === 'en' ? node.meta.titleEn || node.meta.title : node.meta.title).trim();
}

/**
 * Every page the sidebar can lead to: visible nodes without visible children (a group's page
 * is its children), parameter-free, with the titles of the visible groups above it. A group
 * named like its only page (the platform's 首页 / 首页) is said once.
 */
export function menuSearchEntries(tree: readonly MenuNode[], lang: Language): MenuSearchEntry[] {
  const entries = new Map<string, MenuSearchEntry>();
  const visit = (nodes: readonly MenuNode[], parentPath: string, ancestors: string[]) => {
    for (const node of nodes) {
      if (node.hidden) continue;
      const external = isExternalPath(node.path);
      const path = external ? node.path : toRouterPath(fullPath(parentPath, node.path));
      const title = titleOf(node, lang);
      const children = external ? [] : node.children.filter((child) => !child.hidden);
      if (children.length > 0) {
        visit(children, path, title && ancestors.at(-1) !== title ? [...ancestors, title] : ancestors);
        continue;
      }
      if (!title || (!external && hasParams(path)) || entries.has(path)) continue;
      const trail = ancestors.at(-1) === title ? ancestors.slice(0, -1) : ancestors;
      entries.set(path, {
        path: external ? path : pageUrl(path),
        title,
        ancestors: trail,
        label: [...trail, title].join(TRAIL_SEPARATOR),
        external,
      });
    }
  };
  visit(tree, '', []);
  return [...entries.values()];
}

export const MENU_SEARCH_OPTIONS: IFuseOptions<MenuSearchEntry> = {
  threshold: HEADER_SEARCH_THRESHOLD,
  shouldSort: true,
  minMatchCharLength: 1,
  // the page's own title counts most, then its groups, then the path
  keys: [
    { name: 'title', weight: 0.6 },
    { name: 'ancestors', weight: 0.2 },
    { name: 'path', weight: 0.2 },
  ],
};

/** Where `query` matches `text` read as pinyin (full, initials or mixed), or false. */
export type PinyinMatcher = (text: string, query: string) => [number, number] | false;

/** Latin letters only: what someone types who reads a Chinese title by its pinyin. */
const PINYIN_QUERY = /^[a-z]+$/i;

/**
 * Matches by pinyin ("qygl" or "qiye" for 企业管理): the page's own title first, earliest
 * match first, then its groups. Fuse cannot do this: it compares characters.
 */
function pinyinMatches(
  entries: readonly MenuSearchEntry[],
  query: string,
  match: PinyinMatcher,
): MenuSearchEntry[] {
  const ranked: { entry: MenuSearchEntry; rank: number }[] = [];
  for (const entry of entries) {
    const own = match(entry.title, query);
    if (own) {
      ranked.push({ entry, rank: own[0] });
      continue;
    }
    if (entry.ancestors.some((title) => match(title, query))) ranked.push({ entry, rank: 1000 });
  }
  return ranked.sort((a, b) => a.rank - b.rank).map((r) => r.entry);
}

/**
 * A search over the entries: best match first, at most {@link MENU_SEARCH_LIMIT}. With a pinyin
 * matcher (Chinese titles), pinyin matches come before Fuse's.
 */
export function createMenuSearch(
  entries: readonly MenuSearchEntry[],
  pinyin?: PinyinMatcher,
): (query: string) => MenuSearchEntry[] {
  const fuse = new Fuse(entries, MENU_SEARCH_OPTIONS);
  return (query) => {
    const trimmed = query.trim();
    if (!trimmed) return [];
    const fuzzy = fuse.search(trimmed, { limit: MENU_SEARCH_LIMIT }).map((result) => result.item);
    if (!pinyin || !PINYIN_QUERY.test(trimmed)) return fuzzy;
    const byPinyin = pinyinMatches(entries, trimmed.toLowerCase(), pinyin);
    return [...new Set([...byPinyin, ...fuzzy])].slice(0, MENU_SEARCH_LIMIT);
  };
}
