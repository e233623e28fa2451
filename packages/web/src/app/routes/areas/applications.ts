import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** Applications: produced, the customer's own and their detail. */
export const PAGES: AreaPages = {
  produceApplication: lazyPage(() => import('@/features/applications/routes/produce-applications')),
  myApplication: lazyPage(() => import('@/features/applications/routes/my-applications')),
  myApplicationDetail: lazyPage(() => import('@/features/applications/routes/my-application-detail')),
};
