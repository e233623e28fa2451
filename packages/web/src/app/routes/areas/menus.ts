import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** System menus. */
export const PAGES: AreaPages = {
  menuManage: lazyPage(() => import('@/features/menus/routes/menus')),
};
