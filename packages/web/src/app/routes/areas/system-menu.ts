import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** Initialising the system menus. */
export const PAGES: AreaPages = {
  initializeSysMenu: lazyPage(() => import('@/features/system-menu/routes/initialize-sys-menu')),
};
