import { PATHS } from '@console/contract/api/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MENU_TREE_QUERY_KEY } from '@/lib/session/api/get-menu-tree';
import { systemMenuTreeQueryOptions } from './get-system-menu-tree';

/** What `menu/initialize` answers: how many catalogue menus were added or brought up to date. */
export interface InitializeResult {
  count: number;
}

/** Rebuilds the system menus of every application from the route catalogue. */
export function initializeSystemMenus(): Promise<InitializeResult> {
  return api.post<InitializeResult>(PATHS.menuInitialize);
}

/** The mutation; afterwards the menu tree here and the sidebar's menu are loaded again. */
export function useInitializeSystemMenus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initializeSystemMenus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: systemMenuTreeQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: MENU_TREE_QUERY_KEY }),
      ]),
  });
}
