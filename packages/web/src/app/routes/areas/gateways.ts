import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

const GatewayUserDetail = lazyPage(() => import('@/features/gateways/routes/gateway-user-detail'));

/** Application gateways and their applet users (issue 20). */
export const PAGES: AreaPages = {
  gatewayManage: lazyPage(() => import('@/features/gateways/routes/gateways')),
  gatewayDetail: lazyPage(() => import('@/features/gateways/routes/gateway-detail')),
  gatewayUserList: lazyPage(() => import('@/features/gateways/routes/gateway-users')),
  gatewayUserDetail: GatewayUserDetail,
  gatewayUser: lazyPage(() => import('@/features/gateways/routes/app-users')),
  gatewayUserInfo: GatewayUserDetail,
  appServiceUserManage: lazyPage(() => import('@/features/gateways/routes/app-service-users')),
  appServiceUserAudit: lazyPage(() => import('@/features/gateways/routes/app-service-user-audit')),
};
