import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** The signed-in user's profile. */
export const PAGES: AreaPages = {
  profile: lazyPage(() => import('@/features/profile/routes/profile')),
};
