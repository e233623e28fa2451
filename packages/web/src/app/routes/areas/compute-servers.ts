import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** AI compute servers (issue 20, ADR 0035). */
export const PAGES: AreaPages = {
  computilityManage: lazyPage(() => import('@/features/compute-servers/routes/compute-servers')),
};
