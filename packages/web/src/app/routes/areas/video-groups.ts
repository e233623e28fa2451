import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** Video groups and their editor. */
export const PAGES: AreaPages = {
  videoGroupManage: lazyPage(() => import('@/features/video-groups/routes/video-groups')),
  addVideoGrouping: lazyPage(() => import('@/features/video-groups/routes/video-group-editor')),
};
