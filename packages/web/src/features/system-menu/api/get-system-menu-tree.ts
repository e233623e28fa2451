import { PATHS } from '@console/contract/api/paths';
import type { MenuTreeRecord } from '@console/contract/resources/menus';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every menu record of every application, nested (cloudAdmin only). */
export async function getSystemMenuTree(): Promise<MenuTreeRecord[]> {
  const tree = await api.get<MenuTreeRecord[] | null>(PATHS.menuAllTree);
  return tree ?? [];
}

export const systemMenuTreeQueryOptions = () =>
  queryOptions({
    queryKey: ['system-menu', 'tree'],
    queryFn: getSystemMenuTree,
  });

export function useSystemMenuTree() {
  return useQuery(systemMenuTreeQueryOptions());
}
