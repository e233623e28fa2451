import { useQueryClient } from '@tanstack/react-query';
import { wardDescription } from '@console/contract/resources/descriptions/wards';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ResourceDetail, type DetailTab } from '@/engine/resource-detail';
import { useDetailTab } from '@/engine/use-detail-tab';
import { BedGrid } from '../components/bed-grid';
import { DeletionCounts } from '@/components/deletion-counts/deletion-counts';
import { useApplications } from '@/lib/session/api/get-applications';
import { ThresholdTable } from '../components/threshold-table';
import { WARD_BASE_FIELDS } from './wards';

const TABS = ['wardInfo', 'beds', 'wardMonitorSetting'] as const;

/**
 * SPEC /baseMedical/wardDetail/{id}: tab wardInfo (base info), the ward's bed grid and, when
 * intensive care is enabled, wardMonitorSetting (the ward's thresholds, which its beds inherit).
 */
export default function WardDetailPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { id } = useParams();
  const wardId = Number(id);
  const apps = useApplications();
  const icu = apps.data?.some((app) => app.key === 'aiIcu') ?? false;
  const { active: wanted, onTabChange } = useDetailTab(TABS);
  const active = wanted === 'wardMonitorSetting' && !icu ? 'wardInfo' : wanted;
  const tabs = useMemo<DetailTab[]>(
    () => [
      { key: 'wardInfo', label: t('baseMedical.tabs.baseInfo'), fields: WARD_BASE_FIELDS, stamps: true },
      { key: 'beds', label: t('baseMedical.tabs.bedGrid'), content: <BedGrid wardId={wardId} /> },
      ...(icu
        ? [
            {
              key: 'wardMonitorSetting',
              label: t('icuMonitoring.tabs.monitorSetting'),
              content: <ThresholdTable level={{ kind: 'wards', id: wardId }} wardId={wardId} />,
            },
          ]
        : []),
    ],
    [t, wardId, icu],
  );
  return (
    <ResourceDetail
      definition={wardDescription}
      id={id}
      tabs={tabs}
      activeTab={active}
      onTabChange={onTabChange}
      deleteContent={(row) => <DeletionCounts client={client} kind="wards" id={row.id} />}
    />
  );
}
