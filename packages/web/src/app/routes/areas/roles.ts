import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** Roles. */
export const PAGES: AreaPages = {
  roleManage: lazyPage(() => import('@/features/roles/routes/roles')),
};
