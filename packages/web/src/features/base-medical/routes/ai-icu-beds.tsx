import { bedDescription } from '@console/contract/resources/descriptions/beds';
import { useTranslation } from 'react-i18next';
import { MonitorSettingList } from '../components/monitor-setting-list';

/**
 * SPEC /aiIcu/bedManagement: every bed of the company, each opening the bed detail on its
 * intensive care settings (thresholds inherited or overridden, critical equipment).
 */
export default function AiIcuBedsPage() {
  const { t } = useTranslation();
  return (
    <MonitorSettingList
      definition={bedDescription}
      title={t('icuMonitoring.beds.title')}
      detailRoute="baseBedDetail"
      tab="bedMonitorSetting"
      kind="beds"
    />
  );
}
