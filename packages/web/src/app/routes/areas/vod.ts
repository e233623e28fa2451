import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

const VodCategories = lazyPage(() => import('@/features/vod/routes/vod-categories'));
const VodVideos = lazyPage(() => import('@/features/vod/routes/vod-videos'));
const VodVideoDetail = lazyPage(() => import('@/features/vod/routes/vod-video-detail'));

/** Video on demand: /vod and /schoolVod share the pages, scoped by product. */
export const PAGES: AreaPages = {
  videoTypeList: VodCategories,
  videoList: VodVideos,
  videoListInfo: VodVideoDetail,
  schoolVideoTypeList: VodCategories,
  schoolVideoList: VodVideos,
  schoolVideoListInfo: VodVideoDetail,
};
