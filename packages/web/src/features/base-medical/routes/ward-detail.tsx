import { useQueryClient } from '@tanstack/react-query';
import { wardDescription } from '@console/contract/resources/descriptions/wards';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ResourceDetail, type DetailTab } from '@/engine/resource-detail';
import { useDetailTab } from '@/engine/use-detail-tab';
import { BedGrid } from '../components/bed-grid';
import { DeletionCounts } from '../components/deletion-counts';
import { WARD_BASE_FIELDS } from './wards';

const TABS = ['wardInfo', 'beds'] as const;

/** SPEC /baseMedical/wardDetail/{id}: tab wardInfo (base info) and the ward's bed grid. */
export default function WardDetailPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { id } = useParams();
  const wardId = Number(id);
  const { active, onTabChange } = useDetailTab(TABS);
  const tabs = useMemo<DetailTab[]>(
    () => [
      { key: 'wardInfo', label: t('baseMedical.tabs.baseInfo'), fields: WARD_BASE_FIELDS, stamps: true },
      { key: 'beds', label: t('baseMedical.tabs.bedGrid'), content: <BedGrid wardId={wardId} /> },
    ],
    [t, wardId],
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
