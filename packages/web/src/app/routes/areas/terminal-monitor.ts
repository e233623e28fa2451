import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** The terminal monitor and stream settings (live over the console WebSocket). */
export const PAGES: AreaPages = {
  terminal: lazyPage(() => import('@/features/terminal-monitor/routes/terminal-monitor')),
  monitorAccountInfo: lazyPage(() => import('@/features/terminal-monitor/routes/monitor-account-info')),
  terminalStream: lazyPage(() => import('@/features/terminal-monitor/routes/terminal-streams')),
  terminalStreamSetting: lazyPage(
    () => import('@/features/terminal-monitor/routes/terminal-stream-settings'),
  ),
  terminalStreamGroup: lazyPage(() => import('@/features/terminal-monitor/routes/terminal-stream-groups')),
  accountStreamMonitorSetting: lazyPage(
    () => import('@/features/terminal-monitor/routes/account-stream-monitor'),
  ),
  accountStreamMonitor: lazyPage(() => import('@/features/terminal-monitor/routes/account-streams')),
};
