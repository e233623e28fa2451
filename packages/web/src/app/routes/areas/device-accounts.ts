import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

const DeviceAccountEdit = lazyPage(() => import('@/features/device-accounts/routes/device-account-edit'));

/** Terminals: device accounts and their tabs (video sources, layout, settings per application). */
export const PAGES: AreaPages = {
  accounts: lazyPage(() => import('@/features/device-accounts/routes/device-accounts')),
  accountEdit: DeviceAccountEdit,
  deviceAccountBaseInfo: DeviceAccountEdit,
  deviceAccountInputSource: DeviceAccountEdit,
  deviceAccountNetworkCamera: DeviceAccountEdit,
  deviceAccountReg: DeviceAccountEdit,
  deviceAccountLayout: DeviceAccountEdit,
  deviceAccountLiveSetting: DeviceAccountEdit,
  accountVisitSetting: DeviceAccountEdit,
  accountTeachingSetting: DeviceAccountEdit,
  accountAmbulanceSetting: DeviceAccountEdit,
  ambulanceAccountAttr: DeviceAccountEdit,
  accountMonitorSetting: DeviceAccountEdit,
};
