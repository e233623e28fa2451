import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

const Servers = lazyPage(() => import('@/features/servers/routes/servers'));
const ServerInfo = lazyPage(() => import('@/features/servers/routes/server-info'));

/** Servers (ADR 0029): one list and one info page for the nine kinds, by route; the live server's info page has the live streams on it. */
export const PAGES: AreaPages = {
  serverDatabase: Servers,
  serverDatabaseInfo: ServerInfo,
  streamServerManage: Servers,
  streamServerInfo: ServerInfo,
  rtcServer: Servers,
  rtcServerInfo: ServerInfo,
  mqttServerManage: Servers,
  mqttServerManageInfo: ServerInfo,
  monitorMqttServerManage: Servers,
  monitorMqttServerInfo: ServerInfo,
  storageServerManage: Servers,
  storageServerInfo: ServerInfo,
  liveServerManage: Servers,
  liveServerManageInfo: lazyPage(() => import('../live-server-info-page')),
  whiteBoard: Servers,
  whiteBoardInfo: ServerInfo,
  monitorStreamServer: Servers,
  monitorStreamServerInfo: ServerInfo,
  transmitServerManage: Servers,
  transmitServerInfo: ServerInfo,
};
