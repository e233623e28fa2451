import { PATHS } from '@console/contract/api/paths';
import type { MenuTreeRecord } from '@console/contract/resources/menus';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { menuKeys } from './keys';

/** Every menu record of one application, nested. */
export async function getMenuTree(appKey: string, signal?: AbortSignal): Promise<MenuTreeRecord[]> {
  const tree = await api.get<MenuTreeRecord[] | null>(PATHS.menuAllTree, { params: { appKey }, signal });
  return (tree ?? []).filter((record) => record.appKey === appKey);
}

export const menuTreeQueryOptions = (appKey: string) =>
  queryOptions({
    queryKey: menuKeys.tree(appKey),
    queryFn: ({ signal }) => getMenuTree(appKey, signal),
  });

export function useMenuTree(appKey: string) {
  return useQuery(menuTreeQueryOptions(appKey));
}
