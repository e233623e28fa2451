import { useQueryClient } from '@tanstack/react-query';
import { bedDescription } from '@console/contract/resources/descriptions/beds';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ResourceDetail, type DetailTab } from '@/engine/resource-detail';
import { useDetailTab } from '@/engine/use-detail-tab';
import { DeletionCounts } from '@/components/deletion-counts/deletion-counts';
import { useApplications } from '@/lib/session/api/get-applications';
import { BedMonitorSetting } from '../components/bed-monitor-setting';

const TABS = ['bedInfo', 'bedMonitorSetting'] as const;

/**
 * SPEC /baseMedical/bedDetail/{id}, tabs bedInfo (base info) and, when intensive care is enabled
 * (catalogue `requiresApp: 'aiIcu'`), bedMonitorSetting (thresholds and critical equipment).
 */
export default function BedDetailPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { id } = useParams();
  const bedId = Number(id);
  const apps = useApplications();
  const icu = apps.data?.some((app) => app.key === 'aiIcu') ?? false;
  const { active: wanted, onTabChange } = useDetailTab(TABS);
  const active = wanted === 'bedMonitorSetting' && !icu ? 'bedInfo' : wanted;
  const tabs = useMemo<DetailTab[]>(
    () => [
      {
        key: 'bedInfo',
        label: t('baseMedical.tabs.baseInfo'),
        fields: bedDescription.writableFields,
        stamps: true,
      },
      ...(icu
        ? [
            {
              key: 'bedMonitorSetting',
              label: t('icuMonitoring.tabs.monitorSetting'),
              content: <BedMonitorSetting bedId={bedId} />,
            },
          ]
        : []),
    ],
    [t, icu, bedId],
  );
  return (
    <ResourceDetail
      definition={bedDescription}
      id={id}
      tabs={tabs}
      activeTab={active}
      onTabChange={onTabChange}
      deleteContent={(row) => <DeletionCounts client={client} kind="beds" id={row.id} />}
    />
  );
}
