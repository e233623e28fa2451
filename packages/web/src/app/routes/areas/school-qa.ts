import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** School questions and answers. */
export const PAGES: AreaPages = {
  schoolQaList: lazyPage(() => import('@/features/school-qa/routes/questions')),
  schoolQaDetail: lazyPage(() => import('@/features/school-qa/routes/question-detail')),
};
