import { useTranslation } from 'react-i18next';
import { IndicatorList } from '@/components/monitoring-indicators/indicator-list';

/** SPEC /aiIcu/monitoringIndicatorManagement: the company's monitoring indicators. */
export default function IcuIndicatorsPage() {
  const { t } = useTranslation();
  return <IndicatorList title={t('icuMonitoring.indicators.title')} />;
}
