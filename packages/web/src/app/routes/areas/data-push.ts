import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** Data push targets and their delivery log (ADR 0018). */
export const PAGES: AreaPages = {
  dataPush: lazyPage(() => import('@/features/data-push/routes/data-push')),
};
