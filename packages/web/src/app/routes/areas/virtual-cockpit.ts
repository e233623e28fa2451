import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** The virtual cockpit: call groups, call logs and chat phrases. */
export const PAGES: AreaPages = {
  mcVirtualCockpitCallGroup: lazyPage(() => import('@/features/virtual-cockpit/routes/call-groups')),
  mcVirtualCockpitCallGroupInfo: lazyPage(
    () => import('@/features/virtual-cockpit/routes/call-group-detail'),
  ),
  vcCallLogHistory: lazyPage(() => import('@/features/virtual-cockpit/routes/call-logs')),
  mcChatTerminology: lazyPage(() => import('@/features/virtual-cockpit/routes/chat-phrases')),
};
