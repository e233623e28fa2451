import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** Upgrade packages and their rollouts (issue 17). */
export const PAGES: AreaPages = {
  upgrade: lazyPage(() => import('@/features/upgrades/routes/upgrades')),
  upgradeDetail: lazyPage(() => import('@/features/upgrades/routes/upgrade-detail')),
  aiServerUpgrade: lazyPage(() => import('@/features/upgrades/routes/compute-upgrades')),
};
