import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

const Lives = lazyPage(() => import('@/features/lives/routes/lives'));
const LiveDetail = lazyPage(() => import('@/features/lives/routes/live-detail'));

/** Live streams (issue 16): both menus show the same streams; the detail's other tabs open the same page (ADR 28); chat audit and online open in a new tab. The stream monitor wall shows live streams and monitor stream sources (where both features meet). */
export const PAGES: AreaPages = {
  liveManage: Lives,
  liveListManage: Lives,
  liveDetail: LiveDetail,
  liveInfo: LiveDetail,
  liveListDetail: LiveDetail,
  liveListInfo: LiveDetail,
  streaming: lazyPage(() => import('../stream-monitor-page')),
  liveFileShare: LiveDetail,
  liveDeviceInfo: LiveDetail,
  liveOnlineDevice: LiveDetail,
  liveOnlineAccount: LiveDetail,
  liveListFileShare: LiveDetail,
  liveListDeviceInfo: LiveDetail,
  liveListOnlineDevice: LiveDetail,
  liveListOnlineAccount: LiveDetail,
  liveChatAudit: lazyPage(() => import('@/features/lives/routes/chat-audit')),
  liveOnline: lazyPage(() => import('@/features/lives/routes/live-online')),
};
