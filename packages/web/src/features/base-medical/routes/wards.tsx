import { useQueryClient } from '@tanstack/react-query';
import { wardDescription } from '@console/contract/resources/descriptions/wards';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import { DeletionCounts } from '@/components/deletion-counts/deletion-counts';

/** The ward list's form: base data first; the ICU visiting settings are edited on /icu. */
export const WARD_BASE_FIELDS = [
  'name',
  'code',
  'branchId',
  'floor',
  'bedCount',
  'nurseStationAccountId',
  'mapUrl',
  'adminIds',
  'dutyDoctorIds',
  'description',
] as const;

/** SPEC /baseMedical/wardManage: wards, deleted only after the count of what goes with them. */
export default function WardsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return (
    <ResourceList
      definition={wardDescription}
      title={t('baseMedical.wards.title')}
      formFields={WARD_BASE_FIELDS}
      deleteContent={(row) => <DeletionCounts client={client} kind="wards" id={row.id} />}
    />
  );
}
