import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** Device UI addresses and fused meetings. */
export const PAGES: AreaPages = {
  deviceUiUrl: lazyPage(() => import('@/features/device-settings/routes/device-ui-urls')),
  fuseMeeting: lazyPage(() => import('@/features/device-settings/routes/fuse-meetings')),
};
