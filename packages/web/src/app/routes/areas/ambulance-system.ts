import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** The ambulance platform's system pages (issue 18, ADR 0038); functions and the interface log are plain resource pages. */
export const PAGES: AreaPages = {
  ambulanceSystemSetting: lazyPage(() => import('@/features/ambulance-system/routes/ambulance-settings')),
  ambulanceAuthorizeManage: lazyPage(() => import('@/features/ambulance-system/routes/external-systems')),
};
