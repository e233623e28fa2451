import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** Quality-control statistics (issue 15). */
export const PAGES: AreaPages = {
  qcStatistics: lazyPage(() => import('@/features/qc-statistics/routes/qc-statistics')),
  qcStatisticsDetail: lazyPage(() => import('@/features/qc-statistics/routes/qc-statistics-detail')),
};
