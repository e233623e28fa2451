import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { firstMenuPage } from '@/app/routes/route-table';
import { appActions } from '@/app/stores/app-store';
import { menuTreeQueryOptions } from '@/lib/session/api/get-menu-tree';
import { updateUserApp } from '@/lib/session/api/update-user-app';
import { tagsActions } from './tags-view/tags-store';

/**
 * SPEC §4 "Switching application destroys routes and reloads them for the chosen key": load the
 * chosen application's menu, make it current (routes rebuild from it), remember the choice on
 * the server, close the old application's tabs and open its first page.
 */
export function useSwitchApp() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState<string | null>(null);

  const switchApp = useCallback(
    async (appKey: string) => {
      setSwitching(appKey);
      try {
        const tree = await queryClient.fetchQuery(menuTreeQueryOptions(appKey));
        appActions.setAppKey(appKey);
        tagsActions.closeAll();
        void updateUserApp({ defaultAppKey: appKey }).catch(() => undefined);
        navigate(firstMenuPage(tree) ?? '/dashboard');
      } catch {
        // the api client has shown the error; stay in the current application
      } finally {
        setSwitching(null);
      }
    },
    [queryClient, navigate],
  );

  return { switchApp, switching };
}
