import { criticalDeviceDescription } from '@console/contract/resources/descriptions/critical-devices';
import { useQuery } from '@tanstack/react-query';
import { Flex, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { resourceQueryOptions } from '@/engine/resource-api';
import { ResourceList } from '@/engine/resource-list';
import { ThresholdTable } from './threshold-table';

const DEVICE_FIELDS = ['name', 'type', 'deviceAccountId', 'wardId'] as const;

/**
 * The bed detail's intensive care settings tab (SPEC §2 bedMonitorSetting): the limits in force
 * at the bed per indicator, inherited or overridden, and the bed's critical equipment.
 */
export function BedMonitorSetting({ bedId }: { bedId: number }) {
  const { t } = useTranslation();
  const bed = useQuery(resourceQueryOptions('beds', bedId));
  const parent = useMemo(() => ({ field: 'bedId', id: bedId }), [bedId]);
  if (bed.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (bed.isError)
    return <LoadFailedAlert title={t('common.loadFailed')} onRetry={() => void bed.refetch()} />;
  const wardId = Number(bed.data.wardId);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={5}>{t('icuMonitoring.thresholds.title')}</Typography.Title>
      <ThresholdTable level={{ kind: 'beds', id: bedId }} wardId={wardId} />
      <Typography.Title level={5}>{t('icuMonitoring.bedDevices')}</Typography.Title>
      <ResourceList
        definition={criticalDeviceDescription}
        parent={parent}
        formFields={DEVICE_FIELDS}
        createDefaults={{ wardId }}
      />
    </Flex>
  );
}
