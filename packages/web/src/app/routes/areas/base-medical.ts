import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

const WardDetail = lazyPage(() => import('@/features/base-medical/routes/ward-detail'));
const BedDetail = lazyPage(() => import('@/features/base-medical/routes/bed-detail'));
const WardSettings = lazyPage(() => import('@/features/base-medical/routes/ward-settings'));

/** Base medical data (SPEC /baseMedical), seen from /icu (issue 14) and the intensive-care monitoring configuration (issue 15) too; branches and collection boxes are plain resource pages. */
export const PAGES: AreaPages = {
  baseWardManage: lazyPage(() => import('@/features/base-medical/routes/wards')),
  baseWardDetail: WardDetail,
  wardInfo: WardDetail,
  baseBedManage: lazyPage(() => import('@/features/base-medical/routes/beds')),
  baseBedDetail: BedDetail,
  bedInfo: BedDetail,
  basePatientManage: lazyPage(() => import('@/features/base-medical/routes/patients')),
  basePatientDetail: lazyPage(() => import('@/features/base-medical/routes/patient-detail')),
  icuWardManage: lazyPage(() => import('@/features/base-medical/routes/icu-wards')),
  icuWardSettings: WardSettings,
  icuWardBasicInformation: WardSettings,
  icuWardVisitingHours: WardSettings,
  icuWardBedManagement: WardSettings,
  icuWardEquipment: WardSettings,
  icuVisitationRoomEquipment: WardSettings,
  icuVisitationRegime: WardSettings,
  icuAccessControl: WardSettings,
  icuPatientManage: lazyPage(() => import('@/features/base-medical/routes/icu-patients')),
  icuPatientDetail: lazyPage(() => import('@/features/base-medical/routes/icu-patient-detail')),
  aiIcuWardManagement: lazyPage(() => import('@/features/base-medical/routes/ai-icu-wards')),
  aiIcuBedManagement: lazyPage(() => import('@/features/base-medical/routes/ai-icu-beds')),
  monitoringIndicatorManagement: lazyPage(() => import('@/features/base-medical/routes/icu-indicators')),
  wardMonitorSetting: WardDetail,
  bedMonitorSetting: BedDetail,
};
