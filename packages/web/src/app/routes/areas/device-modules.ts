import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** Device modules. */
export const PAGES: AreaPages = {
  deviceModule: lazyPage(() => import('@/features/device-modules/routes/device-modules')),
};
