/**
 * The application catalogue of SPEC §1. `aloneMenuManage = 1` puts an application in the
 * navbar switcher; its menu tree is fetched by its key.
 */
export const APP_TYPES = ['system', 'terminal'] as const;
export type AppType = (typeof APP_TYPES)[number];

export interface ApplicationSeed {
  key: string;
  name: string;
  english: string;
  aloneMenuManage: 0 | 1;
  path: string;
  icon: string;
  appType: AppType;
}

/** Menus of this application are what user type 1 gets by default (SPEC §6). */
export const DEFAULT_APP_KEY = 'platform';
/** Every organisation's application list carries this entry (SPEC §6). */
export const MONITOR_APP_KEY = 'monitor';

export const APPLICATION_CATALOGUE: readonly ApplicationSeed[] = [
  {
    key: DEFAULT_APP_KEY,
    name: '云平台管理',
    english: 'Cloud platform',
    aloneMenuManage: 1,
    path: '/dashboard',
    icon: 'dashboard',
    appType: 'system',
  },
  {
    key: 'aiIcu',
    name: '重症监护',
    english: 'Intensive care monitoring',
    aloneMenuManage: 1,
    path: '/aiIcu',
    icon: 'monitor',
    appType: 'system',
  },
  {
    key: 'icu',
    name: 'ICU探视',
    english: 'ICU family visitation',
    aloneMenuManage: 1,
    path: '/icu',
    icon: 'visit',
    appType: 'system',
  },
  {
    key: 'ambulance',
    name: '急救',
    english: 'Ambulance',
    aloneMenuManage: 1,
    path: '/ambulance',
    icon: 'ambulance',
    appType: 'system',
  },
  {
    key: 'streamMonitor',
    name: '监控流监看',
    english: 'Surveillance stream monitoring',
    aloneMenuManage: 1,
    path: '/streamMonitor',
    icon: 'video',
    appType: 'system',
  },
  {
    key: 'consultation',
    name: '多方会诊',
    english: 'Multi-party consultation',
    aloneMenuManage: 1,
    path: '/mcConsultationManage',
    icon: 'consultation',
    appType: 'system',
  },
  {
    key: 'surgicalTeaching',
    name: '手术示教',
    english: 'Surgical teaching',
    aloneMenuManage: 1,
    path: '/opOperationManage',
    icon: 'operation',
    appType: 'system',
  },
  {
    key: MONITOR_APP_KEY,
    name: '监控应用',
    english: 'Monitor',
    aloneMenuManage: 0,
    path: '/terminalMonitor',
    icon: 'eye',
    appType: 'terminal',
  },
];
