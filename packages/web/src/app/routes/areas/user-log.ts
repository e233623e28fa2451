import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** The user log. */
export const PAGES: AreaPages = {
  userLog: lazyPage(() => import('@/features/user-log/routes/user-log')),
};
