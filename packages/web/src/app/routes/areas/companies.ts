import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

const CompanyDetail = lazyPage(() => import('@/features/companies/routes/company-detail'));

/** Companies (the platform's customers), their detail tabs and advanced settings. */
export const PAGES: AreaPages = {
  companyManage: lazyPage(() => import('@/features/companies/routes/companies')),
  companyDetail: CompanyDetail,
  customerBaseInfo: CompanyDetail,
  customerPermission: CompanyDetail,
  customerAttribute: CompanyDetail,
  companyAdvance: lazyPage(() => import('@/features/companies/routes/company-advance')),
  monitorIndicatorSetting: CompanyDetail,
};
