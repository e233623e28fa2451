import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** Meeting rooms (issue 16) and their monitor wall, live over the console WebSocket. */
export const PAGES: AreaPages = {
  roomList: lazyPage(() => import('@/features/rooms/routes/rooms')),
  roomInfo: lazyPage(() => import('@/features/rooms/routes/room-info')),
  roomMonitor: lazyPage(() => import('@/features/rooms/routes/room-monitor')),
};
