import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

const CameraDetail = lazyPage(() => import('@/features/network-cameras/routes/camera-detail'));

/** Network cameras, their detail tabs and monitor settings. */
export const PAGES: AreaPages = {
  networkCameraManage: lazyPage(() => import('@/features/network-cameras/routes/network-cameras')),
  cameraDetail: CameraDetail,
  cameraInfo: CameraDetail,
  cameraVisitSetting: CameraDetail,
  aiIcuCameraMonitorSetting: lazyPage(
    () => import('@/features/network-cameras/routes/camera-monitor-settings'),
  ),
  cameraMonitorSetting: CameraDetail,
};
