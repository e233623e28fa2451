import { wardDescription } from '@console/contract/resources/descriptions/wards';
import { useTranslation } from 'react-i18next';
import { MonitorSettingList } from '../components/monitor-setting-list';
import { WARD_BASE_FIELDS } from './wards';

/**
 * SPEC /aiIcu/wardManagement: the company's wards as intensive care sees them, each opening the
 * ward detail on its intensive care settings (the ward's thresholds, which its beds inherit).
 */
export default function AiIcuWardsPage() {
  const { t } = useTranslation();
  return (
    <MonitorSettingList
      definition={wardDescription}
      title={t('icuMonitoring.wards.title')}
      detailRoute="baseWardDetail"
      tab="wardMonitorSetting"
      kind="wards"
      formFields={WARD_BASE_FIELDS}
    />
  );
}
