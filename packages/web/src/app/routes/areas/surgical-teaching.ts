import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** Surgical teaching (issue 19, ADR 0042); devices, icons and departments are plain resource pages. */
export const PAGES: AreaPages = {
  opOrganEditInfo: lazyPage(() => import('@/features/surgical-teaching/routes/organ-edit')),
  opCourses: lazyPage(() => import('@/features/surgical-teaching/routes/courses')),
  opCoursesEditInfo: lazyPage(() => import('@/features/surgical-teaching/routes/course-edit')),
  opPlayVideo: lazyPage(() => import('@/features/surgical-teaching/routes/play-video')),
};
