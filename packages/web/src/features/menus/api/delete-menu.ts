import { PATHS } from '@console/contract/api/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateMenus } from './set-menu';

/** Deletes a menu; the server refuses one with sub-menus or a system menu. */
export function deleteMenu(id: number): Promise<unknown> {
  return api.post<unknown>(PATHS.menuDel, { id });
}

export function useDeleteMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMenu,
    onSuccess: () => invalidateMenus(queryClient),
  });
}
