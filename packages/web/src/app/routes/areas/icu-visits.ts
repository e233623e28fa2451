import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** ICU visitation (issue 14): visits and registrations. */
export const PAGES: AreaPages = {
  icuVisitManage: lazyPage(() => import('@/features/icu-visits/routes/visits')),
  icuRegisterRecord: lazyPage(() => import('@/features/icu-visits/routes/registrations')),
};
