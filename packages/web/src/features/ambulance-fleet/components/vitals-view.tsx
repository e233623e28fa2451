import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

const ORDER = ['heartRate', 'spo2', 'systolic', 'diastolic', 'respiration', 'temperature'] as const;

/** The monitor's vitals as they came with a fix (or "no vitals"). */
export function VitalsView({
  vitals,
  testId,
}: {
  vitals: Record<string, number> | null | undefined;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (!vitals) return <span data-testid={testId}>{t('ambulanceFleet.noVitals')}</span>;
  return (
    <Descriptions
      size="small"
      column={2}
      data-testid={testId}
      items={ORDER.filter((key) => vitals[key] !== undefined).map((key) => ({
        key,
        label: t(`ambulanceFleet.vital.${key}`),
        children: Number.isInteger(vitals[key]) ? vitals[key] : vitals[key]!.toFixed(1),
      }))}
    />
  );
}
