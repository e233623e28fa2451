import { useQueryClient } from '@tanstack/react-query';
import { bedDescription } from '@console/contract/resources/descriptions/beds';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import { DeletionCounts } from '@/components/deletion-counts/deletion-counts';

/** SPEC /baseMedical/bedManage: beds of every ward, with their bound terminals. */
export default function BedsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return (
    <ResourceList
      definition={bedDescription}
      title={t('baseMedical.beds.title')}
      deleteContent={(row) => <DeletionCounts client={client} kind="beds" id={row.id} />}
    />
  );
}
