import { useQueryClient } from '@tanstack/react-query';
import { bedDescription } from '@console/contract/resources/descriptions/beds';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ResourceDetail, type DetailTab } from '@/engine/resource-detail';
import { useDetailTab } from '@/engine/use-detail-tab';
import { DeletionCounts } from '../components/deletion-counts';

const TABS = ['bedInfo'] as const;

/** SPEC /baseMedical/bedDetail/{id}, tab bedInfo (base info). */
export default function BedDetailPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { id } = useParams();
  const { active, onTabChange } = useDetailTab(TABS);
  const tabs = useMemo<DetailTab[]>(
    () => [
      {
        key: 'bedInfo',
        label: t('baseMedical.tabs.baseInfo'),
        fields: bedDescription.writableFields,
        stamps: true,
      },
    ],
    [t],
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
