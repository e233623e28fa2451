import { PATHS } from '@console/contract/api/paths';
import type { MenuRecord, MenuSetInput } from '@console/contract/resources/menus';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { allMenusQueryOptions } from '@/engine/menu-tree-input';
import { api } from '@/lib/api-client';
import { MENU_TREE_QUERY_KEY } from '@/lib/session/api/get-menu-tree';
import { menuKeys } from './keys';

/** Creates a menu, or updates it when `id` is given. */
export function setMenu(input: MenuSetInput): Promise<MenuRecord> {
  return api.post<MenuRecord>(PATHS.menuSet, input);
}

/** After a change: this page's trees, the role editor's menu tree and the sidebar's menus. */
export function invalidateMenus(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...menuKeys.all, 'tree'] }),
    queryClient.invalidateQueries({ queryKey: allMenusQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: MENU_TREE_QUERY_KEY }),
  ]);
}

export function useSetMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMenu,
    onSuccess: () => invalidateMenus(queryClient),
  });
}
