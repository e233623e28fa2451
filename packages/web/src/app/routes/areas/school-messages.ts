import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** School messages. */
export const PAGES: AreaPages = {
  schoolMessage: lazyPage(() => import('@/features/school-messages/routes/school-messages')),
  schoolMessageDetail: lazyPage(() => import('@/features/school-messages/routes/school-message-detail')),
};
