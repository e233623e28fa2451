import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** An administrator's public information. */
export const PAGES: AreaPages = {
  publicAdminDetailInfo: lazyPage(() => import('@/features/admin-info/routes/admin-detail-info')),
};
