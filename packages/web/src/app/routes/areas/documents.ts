import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** The document centre. */
export const PAGES: AreaPages = {
  documentIndex: lazyPage(() => import('@/features/documents/routes/document-centre')),
  documentList: lazyPage(() => import('@/features/documents/routes/documents')),
  documentDetail: lazyPage(() => import('@/features/documents/routes/document-detail')),
};
