import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

const DatabaseBackup = lazyPage(() => import('@/features/system-settings/routes/database-backup'));

/** System settings: database backups, mail, SMS, global (issue 17). */
export const PAGES: AreaPages = {
  settingDatabase: DatabaseBackup,
  settingDatabaseInfo: DatabaseBackup,
  mailManage: lazyPage(() => import('@/features/system-settings/routes/mail-settings')),
  smsManage: lazyPage(() => import('@/features/system-settings/routes/sms-settings')),
  globalSetting: lazyPage(() => import('@/features/system-settings/routes/global-settings')),
};
