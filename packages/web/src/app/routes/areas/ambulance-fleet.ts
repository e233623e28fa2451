import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

const Attributes = lazyPage(() => import('@/features/ambulance-fleet/routes/attributes'));
const MedicalDevices = lazyPage(() => import('@/features/ambulance-fleet/routes/medical-devices'));

/** The ambulance fleet (issue 18, ADR 0040) and its emergency tasks (ADR 0045). */
export const PAGES: AreaPages = {
  ambulanceDeviceRecord: lazyPage(() => import('@/features/ambulance-fleet/routes/device-records')),
  hospitalManage: lazyPage(() => import('@/features/ambulance-fleet/routes/hospitals')),
  hospitalAttributes: Attributes,
  ambulanceDeviceAttributes: Attributes,
  ambulanceCameraAttributes: Attributes,
  ambulanceDeviceManage: lazyPage(() => import('@/features/ambulance-fleet/routes/vehicles')),
  ambulanceMonitorManage: MedicalDevices,
  medicalDeviceManage: MedicalDevices,
  medicalDeviceInsert: MedicalDevices,
  ambulanceMonitorList: lazyPage(() => import('@/features/ambulance-fleet/routes/monitor-list')),
  ambulanceCameraSourceList: lazyPage(() => import('@/features/ambulance-fleet/routes/cameras')),
  ambulanceLiveMap: lazyPage(() => import('@/features/ambulance-fleet/routes/live-map')),
  ambulanceTaskManage: lazyPage(() => import('@/features/ambulance-fleet/routes/tasks')),
  ambulanceTaskDetail: lazyPage(() => import('@/features/ambulance-fleet/routes/task-detail')),
};
