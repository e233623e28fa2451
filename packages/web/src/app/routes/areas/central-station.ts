import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** The central station and a bed's monitor (issue 15). */
export const PAGES: AreaPages = {
  centralStation: lazyPage(() => import('@/features/central-station/routes/central-station')),
  bedMonitor: lazyPage(() => import('@/features/central-station/routes/bed-monitor')),
};
