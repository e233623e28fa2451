import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

const AdminDetail = lazyPage(() => import('@/features/admins/routes/admin-detail'));

/** Enterprise administrators and their detail. */
export const PAGES: AreaPages = {
  enterpriseAdministrator: lazyPage(() => import('@/features/admins/routes/admins')),
  adminDetail: AdminDetail,
  adminInfo: AdminDetail,
};
