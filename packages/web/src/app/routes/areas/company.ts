import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** The customer's own company information. */
export const PAGES: AreaPages = {
  publicCompanyInfo: lazyPage(() => import('@/features/company/routes/company-info')),
};
