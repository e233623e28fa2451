import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** Device groups. */
export const PAGES: AreaPages = {
  deviceGroupManage: lazyPage(() => import('@/features/device-groups/routes/device-groups')),
};
