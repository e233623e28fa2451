import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** Guardianship records (issue 15). */
export const PAGES: AreaPages = {
  guardianshipRecords: lazyPage(() => import('@/features/vitals/routes/guardianship-records')),
};
