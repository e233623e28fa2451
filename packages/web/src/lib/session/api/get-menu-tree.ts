import { PATHS } from '@console/contract/api/paths';
import type { MenuNode } from '@console/contract/resources/menus';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hasSession } from '../has-session';
import { SESSION_QUERY_KEY } from './session-query-key';

/** The menu tree of one application, already filtered by the server for the caller. */
export async function getMenuTree(appKey: string | undefined): Promise<MenuNode[]> {
  const tree = await api.get<MenuNode[] | null>(PATHS.menuUserTree, { params: { appKey } });
  return tree ?? [];
}

/** Every application's menu tree (invalidate this to reload the sidebar after a menu change). */
export const MENU_TREE_QUERY_KEY = [...SESSION_QUERY_KEY, 'menu-tree'] as const;

export const menuTreeQueryOptions = (appKey: string | undefined) =>
  queryOptions({
    queryKey: [...MENU_TREE_QUERY_KEY, appKey ?? ''],
    queryFn: () => getMenuTree(appKey),
    staleTime: 5 * 60_000,
    enabled: hasSession,
  });

export function useMenuTree(appKey: string | undefined) {
  return useQuery(menuTreeQueryOptions(appKey));
}
